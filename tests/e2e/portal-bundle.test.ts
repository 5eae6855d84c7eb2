// The sign-in page loads no Form.io: the renderer, the custom components and the action runtime load with
// the first screen that shows a form; a form screen loads neither ajv's compiler nor the grid, which
// loads with the first screen that shows a smart table. Each marker is proven on a screen that has it,
// except the dropped polyfills', which no screen has any more (without scripts/drop-built-in-polyfills.ts
// the form screen's Form.io chunk holds both, and the second test fails).
import { describe, expect, it } from 'vitest';
import { browserFixture, signInAs } from './browser';
import {
  gzippedScripts,
  recordAssets,
  SETTINGS_FORMS_MARKER,
  TYPEBOX_MARKER,
  type LoadedAsset,
} from './loaded-assets';

const browser = browserFixture();

/**
 * Gzipped JavaScript a page load may bring (docs/performance.md, "What the browser downloads per route"):
 * the sign-in page, and a screen with a Form.io form (Form.io's renderer itself is about 420 KB of it).
 */
const SIGN_IN_BUDGET_KB = 150;
const FORM_SCREEN_BUDGET_KB = 600;

/** A name only Form.io's renderer code holds (its lazy loader of editors and widgets). */
const FORMIO_MARKERS = { formio: 'requireLibrary' };
/**
 * PrimeReact's DataTable (the smart table's grid), ajv's schema compiler (an option name of its core),
 * flatpickr (the datetime component's calendar), TypeBox (the key it marks its schemas with) and the
 * custom components' builder settings forms (a tooltip of the smart table's); and the polyfills Form.io
 * requires for built-ins (scripts/drop-built-in-polyfills.ts): core-js (its author, in its shared store;
 * exceljs's bundle holds it too) and the AbortController polyfill (its global switch).
 */
const SCREEN_MARKERS = {
  ...FORMIO_MARKERS,
  grid: 'p-datatable-thead',
  ajvCompiler: 'strictSchema',
  calendar: 'flatpickr-calendar',
  typebox: TYPEBOX_MARKER,
  settingsForms: SETTINGS_FORMS_MARKER,
  coreJs: 'zloirock',
  abortPolyfill: '__FORCE_INSTALL_ABORTCONTROLLER_POLYFILL',
};
const holding = (assets: LoadedAsset[], marker: string) =>
  assets.filter((asset) => asset.type === 'script' && asset.holds.includes(marker)).map((asset) => asset.url);

describe("the portal's bundles", () => {
  it('load Form.io only once a screen with a form opens, not on the sign-in page, within their byte budgets', async () => {
    const { page } = browser;
    const signInAssets = recordAssets(page, FORMIO_MARKERS);
    await page.goto('/auth/db-login?dblogin');
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    expect(signInAssets.filter((asset) => asset.type === 'script').length).toBeGreaterThan(0);
    expect(signInAssets.filter((asset) => asset.holds.includes('formio')).map((a) => a.url)).toEqual([]);
    expect(gzippedScripts(signInAssets) / 1024).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);

    await signInAs(browser, 'clerk@ignite.local');
    const screenAssets = recordAssets(page, FORMIO_MARKERS);
    await page.goto('/app/court-fines/court-fine-create');
    await page.locator('.formio-form').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(screenAssets.some((asset) => asset.holds.includes('formio'))).toBe(true);
    expect(gzippedScripts(screenAssets) / 1024).toBeLessThanOrEqual(FORM_SCREEN_BUDGET_KB);
  });

  it('load the grid only on a screen with a smart table, and neither the calendar, ajv, TypeBox, the settings forms nor built-in polyfills', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const formAssets = recordAssets(page, SCREEN_MARKERS);
    await page.goto('/app/court-fines/court-fine-create');
    await page.locator('.formio-form').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(holding(formAssets, 'formio').length).toBeGreaterThan(0);
    expect(holding(formAssets, 'grid')).toEqual([]);
    expect(holding(formAssets, 'ajvCompiler')).toEqual([]);
    expect(holding(formAssets, 'calendar')).toEqual([]);
    expect(holding(formAssets, 'typebox')).toEqual([]);
    expect(holding(formAssets, 'settingsForms')).toEqual([]);
    expect(holding(formAssets, 'coreJs')).toEqual([]);
    expect(holding(formAssets, 'abortPolyfill')).toEqual([]);

    const listAssets = recordAssets(page, SCREEN_MARKERS);
    await page.goto('/app/court-fines/court-fine-list');
    await page.locator('.p-datatable').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(holding(listAssets, 'grid').length).toBeGreaterThan(0);
    expect(holding(listAssets, 'ajvCompiler')).toEqual([]);
    expect(holding(listAssets, 'calendar')).toEqual([]);
    expect(holding(listAssets, 'typebox')).toEqual([]);
    expect(holding(listAssets, 'settingsForms')).toEqual([]);
  });
});
