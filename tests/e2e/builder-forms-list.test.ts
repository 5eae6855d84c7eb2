// The builder's forms list in Chromium against the real server (issue 14, item 1): a designer creates a
// form from the edit-screen type and finds it in the list, a second designer sees who holds its lock,
// a form is duplicated, retiring a form nothing uses deletes it (the dialog says so first), and retiring a
// form a resource uses names that resource; restore brings it back.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { createDraftForm } from './draft-form';

const browser = browserFixture();

function keepScreenshot(file: string, name: string) {
  mkdirSync(path.resolve('docs/screenshots'), { recursive: true });
  copyFileSync(file, path.resolve(`docs/screenshots/${name}.png`));
}

describe('builder forms list in the browser', () => {
  it('creates a form from the edit screen type and shows it in the list with a screen configuration', async () => {
    const { page } = browser;
    const formId = `edit-${Date.now()}`;
    // The builder's own address leads to its forms list.
    await signInAs(browser, 'designer@ignite.local', { open: '/forms' });
    await page.waitForURL('**/forms/form-builder');
    await page.getByRole('table', { name: 'Forms' }).waitFor();
    await page.getByRole('button', { name: 'New form' }).click();
    const dialog = page.getByRole('dialog', { name: 'New form' });
    await dialog.getByLabel('Form id').fill('Bad Id');
    await dialog.getByText('Lower-case letters, digits').waitFor();
    expect(await dialog.getByRole('button', { name: 'Create and open' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Form id').fill(formId);
    await dialog.getByLabel('Title').fill('Edit a parking ticket');
    await dialog.getByLabel('Category').fill('builder-list-tests');
    await dialog.getByLabel('Edit screen').check();
    keepScreenshot(await screenshot(page, 'builder-new-form'), 'builder-new-form');
    await dialog.getByRole('button', { name: 'Create and open' }).click();
    await page.waitForURL(`**/forms/form-builder/${formId}`);

    // The new-form dialog, gone with the page it was on, leaves nothing that would stack the screen
    // configuration's "Advanced settings…" under Form.io's settings dialog: its Apply can be clicked.
    const placeholder = page.locator('.formarea .ignite-screen-config-placeholder');
    const edit = page
      .locator('.formarea .builder-component', { has: page.locator('.ignite-screen-config-placeholder') })
      .locator('[ref="editComponent"]');
    // The edit button shows while the pointer is over the component; the canvas may still be drawn again
    // as the form's problems come in, which can end the hover: hovered again until the click lands.
    for (let tries = 1; ; tries++) {
      await placeholder.hover();
      try {
        await edit.click({ timeout: 3_000 });
        break;
      } catch (error) {
        if (tries === 5) throw error;
      }
    }
    // The screen's own settings, not a text field's: its type, as created.
    const configDialog = page.locator('.component-edit-container');
    await configDialog.locator('label').getByText('Screen Type').waitFor();
    await configDialog
      .locator('.formio-component-screenType .choices__list--single .choices__item')
      .getByText('Action Screen')
      .waitFor();
    await configDialog.getByRole('button', { name: 'Advanced settings…' }).click();
    const advanced = page.getByRole('dialog', { name: 'Settings of' });
    await advanced.getByRole('button', { name: 'Apply' }).click({ timeout: 5_000 });
    await advanced.waitFor({ state: 'detached' });

    const api = await apiAs(browser, 'designer@ignite.local');
    const latest = await api.get(`/api/ignite/forms/${formId}/versions/latest`);
    expect(latest.status).toBe(200);
    expect(latest.body.form.components).toContainEqual(
      expect.objectContaining({
        type: 'screen-config',
        screenType: 'action',
        retrievalUrl: '/builder-list-tests',
      }),
    );

    await page.goto('/forms/form-builder');
    await page.getByLabel('Search by id or title').fill(formId);
    const row = page.locator(`tr[data-form-id="${formId}"]`);
    await row.getByText('Edit a parking ticket').waitFor();
    await row.getByText('never published').waitFor();
    await row.getByText('Dana Designer').first().waitFor();
  });

  it('shows a second designer who holds the lock and offers the form read-only', async () => {
    const { page } = browser;
    const admin = await apiAs(browser, 'admin@ignite.local');
    const formId = `locked-${Date.now()}`;
    await createDraftForm(admin, {
      form: { id: formId, name: 'Locked form', category: 'builder-list-tests', components: [] },
    });
    const locked = await admin.post(`/api/ignite/application/toggleLock/${formId}/true`);
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);

    await signInAs(browser, 'designer@ignite.local', { open: '/forms/form-builder' });
    await page.getByLabel('Search by id or title').fill(formId);
    const row = page.locator(`tr[data-form-id="${formId}"]`);
    const holder = (await admin.get(`/api/ignite/forms?q=${formId}`)).body[0].lockedBy.displayName as string;
    await row.locator('.ignite-forms-list__lock').getByText(holder).waitFor();
    const readOnly = row.getByRole('link', { name: 'Open read-only' });
    expect(await readOnly.getAttribute('href')).toBe(`/forms/form-builder/${formId}?readOnly=true`);
    expect(await row.getByRole('link', { name: 'Open', exact: true }).count()).toBe(0);
    await row.locator('.ignite-forms-list__change').getByText('Ada Admin').waitFor();

    // A seeded example was changed by no signed-in user: the list says so rather than "unknown".
    await page.getByLabel('Search by id or title').fill('court-fine-list');
    await page
      .locator('tr[data-form-id="court-fine-list"] .ignite-forms-list__change')
      .getByText(/^System/)
      .waitFor();
    await page.getByLabel('Search by id or title').fill(formId);
    await row.waitFor();
    keepScreenshot(await screenshot(page, 'builder-forms-list'), 'builder-forms-list');
  });

  it('duplicates a form, deletes the unused copy, and retires one a resource uses, naming the resource', async () => {
    const { page } = browser;
    const admin = await apiAs(browser, 'admin@ignite.local');
    const formId = `used-${Date.now()}`;
    await createDraftForm(admin, {
      form: {
        id: formId,
        name: 'Used form',
        category: 'builder-list-tests',
        components: [{ type: 'textfield', key: 'plate', label: 'Plate', input: true }],
      },
    });
    const resource = await admin.post('/api/ignite/resources', {
      name: formId,
      formId,
      readAcl: 'court-fines.read',
      writeAcl: 'court-fines.write',
      searchableFields: [],
    });
    expect(resource.status, JSON.stringify(resource.body)).toBe(201);

    await signInAs(browser, 'designer@ignite.local', { open: '/forms/form-builder' });
    await page.getByLabel('Search by id or title').fill(formId);
    const row = page.locator(`tr[data-form-id="${formId}"]`);
    await row.getByRole('button', { name: 'Duplicate' }).click();
    const duplicate = page.getByRole('dialog', { name: `Duplicate ${formId}` });
    await duplicate.getByLabel('Form id').fill(`${formId}-copy`);
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByText(`${formId}-copy is a draft copy of ${formId}.`).waitFor();
    const copyRow = page.locator(`tr[data-form-id="${formId}-copy"]`);
    await copyRow.waitFor();

    // Nothing uses the copy: retiring it deletes it for good, which the dialog says before it is asked.
    await copyRow.getByRole('button', { name: 'Retire' }).click();
    const remove = page.getByRole('dialog', { name: `Retire ${formId}-copy` });
    await remove.getByText('deleted for good').waitFor();
    expect(await remove.getByRole('button', { name: 'Retire' }).count()).toBe(0);
    await screenshot(page, 'builder-retire-unused', { fullPage: false });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await remove.getByText(`${formId}-copy was deleted: nothing used it.`).waitFor();
    await remove.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await copyRow.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Retire' }).click();
    const retire = page.getByRole('dialog', { name: `Retire ${formId}` });
    await retire.getByRole('button', { name: 'Retire' }).click();
    await retire.getByText(`${formId} was retired.`).waitFor();
    await retire.getByText(`Resource ${formId}`).waitFor();
    await retire.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await row.waitFor({ state: 'detached' });

    await page.getByLabel('Show retired').check();
    await row.getByText('retired').waitFor();
    await row.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`${formId} is restored.`).waitFor();
    await row.getByRole('button', { name: 'Retire' }).waitFor();
  });
});
