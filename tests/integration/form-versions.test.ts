// The builder's forms API: drafts, versions, publish, rollback, the forms list, duplicate and retire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';
import { FORM_LOCK_SECONDS } from '../../server/forms';
import { lintForm } from '../../runtime/core/lint/lint-form';
import type { LintCatalogue } from '../../runtime/core/lint/lint-rule';
import type { FormDefinition } from '../../schemas/form-definition';

let server: TestServer;
let designer: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;
let clerk: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  designer = client(server.url, await signIn(server.url, 'designer@ignite.local'));
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

const form = (id: string, label = 'Title', extra: Record<string, unknown>[] = []) => ({
  id,
  name: `Form ${id}`,
  category: 'versions-tests',
  components: [
    { type: 'screen-config', key: 'screen', screenType: 'create', submissionUrl: '/court-fines' },
    { type: 'textfield', key: 'title', label, input: true },
    ...extra,
  ],
});

const components = (wire: { components: [string] }) => JSON.parse(wire.components[0]);
const auditActions = async (target: string) =>
  (
    await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', target)
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

describe(`form versions (${TEST_DB_KIND})`, () => {
  it('gives every seeded form a published version 1', async () => {
    const list = await designer.get('/api/ignite/forms');
    expect(list.status).toBe(200);
    const createFine = list.body.find((f: { id: string }) => f.id === 'court-fine-create');
    expect(createFine).toMatchObject({ publishedVersion: 1, latestVersion: 1, retiredAt: null });
    const versions = await designer.get('/api/ignite/forms/court-fine-create/versions');
    expect(versions.body).toEqual([expect.objectContaining({ version: 1, published: true })]);
  });

  it("answers a version with the form's display and settings as they were saved", async () => {
    const wizard = { ...form('vt-wizard'), display: 'wizard', settings: { ignite: 'kept' } };
    expect((await designer.post('/api/ignite/forms', { form: wizard })).status).toBe(201);
    for (const version of ['1', 'latest']) {
      const answered = await designer.get(`/api/ignite/forms/vt-wizard/versions/${version}`);
      expect(answered.body.form, version).toMatchObject({ display: 'wizard', settings: { ignite: 'kept' } });
    }
  });

  it('creates a form as a draft that the portal does not serve until it is published', async () => {
    const created = await designer.post('/api/ignite/forms', { form: form('vt-draft'), note: 'first cut' });
    expect(created.status).toBe(201);
    expect(created.body.version).toMatchObject({
      formId: 'vt-draft',
      version: 1,
      note: 'first cut',
      published: false,
      createdBy: { displayName: expect.any(String) },
    });
    expect(Array.isArray(created.body.problems)).toBe(true);

    const served = await clerk.get('/api/ignite/application/vt-draft');
    expect(served.status).toBe(404);
    expect(served.body.errorCode).toBe('FORM_NOT_PUBLISHED');
    const draft = await designer.get('/api/ignite/application/vt-draft?draft=true');
    expect(draft.status).toBe(200);
    expect(components(draft.body)[1].label).toBe('Title');
    const refused = await clerk.get('/api/ignite/application/vt-draft?draft=true');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('ACCESS_DENIED');
    // Not listed to the portal, not exported.
    const portalList = await clerk.get('/api/ignite/application?category=versions-tests');
    expect(portalList.body).toEqual([]);
    const exported = await admin.get('/api/ignite/export');
    expect(exported.status).toBe(200);
    expect(exported.body.forms.map((f: { id: string }) => f.id)).not.toContain('vt-draft');

    // A resource on it takes no records until it is published.
    const declared = await admin.post('/api/ignite/resources', {
      name: 'vt-drafts',
      formId: 'vt-draft',
      readAcl: 'court-fines.read',
      writeAcl: 'court-fines.write',
      searchableFields: [],
    });
    expect(declared.status).toBe(201);
    const record = await designer.post('/api/vt-drafts', { title: 'x' });
    expect(record.status).toBe(409);
    expect(record.body.errorCode).toBe('FORM_NOT_PUBLISHED');
    expect((await designer.post('/api/ignite/forms/vt-draft/versions/1/publish')).status).toBe(200);
    expect((await designer.post('/api/vt-drafts', { title: 'x' })).status).toBe(201);

    const again = await designer.post('/api/ignite/forms', { form: form('vt-draft') });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('FORM_EXISTS');
  });

  it('saves drafts beside the published version, publishes one and rolls back as a new draft', async () => {
    await designer.post('/api/ignite/forms', { form: form('vt-cycle') });
    const published = await designer.post('/api/ignite/forms/vt-cycle/versions/1/publish');
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ version: 1, published: true });

    const saved = await designer.post('/api/ignite/forms/vt-cycle/versions', {
      form: form('vt-cycle', 'Changed'),
      note: 'new label',
      baseVersion: 1,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.version).toMatchObject({ version: 2, note: 'new label', published: false });
    // The portal keeps serving the published version; designers see the draft.
    expect(components((await clerk.get('/api/ignite/application/vt-cycle')).body)[1].label).toBe('Title');
    const latest = await designer.get('/api/ignite/forms/vt-cycle/versions/latest');
    expect(latest.body).toMatchObject({ version: 2, form: { id: 'vt-cycle' } });
    expect(latest.body.form.components[1].label).toBe('Changed');

    const stale = await designer.post('/api/ignite/forms/vt-cycle/versions', {
      form: form('vt-cycle', 'Stale'),
      baseVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('FORM_VERSION_CONFLICT');

    expect((await designer.post('/api/ignite/forms/vt-cycle/versions/2/publish')).status).toBe(200);
    expect(components((await clerk.get('/api/ignite/application/vt-cycle')).body)[1].label).toBe('Changed');

    const rolledBack = await designer.post('/api/ignite/forms/vt-cycle/versions/1/rollback', {});
    expect(rolledBack.status).toBe(201);
    expect(rolledBack.body.version).toMatchObject({ version: 3, note: 'Rolled back to version 1' });
    const v3 = await designer.get('/api/ignite/forms/vt-cycle/versions/3');
    expect(v3.body.form.components[1].label).toBe('Title');

    const versions = await designer.get('/api/ignite/forms/vt-cycle/versions');
    expect(
      versions.body.map((v: { version: number; published: boolean }) => [v.version, v.published]),
    ).toEqual([
      [3, false],
      [2, true],
      [1, false],
    ]);
    const summary = (await designer.get('/api/ignite/forms?q=VT-CYCLE')).body;
    expect(summary).toEqual([
      expect.objectContaining({ id: 'vt-cycle', publishedVersion: 2, latestVersion: 3 }),
    ]);
    expect(await auditActions('forms/vt-cycle')).toEqual([
      'form.create-draft',
      'form.publish',
      'form.save-draft',
      'form.publish',
      'form.rollback',
    ]);
  });

  it('refuses a publish based on a version older than the newest (409), and publishes an older version chosen knowingly', async () => {
    await designer.post('/api/ignite/forms', { form: form('vt-stale') });
    const first = await designer.post('/api/ignite/forms/vt-stale/versions/1/publish?latestVersion=1');
    expect(first.status).toBe(200);
    await designer.post('/api/ignite/forms/vt-stale/versions', {
      form: form('vt-stale', 'Mine'),
      baseVersion: 1,
    });
    // A colleague, after the designer's lock lapsed, saves and publishes a newer version.
    await admin.post('/api/ignite/forms/vt-stale/versions', {
      form: form('vt-stale', 'Theirs'),
      baseVersion: 2,
    });
    expect((await admin.post('/api/ignite/forms/vt-stale/versions/3/publish?latestVersion=3')).status).toBe(
      200,
    );

    const stale = await designer.post('/api/ignite/forms/vt-stale/versions/2/publish?latestVersion=2');
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      errorCode: 'FORM_VERSION_CONFLICT',
      message: expect.stringContaining('Version 3 was saved after version 2'),
      details: { latestVersion: 3, knownVersion: 2 },
    });
    expect(components((await clerk.get('/api/ignite/application/vt-stale')).body)[1].label).toBe('Theirs');

    // The Versions page knows of version 3 and publishes version 1 on purpose.
    const older = await designer.post('/api/ignite/forms/vt-stale/versions/1/publish?latestVersion=3');
    expect(older.status).toBe(200);
    expect(components((await clerk.get('/api/ignite/application/vt-stale')).body)[1].label).toBe('Title');
  });

  it('refuses to publish a version with lint errors; warnings do not block', async () => {
    const twice = form('vt-lint-error', 'Title', [{ type: 'textfield', key: 'title', label: 'Again' }]);
    const created = await designer.post('/api/ignite/forms', { form: twice });
    expect(created.status).toBe(201);
    // The fixture's screen writes court-fines records without their required fields: a warning.
    const unfilled = expect.objectContaining({ ruleId: 'unfilled-required-field', severity: 'warning' });
    expect(created.body.problems).toEqual([
      expect.objectContaining({ ruleId: 'duplicate-key', severity: 'error', path: '/components/2/key' }),
      unfilled,
    ]);
    const refused = await designer.post('/api/ignite/forms/vt-lint-error/versions/1/publish');
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('LINT_ERRORS');
    expect(refused.body.details).toEqual([expect.objectContaining({ ruleId: 'duplicate-key' }), unfilled]);
    expect((await clerk.get('/api/ignite/application/vt-lint-error')).status).toBe(404);

    const warned = form('vt-lint-warning', 'Title', [
      { type: 'textfield', key: 'note', label: 'Note', aclResource: 'no-such-acl' },
    ]);
    const saved = await designer.post('/api/ignite/forms', { form: warned });
    expect(saved.body.problems).toEqual([
      expect.objectContaining({ ruleId: 'unknown-acl', severity: 'warning' }),
      unfilled,
    ]);
    expect((await designer.post('/api/ignite/forms/vt-lint-warning/versions/1/publish')).status).toBe(200);
  });

  it('reports unknown action types when saving and refuses to publish them', async () => {
    const steps = form('vt-action-types', 'Title', [
      {
        type: 'action-button',
        key: 'go',
        label: 'Go',
        actionProcessors: [
          { actionType: 'bogusType', actionName: 'first' },
          { actionType: 'setFieldValue', actionName: 'second', fieldValuesConfig: [] },
        ],
      },
    ]);
    const [screen, ...others] = steps.components;
    const listened = {
      ...steps,
      components: [
        {
          ...screen,
          actionListener: [
            {
              widgetToListen: 'title',
              eventName: 'change',
              actionChain: [{ type: 'noSuchType', actionName: 'x' }],
            },
          ],
        },
        ...others,
      ],
    };
    const created = await designer.post('/api/ignite/forms', { form: listened });
    expect(created.status).toBe(201);
    const errors = (created.body.problems as { severity: string }[]).filter((p) => p.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        ruleId: 'unknown-action-type',
        path: '/components/0/actionListener/0/actionChain/0/type',
        message: expect.stringContaining('"noSuchType" is not a listener step type'),
      }),
      expect.objectContaining({
        ruleId: 'unknown-action-type',
        path: '/components/2/actionProcessors/0/actionType',
        message: expect.stringContaining('"bogusType"'),
      }),
      expect.objectContaining({
        ruleId: 'unknown-action-type',
        path: '/components/2/actionProcessors/1/actionType',
        message: expect.stringContaining('Did you mean "setFieldValues"?'),
      }),
    ]);
    const refused = await designer.post('/api/ignite/forms/vt-action-types/versions/1/publish');
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('LINT_ERRORS');
    expect(refused.body.details).toEqual(expect.arrayContaining(errors));
    expect((await clerk.get('/api/ignite/application/vt-action-types')).status).toBe(404);
  });

  it("warns of the required fields of a resource's form that a screen writing its records does not fill", async () => {
    const fields = ['caseNumber', 'offenderName', 'amount'].map((key) => ({
      type: 'textfield',
      key,
      label: key,
      input: true,
    }));
    const saved = await designer.post('/api/ignite/forms', { form: form('vt-unfilled', 'Title', fields) });
    expect(saved.status).toBe(201);
    expect(saved.body.problems).toEqual([
      expect.objectContaining({
        ruleId: 'unfilled-required-field',
        severity: 'warning',
        path: '/components/0/submissionUrl',
        message: expect.stringContaining('"court-fine-create": it requires "dueDate", which no component'),
      }),
    ]);
    const filled = form('vt-unfilled', 'Title', [
      ...fields,
      { type: 'datetime', key: 'dueDate', input: true },
    ]);
    const again = await designer.post('/api/ignite/forms/vt-unfilled/versions', { form: filled });
    expect(again.body.problems).toEqual([]);
  });

  it('answers the newest version, saving none, when a draft is saved unchanged', async () => {
    await designer.post('/api/ignite/forms', { form: form('vt-unchanged') });
    // Key order and `public: false` spelled out do not make a form different.
    const { id, name, category, components: parts } = form('vt-unchanged');
    const same = { components: parts, public: false, category, name, id };
    const unchanged = await designer.post('/api/ignite/forms/vt-unchanged/versions', {
      form: same,
      note: 'nothing new',
      baseVersion: 1,
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ unchanged: true, version: { version: 1, note: '' } });
    expect(Array.isArray(unchanged.body.problems)).toBe(true);
    expect((await designer.get('/api/ignite/forms/vt-unchanged/versions')).body).toHaveLength(1);
    expect(await auditActions('forms/vt-unchanged')).toEqual(['form.create-draft']);

    const changed = await designer.post('/api/ignite/forms/vt-unchanged/versions', {
      form: form('vt-unchanged', 'Changed'),
      baseVersion: 1,
    });
    expect(changed.status).toBe(201);
    expect(changed.body.unchanged).toBeUndefined();
    expect(changed.body.version).toMatchObject({ version: 2 });
  });

  it("answers designers the lint catalogue a save is linted with, so the builder's lint finds the same", async () => {
    const refused = await clerk.get('/api/ignite/forms/lint-catalogue');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errorCode: 'ACCESS_DENIED', message: expect.any(String), details: null });

    const answered = await designer.get('/api/ignite/forms/lint-catalogue');
    expect(answered.status).toBe(200);
    const catalogue = answered.body as LintCatalogue;
    expect(catalogue.formIds).toContain('court-fine-create');
    expect(catalogue.resources).toContain('court-fines');
    expect(catalogue.acls).toContain('court-fines.write');
    expect(catalogue.resourceForms?.['court-fines']).toEqual({
      formId: 'court-fine-create',
      requiredFields: expect.arrayContaining(['caseNumber', 'offenderName', 'amount', 'dueDate']),
    });
    // The screen writes court-fines records without their required fields: the server's warning, found
    // alike in the browser with the catalogue (and not without it).
    const screen = form('vt-catalogue') as FormDefinition;
    const server = await designer.post('/api/ignite/forms/lint', screen);
    expect(server.body).toEqual([expect.objectContaining({ ruleId: 'unfilled-required-field' })]);
    expect(lintForm(screen, catalogue)).toEqual(server.body);
    expect(lintForm(screen)).toEqual([]);
  });

  it('refuses an invalid draft with JSON pointers into the form, saving nothing', async () => {
    await designer.post('/api/ignite/forms', { form: form('vt-invalid') });
    const bad = form('vt-invalid', 'Title', [{ type: 'screen-config', key: 'second', screenType: 'create' }]);
    const refused = await designer.post('/api/ignite/forms/vt-invalid/versions', { form: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('INVALID_FORM');
    expect(refused.body.details).toEqual([expect.objectContaining({ path: '/components/2' })]);
    const envelope = await designer.post('/api/ignite/forms/vt-invalid/versions', {
      form: { ...form('vt-invalid'), name: '' },
    });
    expect(envelope.status).toBe(400);
    expect(envelope.body.errorCode).toBe('INVALID_FORM');
    expect(envelope.body.details).toEqual([expect.objectContaining({ path: '/name' })]);
    const otherId = await designer.post('/api/ignite/forms/vt-invalid/versions', { form: form('vt-other') });
    expect(otherId.status).toBe(400);
    expect((await designer.get('/api/ignite/forms/vt-invalid/versions')).body).toHaveLength(1);
    expect((await designer.get('/api/ignite/forms/no-such-form/versions')).status).toBe(404);
  });

  it('answers 423 FORM_LOCKED to a designer when another holds the lock', async () => {
    await designer.post('/api/ignite/forms', { form: form('vt-locked') });
    expect((await admin.post('/api/ignite/application/toggleLock/vt-locked/true')).status).toBe(200);
    const save = await designer.post('/api/ignite/forms/vt-locked/versions', {
      form: form('vt-locked', 'X'),
    });
    expect(save.status).toBe(423);
    expect(save.body.errorCode).toBe('FORM_LOCKED');
    expect((await designer.post('/api/ignite/forms/vt-locked/versions/1/publish')).status).toBe(423);
    expect((await designer.post('/api/ignite/forms/vt-locked/versions/1/rollback', {})).status).toBe(423);
    expect((await designer.delete('/api/ignite/forms/vt-locked')).status).toBe(423);
    const list = await designer.get('/api/ignite/forms?q=vt-locked');
    expect(list.body[0].lockedBy).toMatchObject({ displayName: expect.any(String) });
    // The lock holder may save.
    expect(
      (await admin.post('/api/ignite/forms/vt-locked/versions', { form: form('vt-locked', 'Y') })).status,
    ).toBe(201);
    expect((await designer.get('/api/ignite/forms/vt-locked/versions')).body).toHaveLength(2);
  });

  it("lets a lock lapse that its holder's builder stopped renewing (a closed tab)", async () => {
    await designer.post('/api/ignite/forms', { form: form('vt-lapsed') });
    const lock = () => admin.post('/api/ignite/application/toggleLock/vt-lapsed/true');
    expect((await lock()).status).toBe(200);
    const expiry = async () =>
      (
        await server.database.db
          .selectFrom('forms')
          .select('lock_expires_at')
          .where('id', '=', 'vt-lapsed')
          .executeTakeFirstOrThrow()
      ).lock_expires_at;
    const firstExpiry = new Date((await expiry())!).getTime();
    expect(firstExpiry).toBeGreaterThan(Date.now() + (FORM_LOCK_SECONDS - 10) * 1000);
    // A renewal moves the expiry on.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await lock()).status).toBe(200);
    expect(new Date((await expiry())!).getTime()).toBeGreaterThan(firstExpiry);
    expect(
      (await designer.post('/api/ignite/forms/vt-lapsed/versions', { form: form('vt-lapsed', 'X') })).status,
    ).toBe(423);

    // Not renewed in time: it binds nobody, and the list shows nobody holding it.
    await server.database.db
      .updateTable('forms')
      .set({ lock_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', 'vt-lapsed')
      .execute();
    expect((await designer.get('/api/ignite/forms?q=vt-lapsed')).body[0].lockedBy).toBeNull();
    expect(
      (await designer.get('/api/ignite/application/vt-lapsed?draft=true')).body.lockedBy ?? null,
    ).toBeNull();
    const saved = await designer.post('/api/ignite/forms/vt-lapsed/versions', {
      form: form('vt-lapsed', 'X'),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect((await designer.post('/api/ignite/application/toggleLock/vt-lapsed/true')).status).toBe(200);
    expect((await designer.get('/api/ignite/forms?q=vt-lapsed')).body[0].lockedBy).toMatchObject({
      displayName: expect.any(String),
    });
  });

  it('keeps POST /api/ignite/application storing and publishing; the same content makes no new version', async () => {
    expect((await designer.post('/api/ignite/application', form('vt-classic'))).status).toBe(201);
    expect((await designer.post('/api/ignite/application', form('vt-classic'))).status).toBe(200);
    const changed = await designer.post('/api/ignite/application', form('vt-classic', 'Other'));
    expect(components(changed.body)[1].label).toBe('Other');
    const versions = (await designer.get('/api/ignite/forms/vt-classic/versions')).body;
    expect(versions.map((v: { version: number; published: boolean }) => [v.version, v.published])).toEqual([
      [2, true],
      [1, false],
    ]);
    // An import of the unchanged form makes no version either.
    const exported = await admin.get('/api/ignite/export?formId=vt-classic');
    const imported = await admin.post('/api/ignite/import', exported.body);
    expect(imported.body.forms).toEqual([{ id: 'vt-classic', outcome: 'unchanged' }]);
    expect((await designer.get('/api/ignite/forms/vt-classic/versions')).body).toHaveLength(2);
  });

  it('duplicates the newest version as a draft under a new id', async () => {
    await designer.post('/api/ignite/application', form('vt-source'));
    await designer.post('/api/ignite/forms/vt-source/versions', { form: form('vt-source', 'Draft label') });
    const copy = await designer.post('/api/ignite/forms/vt-source/duplicate', {
      newId: 'vt-copy',
      name: 'Copy',
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      id: 'vt-copy',
      name: 'Copy',
      publishedVersion: null,
      latestVersion: 1,
    });
    const content = await designer.get('/api/ignite/forms/vt-copy/versions/latest');
    expect(content.body.form).toMatchObject({ id: 'vt-copy', name: 'Copy' });
    expect(content.body.form.components[1].label).toBe('Draft label');
    const taken = await designer.post('/api/ignite/forms/vt-source/duplicate', { newId: 'vt-copy' });
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe('FORM_EXISTS');
  });

  it('deletes an unused form and retires a used one, saying what uses it', async () => {
    await designer.post('/api/ignite/forms', { form: form('vt-unused') });
    const deleted = await designer.delete('/api/ignite/forms/vt-unused');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ outcome: 'deleted', usedBy: { resources: [], menu: [], forms: [] } });
    expect((await designer.get('/api/ignite/forms/vt-unused/versions')).status).toBe(404);

    await designer.post('/api/ignite/application', form('vt-popup'));
    await designer.post(
      '/api/ignite/application',
      form('vt-opener', 'Title', [{ type: 'form', key: 'nested', form: 'vt-popup' }]),
    );
    const retired = await designer.delete('/api/ignite/forms/vt-popup');
    expect(retired.body).toEqual({
      outcome: 'retired',
      usedBy: { resources: [], menu: [], forms: ['vt-opener'] },
    });
    const used = await designer.delete('/api/ignite/forms/court-fine-create');
    expect(used.body.outcome).toBe('retired');
    expect(used.body.usedBy.resources).toContain('court-fines');
    expect(used.body.usedBy.menu).toEqual(
      expect.arrayContaining([expect.objectContaining({ routerLink: '/app/court-fines/court-fine-create' })]),
    );
    // Still served, hidden from the list unless asked for.
    expect((await clerk.get('/api/ignite/application/court-fine-create')).status).toBe(200);
    const ids = (await designer.get('/api/ignite/forms')).body.map((f: { id: string }) => f.id);
    expect(ids).not.toContain('court-fine-create');
    const all = await designer.get('/api/ignite/forms?includeRetired=true&category=court-fines');
    expect(all.body.find((f: { id: string }) => f.id === 'court-fine-create').retiredAt).toEqual(
      expect.any(String),
    );

    const restored = await designer.post('/api/ignite/forms/court-fine-create/restore');
    expect(restored.status).toBe(200);
    expect(restored.body.retiredAt).toBeNull();
    expect(await auditActions('forms/court-fine-create')).toEqual(['form.retire', 'form.restore']);
    expect(await auditActions('forms/vt-unused')).toEqual(['form.create-draft', 'form.delete']);
  });

  it("counts a nested form's formId and a chain popup's screenId as uses, and keeps the portal's own popups", async () => {
    await designer.post('/api/ignite/application', form('vt-nested'));
    await designer.post('/api/ignite/application', form('vt-chain-popup'));
    await designer.post(
      '/api/ignite/application',
      form('vt-user', 'Title', [
        { type: 'form', key: 'nested', formId: 'vt-nested' },
        {
          type: 'action-button',
          key: 'go',
          label: 'Go',
          actionChains: [
            {
              steps: [
                { type: 'showPopup', popupAction: { popupType: 'confirmation', screenId: 'vt-chain-popup' } },
              ],
            },
          ],
        },
      ]),
    );
    for (const formId of ['vt-nested', 'vt-chain-popup']) {
      const answer = await designer.delete(`/api/ignite/forms/${formId}`);
      expect(answer.body).toEqual({
        outcome: 'retired',
        usedBy: { resources: [], menu: [], forms: ['vt-user'] },
      });
      expect((await clerk.get(`/api/ignite/application/${formId}`)).status).toBe(200);
    }

    // What uses a form is told before retiring it.
    expect((await designer.get('/api/ignite/forms/vt-nested/used-by')).body).toEqual({
      builtIn: false,
      usedBy: { resources: [], menu: [], forms: ['vt-user'] },
    });
    expect((await designer.get('/api/ignite/forms/confirmation-popup/used-by')).body.builtIn).toBe(true);
    expect((await designer.get('/api/ignite/forms/no-such-form/used-by')).status).toBe(404);
    expect((await clerk.get('/api/ignite/forms/vt-nested/used-by')).status).toBe(403);

    const builtIn = await designer.delete('/api/ignite/forms/confirmation-popup');
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.errorCode).toBe('FORM_BUILT_IN');
    expect(builtIn.body.message).toContain('confirmation-popup');
    expect((await clerk.get('/api/ignite/application/confirmation-popup')).status).toBe(200);
    const ids = (await designer.get('/api/ignite/forms')).body.map((f: { id: string }) => f.id);
    expect(ids).toContain('confirmation-popup');
  });

  it('counts a screen a navigation or a redirect after submission opens as a use', async () => {
    await designer.post('/api/ignite/application', form('vt-target'));
    await designer.post('/api/ignite/application', form('vt-redirect-target'));
    const navigator = form('vt-navigator', 'Title', [
      {
        type: 'action-button',
        key: 'go',
        label: 'Go',
        actionType: 'navigate',
        navigationConfig: { navigateToUrl: '/app/fines/vt-target' },
      },
    ]);
    navigator.components[0] = {
      ...navigator.components[0],
      redirectUrlAfterSubmission: '/app/fines/vt-redirect-target/{{ data.id }}',
    };
    expect((await designer.post('/api/ignite/application', navigator)).status).toBe(201);
    for (const formId of ['vt-target', 'vt-redirect-target']) {
      const answer = await designer.delete(`/api/ignite/forms/${formId}`);
      expect(answer.body).toEqual({
        outcome: 'retired',
        usedBy: { resources: [], menu: [], forms: ['vt-navigator'] },
      });
      expect((await clerk.get(`/api/ignite/application/${formId}`)).status).toBe(200);
    }
  });

  it('filters the list by category and text, and keeps the builder API to designers', async () => {
    const byCategory = await designer.get('/api/ignite/forms?category=versions-tests&q=classic');
    expect(byCategory.body.map((f: { id: string }) => f.id)).toEqual(['vt-classic']);
    const underscore = await designer.get('/api/ignite/forms?q=_');
    expect(underscore.body).toEqual([]);
    expect((await clerk.get('/api/ignite/forms')).status).toBe(403);
    expect((await clerk.post('/api/ignite/forms', { form: form('vt-clerk') })).status).toBe(403);
    expect((await clerk.post('/api/ignite/forms/lint', form('vt-clerk'))).status).toBe(403);
    const lint = await designer.post('/api/ignite/forms/lint', form('vt-lint'));
    expect(lint.status).toBe(200);
    expect(Array.isArray(lint.body)).toBe(true);
  });

  it('says which unpublished draft an import goes above, and keeps the draft in the versions', async () => {
    await designer.post('/api/ignite/forms', { form: form('vt-import') });
    await designer.post('/api/ignite/forms/vt-import/versions/1/publish');
    const draft = await designer.post('/api/ignite/forms/vt-import/versions', {
      form: form('vt-import', 'Draft label'),
      baseVersion: 1,
    });
    expect(draft.status).toBe(201);
    const imported = form('vt-import', 'Imported label');
    const dryRun = await admin.post('/api/ignite/import?dryRun=true', imported);
    expect(dryRun.body.forms).toEqual([{ id: 'vt-import', outcome: 'changed', unpublishedDraft: 2 }]);
    expect((await admin.post('/api/ignite/import', imported)).status).toBe(200);
    const versions = await designer.get('/api/ignite/forms/vt-import/versions');
    expect(versions.body.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    // Published as it is now, the form has no draft above it to name.
    const again = await admin.post('/api/ignite/import?dryRun=true', form('vt-import', 'Once more'));
    expect(again.body.forms).toEqual([{ id: 'vt-import', outcome: 'changed' }]);
  });
});
