// Documents belong to their uploader and to the records that refer to them, and active content is
// served as a sandboxed download; an Idempotency-Key reused for another body is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../server/auth/current-user';
import { assertMayReferToDocuments } from '../../server/document-access';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';
import { userIdOf } from '../helpers/users';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['clerk', 'approver1', 'norole'])
    tokens[name] = await signIn(server.url, `${name}@ignite.local`);
});
afterAll(() => server?.stop());

async function upload(token: string, fileName: string, fileType: string, content: string) {
  const form = new FormData();
  form.append('documentJson', JSON.stringify({ fileName, fileSize: content.length, fileType }));
  form.append('file', new Blob([content], { type: fileType }), fileName);
  const response = await fetch(`${server.url}/api/core/documents/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

const download = (token: string, id: string) =>
  fetch(`${server.url}/api/core/documents/download/${id}`, { headers: { authorization: `Bearer ${token}` } });

const fine = (caseNumber: string, extra: Record<string, unknown> = {}) => ({
  caseNumber,
  offenderName: 'Lim Bee',
  amount: 120,
  dueDate: '2026-12-01',
  ...extra,
});

describe(`document downloads (${TEST_DB_KIND})`, () => {
  it('serves active content as a sandboxed attachment of bytes', async () => {
    const html = '<script>alert(document.cookie)</script>';
    for (const type of ['text/html', 'image/svg+xml', 'application/xml', 'text/xml; charset=utf-8']) {
      const id = await upload(tokens.clerk!, 'page.html', type, html);
      const response = await download(tokens.clerk!, id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(response.headers.get('content-security-policy')).toBe('sandbox');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toBe(html);
    }
    const pdf = await download(
      tokens.clerk!,
      await upload(tokens.clerk!, 'a.pdf', 'application/pdf', '%PDF'),
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('lets only the uploader, then readers of a record referring to it, download a document', async () => {
    const id = await upload(tokens.clerk!, 'evidence.txt', 'text/plain', 'evidence');
    for (const name of ['approver1', 'norole']) {
      const refused = await download(tokens[name]!, id);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('ACCESS_DENIED');
    }
    // A file field keeps the document's id in the record's data.
    await server.database.db
      .insertInto('records')
      .values({
        resource: 'court-fines',
        data: JSON.stringify({ ...fine('CF-2031-0001'), evidence: [{ id, name: 'evidence.txt' }] }),
        created_by_id: 'seed',
        created_by_name: 'Seed',
        created_at: new Date(),
        updated_by_id: 'seed',
        updated_by_name: 'Seed',
        updated_at: new Date(),
      })
      .execute();
    // approver1 reads court-fines; norole reads nothing.
    expect((await download(tokens.approver1!, id)).status).toBe(200);
    expect((await download(tokens.norole!, id)).status).toBe(403);
  });

  it("lets readers of a record's changes under review, and its approver, download what they refer to", async () => {
    const id = await upload(tokens.clerk!, 'receipt.txt', 'text/plain', 'receipt');
    const norole = await userIdOf(server, 'norole@ignite.local');
    const { id: recordId } = await server.database.db
      .insertInto('records')
      .values({
        resource: 'court-fines',
        data: JSON.stringify(fine('CF-2031-0004')),
        pending_changes: JSON.stringify({ ...fine('CF-2031-0004'), evidence: [{ id, name: 'receipt.txt' }] }),
        workflow_status: 'PENDING',
        created_by_id: 'seed',
        created_by_name: 'Seed',
        updated_by_id: 'seed',
        updated_by_name: 'Seed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await download(tokens.approver1!, id)).status).toBe(200);
    // norole reads no court fines: once asked to approve the changes, they may see what they approve.
    expect((await download(tokens.norole!, id)).status).toBe(403);
    await server.database.db
      .insertInto('workflow_items')
      .values({
        resource: 'court-fines',
        record_id: recordId,
        operation: 'update',
        step_index: 0,
        step_name: 'Check',
        status: 'PENDING',
        assigned_to: norole,
        submitted_by: 'seed',
        submitted_by_name: 'Seed',
      })
      .execute();
    expect((await download(tokens.norole!, id)).status).toBe(200);
  });

  it('grants no download for an id glued to another id-shaped text, which the reference check reads otherwise', async () => {
    const id = await upload(tokens.approver1!, 'private.txt', 'text/plain', 'private');
    // The reference check reads one id here, "11111111-…-5555" and the first 8 characters of the document's;
    // a substring search would find the document's id in it all the same.
    const clerk = client(server.url, tokens.clerk);
    const created = await clerk.post(
      '/api/court-fines',
      fine('CF-2031-0005', { offenderName: `11111111-2222-3333-4444-5555${id}` }),
    );
    expect(created.status).toBe(201);
    const refused = await download(tokens.clerk!, id);
    expect(refused.status).toBe(403);
  });

  it('counts a document id in a key of the data as a reference, as the download check does', async () => {
    const id = await upload(tokens.clerk!, 'key.txt', 'text/plain', 'key');
    const approver = { id: await userIdOf(server, 'approver1@ignite.local') } as CurrentUser;
    const refused = assertMayReferToDocuments(server.database.db, approver, { notes: { [id]: 1 } });
    await expect(refused).rejects.toMatchObject({
      errorCode: 'DOCUMENT_NOT_YOURS',
      details: [{ path: `notes.${id}`, message: `Document ${id} was uploaded by someone else` }],
    });
  });
});

describe(`Idempotency-Key (${TEST_DB_KIND})`, () => {
  it('refuses a key reused with another body with 422 and writes nothing more', async () => {
    const clerk = client(server.url, tokens.clerk);
    const headers = { 'idempotency-key': 'security-key-0001' };
    const first = await clerk.post('/api/court-fines', fine('CF-2031-0002'), headers);
    expect(first.status).toBe(201);
    // The same body (keys in another order) is the same request: the first answer again.
    const { amount, ...rest } = fine('CF-2031-0002');
    const again = await clerk.post('/api/court-fines', { amount, ...rest }, headers);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const other = await clerk.post('/api/court-fines', fine('CF-2031-0003'), headers);
    expect(other.status).toBe(422);
    expect(other.body.errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    const stored = await server.database.db
      .selectFrom('records')
      .select('id')
      .where('resource', '=', 'court-fines')
      .where(({ ref }) => ref('data', '->>').key('caseNumber'), '=', 'CF-2031-0003')
      .execute();
    expect(stored).toEqual([]);
  });
});
