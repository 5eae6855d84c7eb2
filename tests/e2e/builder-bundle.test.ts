// The builder's code loads only on /forms routes (issue 14): the sign-in page and a portal screen load no
// script holding Form.io's builder and no builder CSS; the builder route does, with TypeBox and the
// components' settings forms. It also measures how long the builder takes to open the largest example
// form (logged, not asserted: machines differ).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, signInAs } from './browser';
import { recordAssets, SETTINGS_FORMS_MARKER, TYPEBOX_MARKER, type LoadedAsset } from './loaded-assets';
import { createDraftForm } from './draft-form';

const browser = browserFixture();

/** Strings only Form.io's WebformBuilder (script) and its builder CSS hold. */
const BUILDER_MARKERS = {
  builderScript: 'component-edit-container',
  builderCss: '.formbuilder',
  /** Monaco's own class name, in its script. */
  monaco: 'monaco-editor',
  /** TypeBox (the structured editors' schemas) and the custom components' settings forms. */
  typebox: TYPEBOX_MARKER,
  settingsForms: SETTINGS_FORMS_MARKER,
};
const holdingScript = (assets: LoadedAsset[], marker: string) =>
  assets.some((asset) => asset.type === 'script' && asset.holds.includes(marker));
const holdsMonaco = (asset: LoadedAsset) => asset.type === 'script' && asset.holds.includes('monaco');
const holdsBuilder = (asset: LoadedAsset) =>
  asset.holds.includes(asset.type === 'script' ? 'builderScript' : 'builderCss');

function largestExampleForm(): { file: string; components: unknown[] } {
  const dir = path.resolve('examples/forms');
  const [file] = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size);
  const form = JSON.parse(readFileSync(path.join(dir, file!), 'utf8')) as { components: unknown[] };
  const [first] = form.components;
  const components = typeof first === 'string' ? (JSON.parse(first) as unknown[]) : form.components;
  return { file: file!, components };
}

describe('the builder bundle', () => {
  it('is not loaded by the sign-in page or a portal screen', async () => {
    const { page } = browser;
    const loaded = recordAssets(page, BUILDER_MARKERS);
    await page.goto('/auth/db-login?dblogin');
    await page.getByLabel('Email').waitFor();
    await signInAs(browser, 'clerk@ignite.local');
    await page.goto('/app/court-fines/court-fine-create');
    await page.locator('.formio-form').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((asset) => asset.url.endsWith('.js')).length).toBeGreaterThan(0);
    expect(loaded.filter(holdsBuilder)).toEqual([]);
    expect(loaded.filter(holdsMonaco)).toEqual([]);
  });

  it('is not loaded for someone who may not design, who is told so on a builder address', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const loaded = recordAssets(page, BUILDER_MARKERS);
    await page.goto('/forms/form-builder/court-fine-create');
    await page.getByText('The builder is for form designers').waitFor();
    await page.waitForLoadState('networkidle');
    expect(loaded.filter(holdsBuilder)).toEqual([]);
    expect(loaded.filter((asset) => asset.url.includes('builder-area'))).toEqual([]);
    expect(holdingScript(loaded, 'typebox')).toBe(false);
  });

  it('is loaded by the builder route, which opens the largest example form', async () => {
    const { page } = browser;
    const { file, components } = largestExampleForm();
    const formId = `bundle-${Date.now()}`;
    const designer = await apiAs(browser, 'designer@ignite.local');
    await createDraftForm(designer, {
      form: { id: formId, name: `Copy of ${file}`, category: 'builder-tests', components },
    });

    await signInAs(browser, 'designer@ignite.local');
    const loaded = recordAssets(page, BUILDER_MARKERS);
    await page.goto(`/forms/form-builder/${formId}`);
    const canvas = page.getByTestId('builder-canvas');
    await canvas.and(page.locator('[data-open-ms]')).waitFor({ timeout: 60_000 });
    const openMs = await canvas.getAttribute('data-open-ms');
    console.info(`The builder opened ${file} (${components.length} top-level components) in ${openMs} ms`);
    expect(await page.locator('.formarea .builder-component').count()).toBeGreaterThan(components.length - 1);
    await page.waitForLoadState('networkidle');
    expect(loaded.some((asset) => holdsBuilder(asset) && asset.type === 'script')).toBe(true);
    expect(loaded.some((asset) => holdsBuilder(asset) && asset.type === 'stylesheet')).toBe(true);
    expect(holdingScript(loaded, 'typebox')).toBe(true);
    expect(holdingScript(loaded, 'settingsForms')).toBe(true);

    // Monaco comes with the settings editors, which open from the form's page.
    await page.getByRole('link', { name: 'Screen settings' }).click();
    await page.getByRole('tab', { name: 'JSON' }).click();
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    expect(loaded.some(holdsMonaco)).toBe(true);
  }, 120_000);
});
