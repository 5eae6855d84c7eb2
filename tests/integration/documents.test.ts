import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { IGNITE_MAX_UPLOAD_BYTES: '2048' } });
  token = await signIn(server.url, 'clerk@ignite.local');
});
afterAll(() => server?.stop());

interface UploadParts {
  documentJson?: unknown;
  /** Send documentJson as a JSON blob (a file part), as browsers and Spring clients may. */
  documentJsonAsBlob?: boolean;
  file?: Blob;
  fileName?: string;
}

function upload(parts: UploadParts, auth = true, as = token) {
  const form = new FormData();
  if (parts.documentJson !== undefined) {
    const json = JSON.stringify(parts.documentJson);
    if (parts.documentJsonAsBlob)
      form.append('documentJson', new Blob([json], { type: 'application/json' }), 'blob');
    else form.append('documentJson', json);
  }
  if (parts.file) form.append('file', parts.file, parts.fileName ?? 'file.bin');
  return fetch(`${server.url}/api/core/documents/upload`, {
    method: 'POST',
    headers: auth ? { authorization: `Bearer ${as}` } : {},
    body: form,
  });
}

describe(`documents (${TEST_DB_KIND})`, () => {
  it('stores an upload and streams it back with its name', async () => {
    const text = 'case,amount\nCF-2026-0001,100\n';
    const response = await upload({
      documentJson: { fileName: 'fines – März.csv', fileSize: text.length, fileType: 'text/csv' },
      file: new Blob([text], { type: 'text/csv' }),
      fileName: 'fines.csv',
    });
    expect(response.status).toBe(200);
    const uploaded = (await response.json()) as { id: string; fileName: string; fileType: string };
    expect(uploaded).toMatchObject({ fileName: 'fines – März.csv', fileType: 'text/csv' });

    const download = await fetch(`${server.url}/api/core/documents/download/${uploaded.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/csv');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="fines _ M_rz.csv"; filename*=UTF-8''${encodeURIComponent('fines – März.csv')}`,
    );
    expect(await download.text()).toBe(text);
  });

  it('writes an audit entry for each upload, naming who uploaded what', async () => {
    const response = await upload({
      documentJson: { fileName: 'court-order.pdf', fileSize: 3, fileType: 'application/pdf' },
      file: new Blob(['pdf'], { type: 'application/pdf' }),
    });
    const uploaded = (await response.json()) as { id: string };
    const entry = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'after'])
      .where('target', '=', `documents/${uploaded.id}`)
      .executeTakeFirst();
    expect(entry).toMatchObject({ action: 'document.upload', actor_name: 'Clara Clerk' });
    const after = typeof entry?.after === 'string' ? (JSON.parse(entry.after) as unknown) : entry?.after;
    expect(after).toEqual({
      id: uploaded.id,
      fileName: 'court-order.pdf',
      fileType: 'application/pdf',
      fileSize: 3,
    });
  });

  it('takes documentJson sent as a JSON blob as well as a text field', async () => {
    const response = await upload({
      documentJson: { fileName: 'notice.txt', fileSize: 2, fileType: 'text/plain' },
      documentJsonAsBlob: true,
      file: new Blob(['hi'], { type: 'text/plain' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ fileName: 'notice.txt', fileType: 'text/plain' });
    const broken = await upload({
      documentJson: 'not json',
      documentJsonAsBlob: true,
      file: new Blob(['hi']),
    });
    expect(broken.status).toBe(400);
  });

  it('refuses a file over the configured size with 413 and stores nothing', async () => {
    const before = await server.database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await upload({
      documentJson: { fileName: 'big.bin', fileSize: 5000, fileType: 'application/octet-stream' },
      file: new Blob([new Uint8Array(5000)]),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errorCode: 'FILE_TOO_LARGE', details: { maxBytes: 2048 } });
    const after = await server.database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses uploads without a file, with bad documentJson, or without a token', async () => {
    const noFile = await upload({ documentJson: { fileName: 'a', fileSize: 1, fileType: 'text/plain' } });
    expect(((await noFile.json()) as { errorCode: string }).errorCode).toBe('FILE_REQUIRED');
    const badJson = await upload({ documentJson: { fileSize: -1 }, file: new Blob(['x']) });
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as { errorCode: string }).errorCode).toBe('INVALID_DOCUMENT_JSON');
    const anonymous = await upload(
      { documentJson: { fileName: 'a', fileSize: 1, fileType: 'text/plain' }, file: new Blob(['x']) },
      false,
    );
    expect(anonymous.status).toBe(401);
  });

  it('refuses a name the database cannot keep (NUL, a lone surrogate) with 400, and stores nothing', async () => {
    const before = await server.database.db.selectFrom('documents').select('id').execute();
    for (const fileName of ['a\u0000b.pdf', 'a\ud800b.pdf']) {
      const response = await upload({
        documentJson: { fileName, fileSize: 1, fileType: 'application/pdf' },
        file: new Blob(['x']),
      });
      expect(response.status, fileName).toBe(400);
      expect(await response.json()).toMatchObject({
        errorCode: 'INVALID_INPUT',
        details: [{ path: '/fileName' }],
      });
    }
    expect(await server.database.db.selectFrom('documents').select('id').execute()).toEqual(before);
  });

  it('answers 400 to an upload cut short, and stores nothing', async () => {
    const before = await server.database.db.selectFrom('documents').select('id').execute();
    const boundary = 'ignite-cut-short';
    const body =
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\n` +
      'content-type: text/plain\r\n\r\nthe beginning of a file';
    const response = await fetch(`${server.url}/api/core/documents/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('MALFORMED_MULTIPART');
    expect(await server.database.db.selectFrom('documents').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('answers 404 for an unknown document', async () => {
    const response = await fetch(
      `${server.url}/api/core/documents/download/00000000-0000-0000-0000-000000000000`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(response.status).toBe(404);
  });
});

describe(`documents referred to by records (${TEST_DB_KIND})`, () => {
  const text = (name: string) => ({
    documentJson: { fileName: name, fileSize: 1, fileType: 'text/plain' },
    file: new Blob(['x'], { type: 'text/plain' }),
  });
  const download = (id: string, as: string) =>
    fetch(`${server.url}/api/core/documents/download/${id}`, { headers: { authorization: `Bearer ${as}` } });
  const fine = (n: number, remarks: string) => ({
    caseNumber: `CF-2026-07${n}`,
    offenderName: 'Jo Tan',
    amount: 10,
    dueDate: '2026-12-31',
    remarks,
  });

  it("takes a record's reference only to the writer's own upload, or one the record already had", async () => {
    const adminToken = await signIn(server.url, 'admin@ignite.local');
    const approverToken = await signIn(server.url, 'approver1@ignite.local');
    const clerk = client(server.url, token);
    const admins = (await (await upload(text('admin.txt'), true, adminToken)).json()) as { id: string };
    const clerks = (await (await upload(text('clerk.txt'))).json()) as { id: string };

    // Another user's document: refused with the path of the value, and still not the clerk's to download.
    const refused = await clerk.post('/api/court-fines', fine(10, `see ${admins.id}`));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: 'DOCUMENT_NOT_YOURS',
      details: [{ path: 'remarks', message: `Document ${admins.id} was uploaded by someone else` }],
    });
    expect((await download(admins.id, token)).status).toBe(403);

    // The clerk's own: the record's readers may download it.
    expect((await download(clerks.id, approverToken)).status).toBe(403);
    const own = await clerk.post('/api/court-fines', fine(11, clerks.id));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect((await download(clerks.id, approverToken)).status).toBe(200);

    // A record that already refers to the admin's document keeps it through the clerk's update.
    const kept = await client(server.url, adminToken).post('/api/court-fines', fine(12, admins.id));
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const updated = await clerk.put(`/api/court-fines/${kept.body.id}`, { ...kept.body, amount: 11 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  });
});
