// The audit trail through HTTP: every kind of event lands in the log with who, what, when, before and
// after; the hash chain verifies, and names the first broken link when a row is changed or removed
// behind the server's back; concurrent writers do not fork it.
import { sql } from 'kysely';
import type { AuditLogEntry } from '../../schemas/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainedEntry, chainedRows, entryHash } from '../../server/audit-chain';
import { base32Decode, totp } from '../../server/auth/totp';
import { createSamlIdp, IDP_ISSUER, parseAuthnRequest, type SamlIdp } from '../helpers/saml-idp';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';
import { userIdOf } from '../helpers/users';

const SP_ISSUER = 'ignite-portal-audit-test';
const ACS_URL = 'http://portal.test/saml2/acs';

let server: TestServer;
let admin: ReturnType<typeof client>;
let clerk: ReturnType<typeof client>;

type Entry = AuditLogEntry;

/** The entries after `afterId`, oldest first, through the API. */
async function entriesAfter(afterId: number): Promise<Entry[]> {
  const q = encodeURIComponent(`id>${afterId}`);
  const response = await admin.get(`/api/iam/audit-log?q=${q}&sort=id,asc&size=1000`);
  expect(response.status).toBe(200);
  return response.body.content;
}

async function lastId(): Promise<number> {
  const response = await admin.get('/api/iam/audit-log?size=1');
  return response.body.content[0]?.id ?? 0;
}

const verify = async () => (await admin.get('/api/iam/audit-log/verify')).body;

/** Runs SQL as someone with direct access to the database, with the append-only trigger switched off. */
async function behindTheServersBack(statement: ReturnType<typeof sql>) {
  const { db } = server.database;
  await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(db);
  try {
    await statement.execute(db);
  } finally {
    await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`.execute(db);
  }
}

let idp: SamlIdp;

/** A single sign-on of approver1 through the stand-in identity provider. */
async function singleSignOn() {
  const started = await fetch(`${server.url}/saml2/authenticate/azure-ad`, { redirect: 'manual' });
  const location = new URL(started.headers.get('location')!);
  const { id } = parseAuthnRequest(location.searchParams.get('SAMLRequest')!);
  const samlResponse = idp.response({
    inResponseTo: id,
    email: 'approver1@ignite.local',
    acsUrl: ACS_URL,
    audience: SP_ISSUER,
  });
  const acs = await fetch(`${server.url}/saml2/acs`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString(),
  });
  expect(acs.status).toBe(303);
}

beforeAll(async () => {
  idp = await createSamlIdp();
  server = await startTestServer({
    env: {
      IGNITE_SAML_ENTRY_POINT: 'http://idp.test/sso',
      IGNITE_SAML_ISSUER: SP_ISSUER,
      IGNITE_SAML_IDP_CERT: idp.cert,
      IGNITE_SAML_CALLBACK_URL: ACS_URL,
      IGNITE_SAML_IDP_ISSUER: IDP_ISSUER,
    },
  });
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

describe(`audit trail (${TEST_DB_KIND})`, () => {
  it('records every kind of event with who, what, when, before and after', async () => {
    const start = await lastId();
    const startedAt = Date.now();

    // Sign-in with a password, right and wrong, and by single sign-on.
    await singleSignOn();
    await signIn(server.url, 'approver2@ignite.local');
    const wrong = await client(server.url).post('/api/iam/authentication/token', {
      authType: 'DB_AUTH',
      username: 'approver2@ignite.local',
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);

    // Elevation with a one-time code (after enrolling an authenticator), in a session of its own: the
    // elevated token replaces (and ends) the one it was asked with.
    const elevating = client(server.url, await signIn(server.url, 'admin@ignite.local'));
    const enrolment = await elevating.post('/api/iam/auth/mfa/enrolment', {});
    const secret = base32Decode(enrolment.body.secret);
    const now = Date.now() / 1000;
    expect(
      (await elevating.post('/api/iam/auth/mfa/enrolment/confirm', { code: totp(secret, now) })).status,
    ).toBe(200);
    expect((await elevating.post('/api/iam/auth/mfa/elevate', { code: totp(secret, now + 30) })).status).toBe(
      200,
    );

    // Records: create, update, delete.
    const fine = {
      caseNumber: 'CF-2031-0001',
      offenderName: 'Audit Trail',
      amount: 100,
      dueDate: '2031-01-31',
    };
    const created = await clerk.post('/api/court-fines', fine);
    expect(created.status).toBe(201);
    const updated = await clerk.put(`/api/court-fines/${created.body.id}`, { ...created.body, amount: 150 });
    expect(updated.status).toBe(200);
    expect((await clerk.delete(`/api/court-fines/${created.body.id}`)).status).toBe(204);

    // Workflow: submitted, approved; submitted, rejected.
    const approver1 = client(server.url, await signIn(server.url, 'approver1@ignite.local'));
    const approver1Id = await userIdOf(server, 'approver1@ignite.local');
    const submit = async (caseNumber: string) => {
      const response = await clerk.post('/api/court-fine-write-offs', {
        requestBody: { caseNumber, amount: 20, reason: 'Audit trail' },
        workflowActor: { id: approver1Id, displayName: 'Arun Approver' },
      });
      expect(response.status).toBe(201);
      const items = (await approver1.get('/api/workflow/items/my')).body.content;
      return items.find((item: { recordId: number }) => item.recordId === response.body.id);
    };
    const toApprove = await submit('CF-2026-0101');
    const approved = await approver1.post(`/api/workflow/items/${toApprove.id}/approve`, {});
    expect(approved.status).toBe(200);
    // A change of the approved write-off, sent for approval and approved.
    const change = await clerk.put(`/api/court-fine-write-offs/${toApprove.recordId}`, {
      requestBody: {
        caseNumber: 'CF-2026-0101',
        amount: 15,
        reason: 'Audit trail',
        version: approved.body.record.version,
      },
      workflowActor: { id: approver1Id, displayName: 'Arun Approver' },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const changeItem = (await approver1.get('/api/workflow/items/my')).body.content.find(
      (item: { recordId: number }) => item.recordId === toApprove.recordId,
    );
    expect((await approver1.post(`/api/workflow/items/${changeItem.id}/approve`, {})).status).toBe(200);
    const toReject = await submit('CF-2026-0102');
    expect(
      (await approver1.post(`/api/workflow/items/${toReject.id}/reject`, { reason: 'Not proven' })).status,
    ).toBe(200);

    // Forms: a new draft, a saved draft, a publish.
    const form = (label: string) => ({
      id: 'audit-form',
      name: 'Audit form',
      category: 'audit-tests',
      components: [{ type: 'textfield', key: 'title', label, input: true }],
    });
    expect((await admin.post('/api/ignite/forms', { form: form('One') })).status).toBe(201);
    expect((await admin.post('/api/ignite/forms/audit-form/versions', { form: form('Two') })).status).toBe(
      201,
    );
    expect((await admin.post('/api/ignite/forms/audit-form/versions/2/publish')).status).toBe(200);

    // A package import, a resource declared, changed and removed, a role changed.
    const imported = await admin.post('/api/ignite/import', { formatVersion: 1, forms: [form('Three')] });
    expect(imported.status).toBe(200);
    const resource = {
      name: 'audit-things',
      formId: 'audit-form',
      readAcl: 'court-fines.read',
      writeAcl: 'court-fines.write',
      searchableFields: ['title'],
    };
    expect((await admin.post('/api/ignite/resources', resource)).status).toBe(201);
    expect((await admin.post('/api/ignite/resources', { ...resource, searchableFields: [] })).status).toBe(
      200,
    );
    expect((await admin.delete('/api/ignite/resources/audit-things')).status).toBe(204);
    const role = (await admin.get('/api/iam/roles/fine_cashier')).body;
    const roleUpdate = await admin.put('/api/iam/roles/fine_cashier', {
      acls: [...role.acls, 'dashboard.view'],
    });
    expect(roleUpdate.status).toBe(200);

    const entries = await entriesAfter(start);
    const find = (action: string, target?: string) => {
      const found = entries.find((entry) => entry.action === action && (!target || entry.target === target));
      expect(found, `${action} ${target ?? ''}`).toBeDefined();
      // When: stamped by the server during this test; the chain link is there.
      expect(Date.parse(found!.at)).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(found!.hash).toMatch(/^[0-9a-f]{64}$/);
      return found!;
    };
    const signIns = entries.filter((entry) => entry.action === 'login.success');
    expect(signIns.map((entry) => [entry.actorName, entry.details])).toEqual([
      ['Arun Approver', { username: 'approver1@ignite.local', method: 'SSO' }],
      ['Beth Approver', { username: 'approver2@ignite.local' }],
      ['Ada Admin', { username: 'admin@ignite.local' }],
      ['Arun Approver', { username: 'approver1@ignite.local' }],
    ]);
    expect(find('login.failure').details).toMatchObject({ username: 'approver2@ignite.local' });
    expect(find('mfa.enrolled').actorName).toBe('Ada Admin');
    expect(find('mfa.elevate').details).toMatchObject({ elevatedUntil: expect.any(String) });

    const fineTarget = `court-fines/${created.body.id}`;
    expect(find('record.create', fineTarget)).toMatchObject({
      actorName: 'Clara Clerk',
      after: { amount: 100, caseNumber: 'CF-2031-0001' },
    });
    expect(find('record.update', fineTarget)).toMatchObject({
      before: { amount: 100 },
      after: { amount: 150 },
    });
    expect(find('record.delete', fineTarget)).toMatchObject({ before: { amount: 150 } });
    expect(find('record.update', fineTarget)).toMatchObject({ changes: 'amount: 100 → 150' });

    expect(find('workflow.submit').after).toMatchObject({ caseNumber: 'CF-2026-0101' });
    // A final approval shows the status it leaves, as a rejection does, and the data it applied.
    const approvals = entries.filter((entry) => entry.action === 'workflow.approve');
    expect(approvals).toHaveLength(2);
    expect(approvals[0]).toMatchObject({
      actorName: 'Arun Approver',
      before: { workflowStatus: 'PENDING' },
      after: { caseNumber: 'CF-2026-0101', workflowStatus: 'APPROVED' },
      changes: 'workflowStatus: PENDING → APPROVED',
    });
    expect(approvals[1]).toMatchObject({
      before: { amount: 20, workflowStatus: 'PENDING' },
      after: { amount: 15, workflowStatus: 'APPROVED' },
      changes: 'amount: 20 → 15\nworkflowStatus: PENDING → APPROVED',
    });
    expect(find('workflow.reject')).toMatchObject({
      before: { workflowStatus: 'PENDING' },
      after: { workflowStatus: 'REJECTED' },
      details: { reason: 'Not proven' },
      changes: 'workflowStatus: PENDING → REJECTED',
    });

    expect(find('form.create-draft', 'forms/audit-form').after).toMatchObject({ id: 'audit-form' });
    expect(find('form.save-draft', 'forms/audit-form').details).toMatchObject({ version: 2 });
    expect(find('form.publish', 'forms/audit-form')).toMatchObject({
      before: { publishedVersion: null },
      after: { publishedVersion: 2 },
      changes: 'publishedVersion: (empty) → 2',
    });
    expect(find('package.import').details).toMatchObject({ forms: [{ id: 'audit-form' }] });
    expect(find('resource.create', 'resources/audit-things').after).toMatchObject({
      searchableFields: ['title'],
    });
    expect(find('resource.update', 'resources/audit-things')).toMatchObject({
      before: { searchableFields: ['title'] },
      after: { searchableFields: [] },
      changes: 'searchableFields: removed title',
    });
    expect(find('resource.delete', 'resources/audit-things').before).toMatchObject({ name: 'audit-things' });
    const roleEntry = find('role.update', 'roles/fine_cashier');
    expect(roleEntry.before).toMatchObject({ acls: role.acls });
    expect((roleEntry.after as { acls: string[] }).acls).toContain('dashboard.view');
    // A list of names reads as what was added, not as every position after it shifting.
    expect(roleEntry.changes).toBe('acls: added dashboard.view');

    const last = entries[entries.length - 1]!;
    const total = (await admin.get('/api/iam/audit-log?size=1')).body.totalElements;
    expect(await verify()).toEqual({ ok: true, count: total, lastId: last.id, lastHash: last.hash });
  });

  it('summarises what each entry changed, one line per field', async () => {
    const start = await lastId();
    const created = await clerk.post('/api/court-fines', {
      caseNumber: 'CF-2031-0002',
      offenderName: 'Changes Summary',
      amount: 40,
      dueDate: '2031-02-28',
    });
    expect(created.status).toBe(201);
    const updated = await clerk.put(`/api/court-fines/${created.body.id}`, {
      ...created.body,
      amount: 25,
      remarks: 'Reduced on appeal',
    });
    expect(updated.status).toBe(200);
    const unchanged = await clerk.put(`/api/court-fines/${created.body.id}`, updated.body);
    expect(unchanged.status).toBe(200);
    expect((await clerk.delete(`/api/court-fines/${created.body.id}`)).status).toBe(204);
    await signIn(server.url, 'approver2@ignite.local');

    const entries = await entriesAfter(start);
    const target = `court-fines/${created.body.id}`;
    const changesOf = (action: string) =>
      entries
        .filter(
          (entry) => entry.action === action && (!action.startsWith('record.') || entry.target === target),
        )
        .map((entry) => entry.changes);
    // A new record lists its fields; the id and the server's bookkeeping fields are left out.
    expect(changesOf('record.create')).toEqual([
      'amount: 40\ncaseNumber: CF-2031-0002\ndueDate: 2031-02-28\noffenderName: Changes Summary',
    ]);
    expect(changesOf('record.update')).toEqual([
      'amount: 40 → 25\nremarks: (empty) → Reduced on appeal',
      '(no changes)',
    ]);
    expect(changesOf('record.delete')).toEqual([
      'amount: 25 → (removed)\ncaseNumber: CF-2031-0002 → (removed)\ndueDate: 2031-02-28 → (removed)\n' +
        'offenderName: Changes Summary → (removed)\nremarks: Reduced on appeal → (removed)',
    ]);
    // A sign-in changes nothing; before and after stay in the answer as they were.
    expect(changesOf('login.success')).toEqual(['']);
    const update = entries.find((entry) => entry.action === 'record.update')!;
    expect(update).toMatchObject({ before: { amount: 40 }, after: { amount: 25 } });
  });

  it('filters the log by who, what and when with the q language, and refuses unknown fields', async () => {
    const list = async (q: string) =>
      (await admin.get(`/api/iam/audit-log?q=${encodeURIComponent(q)}&size=1000`)).body;
    const byClerk = await list('actorName=(%clara%);action=[record.)');
    expect(byClerk.totalElements).toBeGreaterThan(0);
    for (const entry of byClerk.content as Entry[]) {
      expect(entry.actorName).toBe('Clara Clerk');
      expect(entry.action.startsWith('record.')).toBe(true);
    }
    const today = new Date().toISOString().slice(0, 10);
    const todays = await list(`at=[${today})`);
    expect(todays.totalElements).toBeGreaterThan(0);
    expect((await list(`at>=${today}T00:00:00Z;at<${today}T00:00:00Z`)).totalElements).toBe(0);
    const searched = await list('(%fine_cashier%)');
    expect((searched.content as Entry[]).map((entry) => entry.target)).toContain('roles/fine_cashier');

    const unknown = await admin.get(`/api/iam/audit-log?q=${encodeURIComponent('password=x')}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      errorCode: 'INVALID_QUERY',
      message: expect.stringContaining('password'),
    });
    for (const at of ['at>yesterday', 'at>0000-01-01', 'at<0001-01-01T00:00:00+14:00']) {
      const badDate = await admin.get(`/api/iam/audit-log?q=${encodeURIComponent(at)}`);
      expect(badDate.status, at).toBe(400);
      expect(badDate.body.errorCode, at).toBe('INVALID_QUERY');
    }
    const badSort = await admin.get('/api/iam/audit-log?sort=before,asc');
    expect(badSort.body.errorCode).toBe('INVALID_SORT');
    // A page number past any list is refused by name (its offset would not fit the database's count).
    const farPage = await admin.get('/api/iam/audit-log?page=900000000000000&size=1000');
    expect(farPage.status).toBe(400);
    expect(farPage.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: [{ path: '/page' }] });
    expect((await admin.get('/api/iam/audit-log?page=1000000000&size=1000')).body.content).toEqual([]);
    expect((await clerk.get('/api/iam/audit-log')).status).toBe(403);
    expect((await clerk.get('/api/iam/audit-log/verify')).status).toBe(403);
  });

  // Only PostgreSQL writes while it reads (the embedded database takes requests one after the other).
  if (TEST_DB_KIND === 'postgres')
    it('verifies the chain as one snapshot while entries are being written', async () => {
      const writes = Array.from({ length: 240 }, () => clerk.get('/api/iam/audit-log/verify'));
      const checks: Promise<Record<string, unknown>>[] = [];
      for (let round = 0; round < 24; round++) {
        checks.push(verify());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const [results, refusals] = await Promise.all([Promise.all(checks), Promise.all(writes)]);
      // Each refusal was audited while the checks ran, and not one check took a new entry for a removed one.
      expect(refusals.every((refusal) => refusal.status === 403)).toBe(true);
      expect(results.filter((result) => result.ok !== true)).toEqual([]);
    });

  it('refuses changes and deletions of entries by the application', async () => {
    const { db } = server.database;
    const id = await lastId();
    await expect(
      db.updateTable('audit_log').set({ action: 'nothing.happened' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('names the entry changed directly in the database, and verifies again once it is put back', async () => {
    const entries = await entriesAfter(0);
    const target = entries.find((entry) => entry.action === 'record.update')!;
    const original = JSON.stringify(target.after);
    await behindTheServersBack(
      sql`UPDATE audit_log SET after = jsonb_set(after, '{amount}', '1') WHERE id = ${target.id}`,
    );
    expect(await verify()).toEqual({
      ok: false,
      count: entries.findIndex((entry) => entry.id === target.id),
      brokenAt: target.id,
      reason: `Entry ${target.id} was changed: its content does not match its hash`,
    });
    await behindTheServersBack(sql`UPDATE audit_log SET after = ${original}::jsonb WHERE id = ${target.id}`);
    expect(await verify()).toMatchObject({ ok: true, count: entries.length });

    // Changed together with a hash recomputed for the change: the next entry no longer follows it.
    const { db } = server.database;
    const changed = entries.find((entry) => entry.action === 'record.create')!;
    const next = entries[entries.indexOf(changed) + 1]!;
    await behindTheServersBack(
      sql`UPDATE audit_log SET actor_name = 'Someone Else' WHERE id = ${changed.id}`,
    );
    const row = await chainedRows(db, changed.id - 1, 1).executeTakeFirstOrThrow();
    const forged = entryHash(row.prev_hash!, chainedEntry(row));
    await behindTheServersBack(sql`UPDATE audit_log SET hash = ${forged} WHERE id = ${changed.id}`);
    expect(await verify()).toEqual({
      ok: false,
      count: entries.indexOf(next),
      brokenAt: next.id,
      reason: `Entry ${next.id} does not follow entry ${changed.id}: an entry between them was removed or inserted, or one of them was changed`,
    });
    await behindTheServersBack(
      sql`UPDATE audit_log SET actor_name = ${changed.actorName}, hash = ${changed.hash} WHERE id = ${changed.id}`,
    );
    expect(await verify()).toMatchObject({ ok: true, count: entries.length });
  });

  it('notices a deleted entry, in the middle of the chain or at its end', async () => {
    const entries = await entriesAfter(0);
    // Removed entries are kept aside in a table of their own, so they go back exactly as they were.
    const { db } = server.database;
    await sql`CREATE TABLE removed_audit_entries AS SELECT * FROM audit_log WITH NO DATA`.execute(db);
    const remove = (id: number) =>
      behindTheServersBack(sql`
        WITH removed AS (DELETE FROM audit_log WHERE id = ${id} RETURNING *)
        INSERT INTO removed_audit_entries SELECT * FROM removed`);
    const putBack = () =>
      behindTheServersBack(sql`
        WITH restored AS (DELETE FROM removed_audit_entries RETURNING *)
        INSERT INTO audit_log OVERRIDING SYSTEM VALUE SELECT * FROM restored`);

    const middle = entries[Math.floor(entries.length / 2)]!;
    const after = entries[entries.indexOf(middle) + 1]!;
    await remove(middle.id);
    expect(await verify()).toEqual({
      ok: false,
      count: entries.indexOf(middle),
      brokenAt: after.id,
      reason: `Entry ${after.id} does not follow entry ${entries[entries.indexOf(middle) - 1]!.id}: an entry between them was removed or inserted, or one of them was changed`,
    });
    await putBack();
    expect(await verify()).toMatchObject({ ok: true, count: entries.length });

    const last = entries[entries.length - 1]!;
    await remove(last.id);
    expect(await verify()).toMatchObject({ ok: false, brokenAt: last.id });
    await putBack();
    await sql`DROP TABLE removed_audit_entries`.execute(db);
    expect(await verify()).toMatchObject({ ok: true, count: entries.length });
  });

  it('keeps one chain when many writes come at once', async () => {
    const approver2 = client(server.url, await signIn(server.url, 'approver2@ignite.local'));
    const start = await lastId();
    // Sign-ins from one address are throttled while they are in flight: four, by four users.
    const signIns = ['designer', 'cashier', 'approver1', 'admin'].map((user) =>
      signIn(server.url, `${user}@ignite.local`).then(() => 201),
    );
    const creates = Array.from({ length: 20 }, (_, n) =>
      (n % 2 === 0 ? clerk : approver2)
        .post('/api/court-fines', {
          caseNumber: `CF-2032-${String(n).padStart(4, '0')}`,
          offenderName: 'Concurrent Writer',
          amount: n + 1,
          dueDate: '2032-01-31',
        })
        .then((answer) => answer.status),
    );
    expect(await Promise.all([...creates, ...signIns])).toEqual(Array(24).fill(201));
    const entries = await entriesAfter(start);
    expect(entries.filter((entry) => entry.action === 'record.create')).toHaveLength(20);
    expect(entries.filter((entry) => entry.action === 'login.success')).toHaveLength(4);
    const result = await verify();
    expect(result).toMatchObject({ ok: true });
    expect(result.count).toBeGreaterThanOrEqual(entries.length);
  });
});
