// The builder's version history in Chromium against the real server (issue 14, item 5): a published form
// and a draft with a changed label, diffed side by side, rolled back to version 1 as a new draft, published.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH } from '../../builder/form-builder/note-length';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { createDraftForm } from './draft-form';

const browser = browserFixture();

const formWithLabel = (id: string, label: string, { amountFirst = false } = {}) => {
  const caseNumber = { type: 'textfield', key: 'caseNumber', label: 'Case number', input: true };
  const amount = { type: 'number', key: 'amount', label, input: true };
  return {
    id,
    name: 'Versions test',
    category: 'builder-tests',
    components: [
      { type: 'screen-config', key: 'screen', screenType: 'create', submissionUrl: '/court-fines' },
      ...(amountFirst ? [amount, caseNumber] : [caseNumber, amount]),
    ],
  };
};

describe('builder versions in the browser', () => {
  it('diffs a draft against the published version, rolls back to version 1 and publishes it', async () => {
    const { page } = browser;
    const api = await apiAs(browser, 'designer@ignite.local');
    const formId = `versions-${Date.now()}`;
    await createDraftForm(api, {
      form: formWithLabel(formId, 'Amount'),
      note: 'First',
    });
    const published = await api.post(`/api/ignite/forms/${formId}/versions/1/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    // One version alone has nothing to compare with.
    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${formId}/versions` });
    await page.getByText('Choose two different versions to compare (From and To).').waitFor();
    expect(await page.getByText(/are the same/).count()).toBe(0);
    const draft = await api.post(`/api/ignite/forms/${formId}/versions`, {
      form: formWithLabel(formId, 'Amount due', { amountFirst: true }),
      note: 'Clearer label',
      baseVersion: 1,
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body.version.version).toBe(2);

    await signInAs(browser, 'designer@ignite.local', { open: `/forms/form-builder/${formId}/versions` });
    const history = page.getByRole('table', { name: 'Version history' });
    const v1 = history.locator('tr[data-version="1"]');
    const v2 = history.locator('tr[data-version="2"]');
    await v2.waitFor();
    expect(await v1.getByText('Published').count()).toBe(1);
    expect(await v2.getByText('Draft').count()).toBe(1);
    await v2.getByText('Clearer label').waitFor();
    await v2.getByText('Dana Designer').waitFor();

    // By default the published version (1) is compared with the newest (2).
    expect(await page.getByLabel('Compare from version 1').isChecked()).toBe(true);
    expect(await page.getByLabel('Compare to version 2').isChecked()).toBe(true);
    const changes = page.getByRole('table', { name: 'Changes of amount' });
    const label = changes.locator('tr[data-path="label"]');
    await label.waitFor();
    expect(await label.locator('.ignite-diff-before').textContent()).toBe('Amount');
    expect(await label.locator('.ignite-diff-after').textContent()).toBe('Amount due');
    expect(await page.locator('.ignite-diff-component').count()).toBe(1);
    // The amount went above the case number: one of the two moved, said with its places.
    const moved = page.locator('.ignite-diff-section--moved li');
    expect(await moved.count()).toBe(1);
    expect(await moved.textContent()).toBe('Case number (textfield, key caseNumber) /1 → /2');
    const file = await screenshot(page, 'builder-versions');
    mkdirSync(path.resolve('docs/screenshots'), { recursive: true });
    copyFileSync(file, path.resolve('docs/screenshots/builder-versions.png'));

    await v1.getByRole('button', { name: 'Roll back to version 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roll back to version 1' });
    // The note is as long as the server keeps one.
    expect(await dialog.getByLabel('Note').getAttribute('maxlength')).toBe(String(NOTE_MAX_LENGTH));
    await dialog.getByLabel('Note').fill('Back to the first label');
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await page.getByRole('status').getByText('Version 3 is a new draft equal to version 1.').waitFor();
    const v3 = history.locator('tr[data-version="3"]');
    await v3.getByText('Back to the first label').waitFor();
    expect(await v3.getByText('Draft').count()).toBe(1);

    const first = await api.get(`/api/ignite/forms/${formId}/versions/1`);
    const third = await api.get(`/api/ignite/forms/${formId}/versions/3`);
    expect(third.body.form.components).toEqual(first.body.form.components);
    expect(third.body.published).toBe(false);

    // Version 3 against version 1: nothing differs.
    await page.getByLabel('Compare to version 3').check();
    await page.getByText('Versions 1 and 3 are the same.').waitFor();
    // Version 2 against version 3 shows the label going back.
    await page.getByLabel('Compare from version 2').check();
    await changes
      .locator('tr[data-path="label"] .ignite-diff-after')
      .getByText('Amount', { exact: true })
      .waitFor();

    await v3.getByRole('button', { name: 'Publish version 3' }).click();
    await page.getByRole('status').getByText('Version 3 is published').waitFor();
    await v3.getByText('Published').waitFor();
    expect(await v1.getByText('Published').count()).toBe(0);
    const versions = await api.get(`/api/ignite/forms/${formId}/versions`);
    expect(
      versions.body.map((row: { version: number; published: boolean }) => [row.version, row.published]),
    ).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
  });
});
