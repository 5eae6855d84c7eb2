// The builder's dialogs and palette in Chromium: what a designer sees of the Ignite components' settings
// dialogs (a JSON setting refused in the dialog, Advanced settings refused while they break the schema,
// the help link), palette items (their icons), and of a refused new form.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jsonListMessage } from '../../components/edit-form-parts';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { createDraftForm, openDraftInBuilder } from './draft-form';

const browser = browserFixture();

const settingsDialog = (page: Page) => page.locator('.component-edit-container');

/** Opens the settings dialog of the canvas component labelled `label`. */
async function openSettings(page: Page, label: string): Promise<void> {
  const component = page.locator('.formarea .builder-component').filter({ hasText: label }).first();
  await component.hover();
  await component.locator('[ref="editComponent"]').first().click();
  await settingsDialog(page).locator('[ref="saveButton"]').waitFor();
}

const CHAIN = [
  {
    actionType: 'executeCustomLogic',
    actionName: 'noted',
    customLogicConfig: { scriptToExecute: "'noted'" },
  },
];

describe('builder settings dialogs in the browser', () => {
  it("refuses to save an action button's action chain that is not a JSON list, keeping the chain", async () => {
    const { page } = browser;
    const formId = `json-chain-${Date.now()}`;
    await openDraftInBuilder(browser, {
      id: formId,
      name: 'Action chain typed as text',
      components: [
        { type: 'action-button', key: 'pay', label: 'Pay', input: false, actionProcessors: CHAIN },
      ],
    });
    await openSettings(page, 'Pay');
    const dialog = settingsDialog(page);
    await dialog.locator('.nav-tabs').getByText('Actions', { exact: true }).click();
    const editor = dialog.locator('.formio-component-actionProcessors .ace_editor');
    const message = dialog.getByText(jsonListMessage('Action chain (JSON)')).first();
    for (const text of ['this is not JSON', '{ "actionType": "executeCustomLogic" }']) {
      await editor.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText(text);
      await dialog.locator('[ref="saveButton"]').click();
      await message.waitFor();
      // Still open: nothing was saved.
      expect(await dialog.isVisible()).toBe(true);
    }
    await screenshot(page, 'builder-json-list-refused', { fullPage: false });
    await dialog.locator('[ref="cancelButton"]').click();
    await dialog.waitFor({ state: 'detached' });
    // The canvas has no unsaved change: the chain is the one loaded.
    expect(await page.getByLabel('Version info').getByText('unsaved changes').count()).toBe(0);
  });

  it('refuses to apply Advanced settings that break the schema, and lets the JSON view be emptied and typed anew', async () => {
    const { page } = browser;
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openDraftInBuilder(browser, {
      id: `advanced-refused-${Date.now()}`,
      name: 'Advanced settings refused',
      components: [
        { type: 'action-button', key: 'pay', label: 'Pay', input: false, actionProcessors: CHAIN },
      ],
    });
    await openSettings(page, 'Pay');
    const dialog = settingsDialog(page);
    await dialog.getByRole('button', { name: 'Advanced settings…' }).click();
    const advanced = page.getByRole('dialog', { name: 'Settings of' });
    await advanced.getByRole('tab', { name: 'JSON' }).click();
    const lines = advanced.locator('.ignite-json-editor .monaco-editor .view-lines');
    // Monaco draws spaces as non-breaking ones.
    const text = async () => ((await lines.textContent()) ?? '').replace(/\s/g, ' ');
    await expect.poll(text).toContain('"noted"');
    const apply = advanced.getByRole('button', { name: 'Apply' });

    // Emptied, the editor stays empty (not JSON yet: nothing to apply), and what is typed next is all it holds.
    await lines.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await advanced.getByRole('alert').filter({ hasText: 'Not valid JSON yet' }).waitFor();
    await page.waitForTimeout(1000);
    expect(await text()).toBe('');
    expect(await apply.isDisabled()).toBe(true);
    const broken =
      '{ "key": "pay", "type": "action-button", "input": false, "theme": "purple", "label": 42, "actionProcessors": [] }';
    await page.keyboard.insertText(broken);
    await expect.poll(text).toBe(broken);

    // JSON that breaks the schema: listed, and Apply is refused with the reason.
    const problems = advanced.getByRole('region', { name: 'Problems' });
    await problems
      .getByText(/\/label/)
      .first()
      .waitFor();
    await advanced.getByText(/The settings break their schema/).waitFor();
    expect(await apply.isDisabled()).toBe(true);
    await screenshot(page, 'builder-advanced-settings-refused', { fullPage: false });

    // Mended, they apply to the dialog, which saves them.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.insertText(broken.replace('"theme": "purple", "label": 42', '"label": "Pay now"'));
    await expect.poll(() => apply.isEnabled()).toBe(true);
    await apply.click();
    await advanced.waitFor({ state: 'detached' });
    expect(await dialog.locator('input[name="data[label]"]').inputValue()).toBe('Pay now');
    await dialog.locator('[ref="saveButton"]').click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.formarea .builder-component').filter({ hasText: 'Pay now' }).first().waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("shows no help link to Form.io's site in an Ignite component's dialog, and keeps Form.io's own", async () => {
    const { page } = browser;
    await openDraftInBuilder(browser, {
      id: `help-link-${Date.now()}`,
      name: 'Help links',
      components: [
        { type: 'textfield', key: 'reference', label: 'Reference', input: true },
        { type: 'action-button', key: 'pay', label: 'Pay', input: false, actionProcessors: CHAIN },
      ],
    });
    const links = () => settingsDialog(page).locator('a[target="_blank"]');
    await openSettings(page, 'Reference');
    expect(await links().getAttribute('href')).toMatch(/^https:\/\/help\.form\.io\/.+/);
    await settingsDialog(page).locator('[ref="cancelButton"]').click();
    await settingsDialog(page).waitFor({ state: 'detached' });
    await openSettings(page, 'Pay');
    expect(await links().count()).toBe(0);
    await screenshot(page, 'builder-action-button-dialog', { fullPage: false });
  });

  it('draws an icon for every item of the Ignite palette group', async () => {
    const { page } = browser;
    await openDraftInBuilder(browser, {
      id: `palette-icons-${Date.now()}`,
      name: 'Palette icons',
      components: [],
    });
    const group = page.locator('.formcomponents');
    await group.getByRole('button', { name: 'Ignite' }).click();
    const items = group.locator('[data-type="screen-config"], [data-type="action-button"]');
    await items.first().waitFor({ state: 'visible' });
    // An icon the font lacks draws nothing: its ::before has no glyph.
    const glyphs = await items.evaluateAll((found) =>
      found.map((item) => {
        const icon = item.querySelector('i');
        return icon ? getComputedStyle(icon, '::before').content : 'none';
      }),
    );
    expect(glyphs).toHaveLength(2);
    for (const glyph of glyphs) expect(glyph).not.toMatch(/^(none|normal|""|)$/);
    await screenshot(page, 'builder-palette-ignite', { fullPage: false });
  });

  it('shows a refused new form (its id is taken) in view, above the fields, after scrolling the dialog', async () => {
    const { page } = browser;
    const formId = `taken-${Date.now()}`;
    const designer = await apiAs(browser, 'designer@ignite.local');
    await createDraftForm(designer, {
      form: { id: formId, name: 'Taken', category: 'builder-tests', components: [] },
    });
    // A short window: the dialog's body scrolls.
    await page.setViewportSize({ width: 1024, height: 600 });
    await signInAs(browser, 'designer@ignite.local', { open: '/forms/form-builder' });
    await page.getByRole('button', { name: 'New form' }).click();
    const dialog = page.getByRole('dialog', { name: 'New form' });
    await dialog.getByLabel('Form id').fill(formId);
    await dialog.getByLabel('Title').fill('Taken again');
    // The last screen type, at the end of the body: the body is scrolled down to it.
    const last = dialog.locator('input[name="start"]').last();
    await last.scrollIntoViewIfNeeded();
    await last.check();
    await dialog.getByRole('button', { name: 'Create and open' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    // Drawn inside the dialog's visible body, and before the fields.
    const body = dialog.locator('.p-dialog-content');
    await expect
      .poll(async () => {
        const [shown, within] = await Promise.all([alert.boundingBox(), body.boundingBox()]);
        return Boolean(
          shown && within && shown.y >= within.y && shown.y + shown.height <= within.y + within.height,
        );
      })
      .toBe(true);
    const [alertBox, idBox] = await Promise.all([
      alert.boundingBox(),
      dialog.getByLabel('Form id').boundingBox(),
    ]);
    expect(alertBox!.y).toBeLessThan(idBox!.y);
    await screenshot(page, 'builder-new-form-refused', { fullPage: false });
  });
});
