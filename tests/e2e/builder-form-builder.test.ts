// The drag-and-drop builder in Chromium against the real server (issue 14, items 3 and 4): a designer
// drags a text field, a number field and a smart table onto a create screen bound to a declared
// resource, fills the smart table's settings (an invalid property name refused with the spec's message),
// saves, publishes, opens the form in the portal and submits a record that the records API then holds.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH } from '../../builder/form-builder/note-length';
import { LOCK_RENEW_MS } from '../../builder/form-builder/use-form-lock';
import { PROPERTY_NAME_MESSAGE } from '../../schemas/screen-config';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { createDraftForm, openDraftInBuilder } from './draft-form';

const browser = browserFixture();

/** Drags with real mouse moves, as Form.io's dragula listens to them. */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag from or to');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 10, { steps: 15 });
  await page.mouse.up();
}

const paletteItem = (page: Page, type: string) =>
  page.locator(`.formcomponents [data-type="${type}"]`).first();
/** Opens a palette group unless it is open already (a click on an open group closes it). */
async function openGroup(page: Page, title: string, type: string): Promise<void> {
  if (await paletteItem(page, type).isVisible()) return;
  await page.locator('.formcomponents').getByRole('button', { name: title }).click();
  await paletteItem(page, type).waitFor({ state: 'visible' });
}

const canvas = (page: Page) => page.locator('.formarea .drag-container').first();
const settingsDialog = (page: Page) => page.locator('.component-edit-container');

async function addField(page: Page, type: string, label: string): Promise<void> {
  await drag(page, paletteItem(page, type), canvas(page));
  const dialog = settingsDialog(page);
  await dialog.locator('input[name="data[label]"]').fill(label);
  await dialog.locator('[ref="saveButton"]').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the form builder in the browser', () => {
  it('builds, saves, publishes and runs a create screen', async () => {
    const { page } = browser;
    const stamp = Date.now();
    const formId = `built-${stamp}`;
    const resource = `built-records-${stamp}`;
    const designer = await apiAs(browser, 'designer@ignite.local');
    await createDraftForm(designer, {
      form: {
        id: formId,
        name: 'Built in the browser',
        category: 'builder-tests',
        // Form-level settings the builder does not edit: a save keeps them.
        settings: { ignite: 'kept' },
        components: [
          {
            type: 'screen-config',
            key: 'screenConfiguration',
            label: 'Screen configuration',
            input: false,
            screenType: 'create',
            submissionUrl: `/${resource}`,
          },
          {
            type: 'button',
            key: 'submit',
            label: 'Submit',
            action: 'submit',
            input: true,
            persistent: false,
          },
        ],
      },
      note: 'Created from the create-screen type',
    });
    const admin = await apiAs(browser, 'admin@ignite.local');
    const declared = await admin.post('/api/ignite/resources', {
      name: resource,
      formId,
      readAcl: 'forms.design',
      writeAcl: 'forms.design',
      searchableFields: ['reference'],
    });
    expect(declared.status, JSON.stringify(declared.body)).toBeLessThan(300);

    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${formId}` });
    await paletteItem(page, 'textfield').waitFor();
    await page.getByLabel('Version info').getByText('Draft v1').waitFor();

    // A second screen configuration is refused.
    await openGroup(page, 'Ignite', 'screen-config');
    await drag(page, paletteItem(page, 'screen-config'), canvas(page));
    await page.getByText('A form holds one screen-config component').waitFor();

    await openGroup(page, 'Basic', 'textfield');
    // A key typed before the label stays the designer's: Form.io's builder made it from the label again.
    await drag(page, paletteItem(page, 'textfield'), canvas(page));
    const fieldDialog = settingsDialog(page);
    await fieldDialog.locator('.nav-tabs').getByText('API', { exact: true }).click();
    await fieldDialog.locator('input[name="data[key]"]').fill('reference');
    await fieldDialog.locator('.nav-tabs').getByText('Display', { exact: true }).click();
    await fieldDialog.locator('input[name="data[label]"]').fill('Case reference');
    // The preview shows the new label once the dialog has handled its change.
    await fieldDialog.locator('.preview-panel').getByText('Case reference', { exact: true }).waitFor();
    await fieldDialog.locator('.nav-tabs').getByText('API', { exact: true }).click();
    expect(await fieldDialog.locator('input[name="data[key]"]').inputValue()).toBe('reference');
    await fieldDialog.locator('[ref="saveButton"]').click();
    await fieldDialog.waitFor({ state: 'detached' });
    await addField(page, 'number', 'Amount');

    await openGroup(page, 'Ignite', 'smart-table');
    await drag(page, paletteItem(page, 'smart-table'), canvas(page));
    const dialog = settingsDialog(page);
    await dialog.locator('.nav-tabs').getByText('API', { exact: true }).click();
    const keyInput = dialog.locator('input[name="data[key]"]');
    const refusal = dialog.getByText(PROPERTY_NAME_MESSAGE).first();
    // On a busy machine the dialog can still be putting in the component's settings (its key among them)
    // after the key is typed: type it again until the dialog holds it and refuses it. Saving only then, as
    // a save that came before would keep the key made from the label.
    await expect
      .poll(
        async () => {
          if ((await keyInput.inputValue()) !== 'bad name.') {
            await keyInput.fill('bad name.');
            await keyInput.press('Tab');
          }
          return refusal.isVisible();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await dialog.locator('[ref="saveButton"]').click();
    await expect.poll(() => refusal.isVisible()).toBe(true);
    expect(await keyInput.inputValue()).toBe('bad name.');
    // What the designer sees: a full-page shot would draw the page's fixed header behind the dialog.
    const dialogShot = await screenshot(page, 'builder-form-builder-settings', { fullPage: false });
    mkdirSync(path.resolve('docs/screenshots'), { recursive: true });
    copyFileSync(dialogShot, path.resolve('docs/screenshots/builder-form-builder-settings.png'));
    await keyInput.fill('records');
    await dialog.locator('.nav-tabs').getByText('Grid', { exact: true }).click();
    await dialog.getByLabel('Grid Key').fill('records');
    await dialog.getByLabel('API URL').fill(`/api/${resource}`);
    // A setting the dialog lets through but the grid options' schema refuses: default data must be a list.
    const defaultData = dialog.locator('[class*="formio-component-gridOptions.defaultData"] .ace_text-input');
    await defaultData.focus();
    await page.keyboard.insertText('{"reference": "R-1"}');

    // "Advanced settings…" opens the structured editors on the settings the dialog holds.
    await dialog.getByRole('button', { name: 'Advanced settings…' }).click();
    const advanced = page.getByRole('dialog', { name: 'Settings of' });
    await advanced.getByRole('tab', { name: 'JSON' }).waitFor();
    // Its problems are the designer's (the default data), not the fields the dialog left empty.
    const advancedProblems = advanced.getByRole('region', { name: 'Problems' });
    await advancedProblems
      .getByText(/defaultData/)
      .first()
      .waitFor();
    expect(await advancedProblems.getByText(/importFormId/).count()).toBe(0);
    // While they break the schema the settings cannot be applied: the dialog keeps what it holds.
    await expect.poll(() => advanced.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await advanced.getByRole('button', { name: 'Cancel' }).click();
    await advanced.waitFor({ state: 'detached' });
    // The dialog itself refuses default data that is not a list of rows, and keeps the dialog open.
    await dialog.locator('[ref="saveButton"]').click();
    await dialog.getByText('Default Data must be a JSON list of objects').first().waitFor();
    await defaultData.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await dialog.locator('[ref="saveButton"]').click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Save note').fill('Reference, amount and a table');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/Saved as draft version 2/)
      .waitFor();
    const file = await screenshot(page, 'builder-form-builder');
    copyFileSync(file, path.resolve('docs/screenshots/builder-form-builder.png'));

    const saved = await designer.get(`/api/ignite/forms/${formId}/versions/2`);
    expect(saved.body.form.settings).toEqual({ ignite: 'kept' });
    // Form.io derives each key from the label as it is typed, so the keys are looked up by label.
    const components = saved.body.form.components as { key: string; label?: string; type: string }[];
    const smartTable = components.find((component) => component.type === 'smart-table');
    expect(smartTable).toMatchObject({
      key: 'records',
      gridOptions: { key: 'records', apiUrl: `/api/${resource}` },
    });
    // The dialog's mark of a typed key is not kept in the form.
    expect(smartTable).not.toHaveProperty('keyModified');
    const reference = components.find((component) => component.label === 'Case reference');
    expect(reference).toMatchObject({ key: 'reference' });
    expect(reference).not.toHaveProperty('keyModified');
    const keyOf = (label: string) => components.find((component) => component.label === label)?.key ?? '';
    expect(keyOf('Amount')).not.toBe('');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').getByText('Version 2 is published').waitFor();

    await page.goto(`/app/builder-tests/${formId}`);
    await page.getByLabel('Case reference').fill(`REF-${stamp}`);
    await page.getByLabel('Amount').fill('42');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(async () => (await designer.get(`/api/${resource}?size=5`)).body.content?.length ?? 0)
      .toBe(1);
    const records = await designer.get(`/api/${resource}?size=5`);
    expect(records.body.content[0]).toMatchObject({
      reference: `REF-${stamp}`,
      [keyOf('Amount')]: 42,
    });
  }, 180_000);

  it('adds a component from the palette with the keyboard alone', async () => {
    const { page } = browser;
    const formId = `keyboard-${Date.now()}`;
    await openDraftInBuilder(browser, {
      id: formId,
      name: 'Built with the keyboard',
      components: [{ type: 'textfield', key: 'first', label: 'First', input: true }],
    });
    await openGroup(page, 'Basic', 'number');
    const item = paletteItem(page, 'number');
    expect(await item.getAttribute('tabindex')).toBe('0');
    await item.focus();
    await page.keyboard.press('Enter');
    const dialog = settingsDialog(page);
    await dialog.locator('input[name="data[label]"]').waitFor();
    await dialog.locator('input[name="data[label]"]').fill('Typed amount');
    await dialog.locator('[ref="saveButton"]').focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // Form.io puts a component added by the keyboard at the top of the form.
    const labels = page.locator('.formarea .builder-component label');
    // (a number's label also holds the screen reader's ", numeric only,")
    const shown = async () => (await labels.allInnerTexts()).map((text) => text.split('\n')[0]);
    await expect.poll(shown).toEqual(['Typed amount', 'First']);
    await page.getByLabel('Version info').getByText('unsaved changes').waitFor();
  });

  it('refuses a second screen configuration added with the keyboard, as a drop is refused', async () => {
    const { page } = browser;
    await openDraftInBuilder(browser, {
      id: `keyboard-second-${Date.now()}`,
      name: 'One screen configuration',
      components: [
        { type: 'screen-config', key: 'screenConfiguration', screenType: 'create', submissionUrl: '/x' },
        { type: 'textfield', key: 'first', label: 'First', input: true },
      ],
    });
    await openGroup(page, 'Ignite', 'screen-config');
    await paletteItem(page, 'screen-config').focus();
    await page.keyboard.press('Enter');
    await page.getByText('A form holds one screen-config component').waitFor();
    expect(await settingsDialog(page).count()).toBe(0);
    expect(await page.locator('.formarea .ignite-screen-config-placeholder').count()).toBe(1);
  });

  it('undoes and redoes changes of the canvas, and saves what the canvas shows', async () => {
    const { page } = browser;
    const formId = `undo-${Date.now()}`;
    const designer = await openDraftInBuilder(browser, {
      id: formId,
      name: 'Undone and redone',
      components: [{ type: 'textfield', key: 'first', label: 'First', input: true }],
    });
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    expect(await undo.getAttribute('title')).toBe('Undo (Ctrl+Z)');
    expect(await redo.getAttribute('title')).toBe('Redo (Ctrl+Shift+Z)');
    expect(await undo.isDisabled()).toBe(true);
    expect(await redo.isDisabled()).toBe(true);

    await openGroup(page, 'Basic', 'number');
    await addField(page, 'number', 'Amount due');
    const added = page.locator('.formarea .builder-component', { has: page.getByLabel('Amount due') });
    await added.waitFor();
    const unsaved = page.getByLabel('Version info').getByText('unsaved changes');
    await unsaved.waitFor();
    await added.hover();
    await added.locator('[ref="removeComponent"]').click();
    await added.waitFor({ state: 'detached' });

    // Undo brings the removed field back; redo removes it again; the shortcuts do the same.
    await undo.click();
    await added.waitFor();
    expect(await redo.isDisabled()).toBe(false);
    await redo.click();
    await added.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+z');
    await added.waitFor();
    await screenshot(page, 'builder-form-builder-undo', { fullPage: false });
    // Back to the form as saved: clean again, nothing left to undo.
    await undo.click();
    await added.waitFor({ state: 'detached' });
    await expect.poll(() => unsaved.count()).toBe(0);
    expect(await undo.isDisabled()).toBe(true);
    await page.keyboard.press('Control+Shift+z');
    await added.waitFor();
    await unsaved.waitFor();

    // In a text field the shortcut is the field's own: the canvas stays as it is.
    await page.getByLabel('Save note').fill('With the amount');
    await page.getByLabel('Save note').press('Control+z');
    expect(await added.count()).toBe(1);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/Saved as draft version 2/)
      .waitFor();
    await expect.poll(() => unsaved.count()).toBe(0);
    const saved = await designer.get(`/api/ignite/forms/${formId}/versions/2`);
    expect(saved.body.form.components.map((component: { label: string }) => component.label)).toEqual([
      'First',
      'Amount due',
    ]);
    // Saving keeps the history: the step before the field is still there, and unsaved.
    await undo.click();
    await added.waitFor({ state: 'detached' });
    await unsaved.waitFor();
    // The title is part of what is undone, the canvas left as it is.
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('Renamed');
    await undo.click();
    await expect.poll(() => title.inputValue()).toBe('Undone and redone');
    expect(await added.count()).toBe(0);
    await redo.click();
    await expect.poll(() => title.inputValue()).toBe('Renamed');
  }, 90_000);

  it('lists the problems of a form as it opens, before any change', async () => {
    const { page } = browser;
    const formId = `problems-${Date.now()}`;
    const designer = await apiAs(browser, 'designer@ignite.local');
    const amount = { type: 'number', key: 'amount', label: 'Amount', input: true };
    await createDraftForm(designer, {
      form: {
        id: formId,
        name: 'Saved with a problem',
        category: 'builder-tests',
        components: [amount, { ...amount, label: 'Amount again' }],
      },
      note: 'Two fields with one key',
    });
    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${formId}` });
    const problems = page.getByRole('region', { name: 'Problems' });
    await problems.getByText('The key "amount" is already used', { exact: false }).waitFor();
    await page.getByLabel('Version info').getByText('Draft v1').waitFor();
    expect(await page.getByLabel('Version info').textContent()).not.toContain('unsaved changes');
    // Opened in the portal, the draft says it is not necessarily what users see.
    await page.goto(`/app/builder-tests/${formId}?draft=true`);
    await page.getByLabel('Amount again').waitFor();
    await page
      .getByRole('status')
      .getByText(/^The newest saved version of this form, published or not/)
      .waitFor();
  }, 60_000);

  it("sets a pattern's own message on the Validation tab, which leaves the required message alone", async () => {
    const { page } = browser;
    const formId = `pattern-message-${Date.now()}`;
    const designer = await apiAs(browser, 'designer@ignite.local');
    await createDraftForm(designer, {
      form: {
        id: formId,
        name: 'A reference with a pattern',
        category: 'builder-tests',
        components: [
          {
            type: 'textfield',
            key: 'reference',
            label: 'Reference',
            input: true,
            validate: { required: true, pattern: '^R\\d+$' },
          },
        ],
      },
    });
    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${formId}` });
    const problems = page.getByRole('region', { name: 'Problems' });
    await problems.getByText('Regular Expression Pattern Message', { exact: false }).waitFor();
    const field = page.locator('.formarea .builder-component', {
      has: page.locator('input[name="data[reference]"]'),
    });
    await field.first().hover();
    await field.first().locator('[ref="editComponent"]').first().click();
    const dialog = settingsDialog(page);
    await dialog.locator('.nav-tabs').getByText('Validation', { exact: true }).click();
    await dialog.getByLabel('Regular Expression Pattern Message').fill('Write R and digits, such as R123');
    await dialog.locator('[ref="saveButton"]').click();
    await dialog.waitFor({ state: 'detached' });
    await problems
      .getByText('Regular Expression Pattern Message', { exact: false })
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/Saved as draft version 2/)
      .waitFor();
    const saved = (await designer.get(`/api/ignite/forms/${formId}/versions/2`)).body.form;
    expect(saved.components[0].validate).toEqual({
      required: true,
      pattern: '^R\\d+$',
      patternMessage: 'Write R and digits, such as R123',
    });

    // In the portal, a wrong reference says what is expected, and an empty one that it is required.
    await page.goto(`/app/builder-tests/${formId}?draft=true`);
    const reference = page.getByLabel('Reference');
    await reference.fill('X1');
    await reference.blur();
    await page.getByText('Write R and digits, such as R123').first().waitFor();
    await reference.fill('');
    await reference.blur();
    await page.getByText('Reference is required').first().waitFor();
  }, 90_000);

  it("offers a file field that stores in the portal's documents", async () => {
    const { page } = browser;
    const formId = `file-field-${Date.now()}`;
    const designer = await openDraftInBuilder(browser, {
      id: formId,
      name: 'Takes a document',
      components: [{ type: 'textfield', key: 'reason', label: 'Reason', input: true }],
    });
    await openGroup(page, 'Advanced', 'file');
    // Added from the keyboard: the group sits below the canvas's top, out of a drag's reach.
    await paletteItem(page, 'file').focus();
    await page.keyboard.press('Enter');
    const dialog = settingsDialog(page);
    await dialog.locator('.nav-tabs').getByText('File', { exact: true }).click();
    await dialog
      .locator('.formio-component-storage .choices__list--single')
      .getByText('Portal documents')
      .waitFor();
    await dialog.locator('[ref="saveButton"]').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/Saved as draft version 2/)
      .waitFor();
    const saved = (await designer.get(`/api/ignite/forms/${formId}/versions/2`)).body.form;
    const file = saved.components.find((component: { type: string }) => component.type === 'file');
    expect(file).toMatchObject({ storage: 'documents' });
  }, 90_000);

  it('takes a save note only as long as the server keeps one', async () => {
    const { page } = browser;
    const formId = `long-note-${Date.now()}`;
    const designer = await openDraftInBuilder(browser, {
      id: formId,
      name: 'Saved with a long note',
      components: [{ type: 'textfield', key: 'reason', label: 'Reason', input: true }],
    });
    const maxLength = NOTE_MAX_LENGTH!;
    // A change to save: a form saved unchanged stores no version, and so no note.
    await page.getByLabel('Title', { exact: true }).fill('Saved with a long note, renamed');
    await page.getByLabel('Save note').fill('x'.repeat(maxLength + 100));
    expect((await page.getByLabel('Save note').inputValue()).length).toBe(maxLength);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/Saved as draft version 2/)
      .waitFor();
    const versions = (await designer.get(`/api/ignite/forms/${formId}/versions`)).body as { note: string }[];
    expect(versions.map((version) => version.note.length)).toContain(maxLength);
  }, 60_000);

  it("holds the form's lock while open and lets it go when the page is left without a click", async () => {
    const { page } = browser;
    const formId = `lock-${Date.now()}`;
    const designer = await apiAs(browser, 'designer@ignite.local');
    await createDraftForm(designer, {
      form: {
        id: formId,
        name: 'Locked while open',
        category: 'builder-tests',
        components: [{ type: 'textfield', key: 'note', label: 'Note', input: true }],
      },
    });
    const holder = async () =>
      (await designer.get(`/api/ignite/forms?q=${formId}`)).body[0]?.lockedBy ?? null;
    // The page's clock, moved on by hand: the lock's renewal a minute on is seen without waiting for it.
    await page.clock.install();
    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${formId}` });
    await paletteItem(page, 'textfield').waitFor();
    await expect.poll(holder).toMatchObject({ displayName: 'Dana Designer' });
    const renewal = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(`/toggleLock/${formId}/true`),
    );
    await page.clock.runFor(LOCK_RENEW_MS);
    await renewal;
    // Leaving the page (a closed tab, a typed address) unmounts nothing: the page's last request frees it.
    await page.goto('about:blank');
    await expect.poll(holder).toBeNull();
  }, 60_000);

  it('keeps the canvas as it was, read-only, when the lock is taken while editing, and lets it be downloaded', async () => {
    const { page } = browser;
    const formId = `lock-lost-${Date.now()}`;
    await page.clock.install();
    await openDraftInBuilder(browser, {
      id: formId,
      name: 'Lock lost while editing',
      components: [{ type: 'textfield', key: 'first', label: 'First', input: true }],
    });
    await openGroup(page, 'Basic', 'number');
    await paletteItem(page, 'number').focus();
    await page.keyboard.press('Enter');
    // A number field added as it comes: Form.io puts it at the top of the form.
    const dialog = settingsDialog(page);
    await dialog.locator('input[name="data[label]"]').waitFor();
    // The page's clock stands still but when moved on: the dialog fills the key in after a pause.
    await page.clock.runFor(1_000);
    await dialog.locator('[ref="saveButton"]').click();
    await page.clock.runFor(1_000);
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Version info').getByText('unsaved changes').waitFor();

    // The lock lapsed (the machine slept) and another designer took it: the next renewal is refused.
    await page.route(`**/toggleLock/${formId}/true`, (route) =>
      route.fulfill({
        status: 423,
        contentType: 'application/json',
        body: JSON.stringify({
          errorCode: 'FORM_LOCKED',
          message: 'Another designer is editing this form',
          details: { lockedByName: 'Alex Admin' },
        }),
      }),
    );
    await page.clock.runFor(LOCK_RENEW_MS);
    const notice = page.getByText("Alex Admin took this form's lock after yours lapsed");
    await notice.waitFor();
    // The canvas is drawn read-only from what the designer had on it, not from the form as loaded.
    const canvasArea = page.getByTestId('builder-canvas');
    await canvasArea.locator('.formio-component-number').waitFor();
    expect(await canvasArea.getByLabel('First').isDisabled()).toBe(true);
    expect(await page.locator('.formcomponents').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    // Nor can the step that added the number field be undone, by the button or the keyboard.
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
    await page.locator('body').press('Control+z');
    await page.clock.runFor(1_000);
    expect(await canvasArea.locator('.formio-component-number').count()).toBe(1);
    await screenshot(page, 'builder-form-builder-lock-lost', { fullPage: false });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my changes' }).click(),
    ]);
    const file = path.resolve('test-results', `${formId}-unsaved-changes.json`);
    await download.saveAs(file);
    const downloaded = JSON.parse(readFileSync(file, 'utf8'));
    expect(downloaded).toMatchObject({ id: formId, name: 'Lock lost while editing' });
    expect(downloaded.components.map((component: { type: string }) => component.type)).toEqual([
      'number',
      'textfield',
    ]);
    await page.unroute(`**/toggleLock/${formId}/true`);
  }, 60_000);

  it("keeps a smart table's settings as they were when its dialog renames one column header", async () => {
    const { page } = browser;
    const formId = `fines-list-${Date.now()}`;
    const designer = await apiAs(browser, 'designer@ignite.local');
    const example = JSON.parse(readFileSync(path.resolve('examples/forms/court-fine-list.json'), 'utf8'));
    // A header with markup characters: the dialog's list of columns shows it as text.
    const exampleTable = example.components.find(
      (component: { type: string }) => component.type === 'smart-table',
    );
    exampleTable.gridOptions.columnDefinitions[0].headerName =
      'Case <b>No</b> & <img src=x onerror=alert(7)>';
    await createDraftForm(designer, { form: { ...example, id: formId } });
    const loaded = (await designer.get(`/api/ignite/forms/${formId}/versions/1`)).body.form;

    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${formId}` });
    await page.getByTestId('builder-canvas').and(page.locator('[data-open-ms]')).waitFor();
    const table = page.locator('.formarea .builder-component', { has: page.locator('.ignite-smart-table') });
    await table.first().hover();
    await table.first().locator('[ref="editComponent"]').first().click();
    const dialog = settingsDialog(page);
    await dialog.locator('.nav-tabs').getByText('Columns', { exact: true }).click();
    const columns = dialog.locator('[class*="formio-component-gridOptions.columnDefinitions"]').first();
    const caseRow = columns.locator('.row', { hasText: 'caseNumber' }).last();
    await caseRow.getByText('Case <b>No</b> & <img src=x onerror=alert(7)>').waitFor();
    expect(await columns.locator('img, b').count()).toBe(0);
    await screenshot(page, 'builder-smart-table-columns', { fullPage: false });
    await columns
      .locator('.row', { hasText: 'offenderName' })
      .last()
      .getByRole('button', { name: 'Edit' })
      .click();
    const header = columns.locator('input[name$="[1][headerName]"]');
    await header.fill('Offender name');
    // Left alone, a column's date formatting follows its cell data type.
    const formatOptions = columns.getByText('Format Options');
    await formatOptions.click();
    await columns.getByText('By cell data type (on for date columns)').first().waitFor();
    await formatOptions.scrollIntoViewIfNeeded();
    await screenshot(page, 'builder-smart-table-column', { fullPage: false });
    await columns.locator('[ref$="saveRow"]').click();
    await columns.locator('[ref$="saveRow"]').waitFor({ state: 'detached' });
    await dialog.locator('[ref="saveButton"]').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/Saved as draft version 2/)
      .waitFor();

    // The saved form is the loaded one with that header changed: nothing the dialog offers, nothing of
    // Form.io's defaults.
    const saved = (await designer.get(`/api/ignite/forms/${formId}/versions/2`)).body.form;
    const expected = structuredClone(loaded.components);
    expected.find(
      (component: { type: string }) => component.type === 'smart-table',
    ).gridOptions.columnDefinitions[1].headerName = 'Offender name';
    expect(saved.components).toEqual(expected);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('status').getByText('Version 2 is published').waitFor();

    // In the portal, the dates read as before: due dates DD-MM-YYYY, created dates DD MMM YYYY.
    await signInAs(browser, 'clerk@ignite.local', { open: `/app/court-fines/${formId}` });
    const grid = page.locator('.ignite-smart-table').first();
    await grid.getByRole('columnheader', { name: 'Offender name' }).waitFor();
    const rows = grid.locator('tbody > tr:not(.p-datatable-row-expansion)');
    await rows.first().locator('td').nth(2).waitFor();
    const headers = (await grid.locator('thead > tr > th').allInnerTexts()).map((text) => text.trim());
    const cells = async (name: string) => {
      const column = headers.indexOf(name);
      expect(column, `${name} in ${headers.join(', ')}`).toBeGreaterThan(-1);
      const texts = await rows.locator(`td:nth-child(${column + 1})`).allInnerTexts();
      return texts.map((text) => text.trim()).filter((text) => text !== '--');
    };
    const dueDates = await cells('Due date');
    expect(dueDates.length).toBeGreaterThan(0);
    for (const text of dueDates) expect(text).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const createdDates = await cells('Created');
    expect(createdDates.length).toBeGreaterThan(0);
    for (const text of createdDates) expect(text).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    await screenshot(page, 'builder-smart-table-portal', { fullPage: false });
  }, 180_000);

  it("runs a form's templates and scripts in a settings dialog's preview as a screen does, in the sandbox", async () => {
    const { page } = browser;
    const formId = `scripted-${Date.now()}`;
    const designer = await apiAs(browser, 'designer@ignite.local');
    const example = JSON.parse(readFileSync(path.resolve('examples/forms/court-fine-list.json'), 'utf8'));
    await createDraftForm(designer, { form: { ...example, id: formId } });
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${formId}` });
    await page.getByTestId('builder-canvas').and(page.locator('[data-open-ms]')).waitFor();
    const table = page.locator('.formarea .builder-component', { has: page.locator('.ignite-smart-table') });
    await table.first().hover();
    await table.first().locator('[ref="editComponent"]').first().click();
    // The dialog's preview runs the table as a screen does: its cells' templates among them.
    await settingsDialog(page).locator('.preview-panel .ignite-smart-table tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(messages.filter((text) => text.includes('script sandbox is not loaded'))).toEqual([]);
  }, 60_000);
});
