// Packages in Chromium (issue 14, item 2): an administrator exports a category, imports the downloaded
// file into a fresh server with its own database, sees the dry-run table first, confirms, and the forms
// exist there; a designer sees the dry run but that an administrator must confirm.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { client, signIn } from '../helpers/api-client';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { E2E_DEMO_PASSWORD, startPortalServer, type PortalServer } from './portal-server';

const browser = browserFixture();
let fresh: PortalServer | undefined;
afterAll(() => fresh?.stop());

const category = `pkg-${Date.now()}`;
const form = (id: string, label: string) => ({
  id,
  name: `Package ${label}`,
  category,
  components: [{ type: 'textfield', key: 'plate', label, input: true }],
});

describe('builder packages in the browser', () => {
  it('offers for export only forms that have a published version', async () => {
    const { page } = browser;
    const designer = await apiAs(browser, 'designer@ignite.local');
    const draftCategory = `${category}-drafts`;
    const draft = { ...form(`${draftCategory}-only`, 'Draft only'), category: draftCategory };
    expect((await designer.post('/api/ignite/forms', { form: draft })).status).toBe(201);

    await signInAs(browser, 'designer@ignite.local', { open: '/forms/packages' });
    const forms = page.getByLabel('Form to export');
    await forms.locator('option[value="court-fine-create"]').waitFor({ state: 'attached' });
    expect(await forms.locator(`option[value="${draft.id}"]`).count()).toBe(0);
    expect(
      await page.getByLabel('Category to export').locator(`option[value="${draftCategory}"]`).count(),
    ).toBe(0);
    await screenshot(page, 'builder-packages-export-choices', { fullPage: false });
  }, 60_000);

  it('exports a category and imports it into a fresh server after a dry run', async () => {
    const { page } = browser;
    const admin = await apiAs(browser, 'admin@ignite.local');
    const ids = [`${category}-a`, `${category}-b`];
    for (const id of ids) {
      expect((await admin.post('/api/ignite/forms', { form: form(id, id) })).status).toBe(201);
      expect((await admin.post(`/api/ignite/forms/${id}/versions/1/publish`)).status).toBe(200);
    }

    await signInAs(browser, 'admin@ignite.local', { open: '/forms/packages' });
    await page.getByLabel('Category to export').selectOption(category);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export category' }).click(),
    ]);
    const file = path.resolve('test-results', `package-${category}.json`);
    await download.saveAs(file);
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    expect(pkg.formatVersion).toBe(1);
    expect(pkg.forms.map((entry: { id: string }) => entry.id)).toEqual(ids);

    fresh = await startPortalServer({});
    const freshAdmin = client(
      fresh.baseUrl,
      await signIn(fresh.baseUrl, 'admin@ignite.local', E2E_DEMO_PASSWORD),
    );
    expect((await freshAdmin.get(`/api/ignite/application/${ids[0]}`)).status).toBe(404);

    await signInAs(browser, 'admin@ignite.local', { origin: fresh.baseUrl, open: '/forms/packages' });
    await page.getByLabel('Drop .json files here, or choose them').setInputFiles(file);
    const dryRun = page.getByRole('table', { name: 'Dry run' });
    for (const id of ids) {
      await dryRun
        .locator(`tr[data-name="${id}"][data-outcome="created"]`)
        .getByText('will be created')
        .waitFor();
    }
    expect((await freshAdmin.get(`/api/ignite/application/${ids[0]}`)).status).toBe(404);
    const file2 = await screenshot(page, 'builder-import-dry-run');
    mkdirSync(path.resolve('docs/screenshots'), { recursive: true });
    copyFileSync(file2, path.resolve('docs/screenshots/builder-import-dry-run.png'));

    await page.getByRole('button', { name: 'Import 2 items' }).click();
    await page.getByRole('table', { name: 'Import report' }).waitFor();
    await page.getByText('Imported: 2 items written in one transaction.').waitFor();
    for (const id of ids) {
      const served = await freshAdmin.get(`/api/ignite/application/${id}`);
      expect(served.status).toBe(200);
      expect(served.body.category).toBe(category);
    }

    // The same package again would change nothing: the dry run says so instead of offering to import.
    await page.getByLabel('Drop .json files here, or choose them').setInputFiles(file);
    await page
      .getByText('Nothing to import: the portal already holds every item as this package has it.')
      .waitFor();
    expect(await page.getByRole('button', { name: /^Import / }).count()).toBe(0);
  }, 240_000);

  it('shows a designer the dry run of a changed form with its diff, and that an administrator confirms', async () => {
    const { page } = browser;
    const designer = await apiAs(browser, 'designer@ignite.local');
    const id = `${category}-changed`;
    expect((await designer.post('/api/ignite/forms', { form: form(id, 'Plate') })).status).toBe(201);
    expect((await designer.post(`/api/ignite/forms/${id}/versions/1/publish`)).status).toBe(200);
    // A draft above the published version: the import goes above it, and the dry run says so.
    const draft = await designer.post(`/api/ignite/forms/${id}/versions`, {
      form: form(id, 'Plate (draft)'),
      baseVersion: 1,
    });
    expect(draft.status).toBe(201);
    const file = path.resolve('test-results', `package-${id}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ formatVersion: 1, forms: [form(id, 'Number plate')] }));

    await signInAs(browser, 'designer@ignite.local', { open: '/forms/packages' });
    await page.getByLabel('Drop .json files here, or choose them').setInputFiles(file);
    const row = page
      .getByRole('table', { name: 'Dry run' })
      .locator(`tr[data-name="${id}"][data-outcome="changed"]`);
    await row.getByText('Saved above the unpublished draft v2, which stays in its versions').waitFor();
    await row.getByRole('button', { name: 'Show changes' }).click();
    await page.getByText('Compared with the newest saved version, v2 (an unpublished draft).').waitFor();
    const changes = page.getByRole('table', { name: 'Number plate (textfield)' });
    expect(await changes.locator('tr[data-path="label"] .ignite-diff-before').textContent()).toBe(
      'Plate (draft)',
    );
    expect(await changes.locator('tr[data-path="label"] .ignite-diff-after').textContent()).toBe(
      'Number plate',
    );
    await page.getByText('An administrator must confirm this import.').waitFor();
    await screenshot(page, 'builder-import-over-draft');
    expect(await page.getByRole('button', { name: /^Import \d+ items$/ }).count()).toBe(0);
  });

  it('shows in the dry run what importing changes in a resource, warning that its workflow goes', async () => {
    const { page } = browser;
    const admin = await apiAs(browser, 'admin@ignite.local');
    const held = (await admin.get('/api/ignite/resources/court-fine-write-offs')).body;
    const { workflow, retiredAt: _retiredAt, ...withoutWorkflow } = held;
    const file = path.resolve('test-results', 'package-write-offs-without-workflow.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({ formatVersion: 1, forms: [], resources: [withoutWorkflow], menu: [] }),
    );

    await signInAs(browser, 'admin@ignite.local', { open: '/forms/packages' });
    await page.getByLabel('Drop .json files here, or choose them').setInputFiles(file);
    const row = page
      .getByRole('table', { name: 'Dry run' })
      .locator('tr[data-kind="resource"][data-name="court-fine-write-offs"][data-outcome="changed"]');
    await row
      .getByRole('alert')
      .getByText(
        'Removes the approval workflow: court-fine-write-offs records will be created and changed without approval',
      )
      .waitFor();
    await row.getByRole('button', { name: 'Show changes' }).click();
    const changes = page.getByRole('table', { name: 'Changes to court-fine-write-offs' });
    const removed = changes.locator('tr[data-path="workflow"]');
    expect(await removed.locator('.ignite-diff-before').textContent()).toBe(JSON.stringify(workflow));
    expect(await removed.locator('.ignite-diff-after').textContent()).toBe('');
    await screenshot(page, 'builder-import-resource-changes');
    // A dry run: the workflow is still there.
    expect((await admin.get('/api/ignite/resources/court-fine-write-offs')).body.workflow).toEqual(workflow);
  });
});
