// Pages and callers are kept in memory and dropped on the database's change notices (migration 0110,
// server/db/change-feed.ts). These tests check that every writer's change is heard: this server's own,
// plain SQL, and (on PostgreSQL) another server's on the same database; and that nothing is answered from
// memory while the notices cannot be heard.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WATCHED_TABLES } from '../../server/db/change-feed';
import { LISTENER_NAME } from '../../server/db/listen-for-changes';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

const PAGE = '/api/court-fines?page=1&size=100&sort=id';
const fine = (caseNumber: string) => ({
  caseNumber,
  offenderName: 'Kept Answers',
  amount: 10,
  dueDate: '2026-12-31',
  remarks: 'as created',
});

async function remarksOf(api: ReturnType<typeof client>, id: number): Promise<unknown> {
  const page = await api.get(PAGE);
  expect(page.status).toBe(200);
  return (page.body.content as { id: number; remarks?: unknown }[]).find((row) => row.id === id)?.remarks;
}

const setRemarks = (id: number, remarks: string) =>
  sql`update records set data = jsonb_set(data, '{remarks}', to_jsonb(${remarks}::text)) where id = ${id}`.execute(
    server.database.db,
  );

describe(`answers kept in memory (${TEST_DB_KIND})`, () => {
  it('has a change trigger on every watched table', async () => {
    const { rows } = await sql<{ table: string }>`
      select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = c.relname || '_notify_change' and not t.tgisinternal
    `.execute(server.database.db);
    expect(rows.map((row) => row.table).sort()).toEqual([...WATCHED_TABLES].sort());
  });

  it("answers a page from memory until the records' change notice, from any writer", async () => {
    const created = await clerk.post('/api/court-fines', fine('CF-2026-9001'));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    // This server's own write is seen by the very next read.
    expect(await remarksOf(clerk, id)).toBe('as created');

    // Without the notice, the kept page is answered: it is kept, and only the notice drops it.
    await sql`alter table records disable trigger records_notify_change`.execute(server.database.db);
    try {
      await setRemarks(id, 'unheard');
      expect(await remarksOf(clerk, id)).toBe('as created');
    } finally {
      await sql`alter table records enable trigger records_notify_change`.execute(server.database.db);
    }
    // A write by plain SQL notifies like any other.
    await setRemarks(id, 'heard');
    expect(await remarksOf(clerk, id)).toBe('heard');

    const updated = await clerk.put(`/api/court-fines/${id}`, {
      ...fine('CF-2026-9001'),
      remarks: 'by the API',
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(await remarksOf(clerk, id)).toBe('by the API');
  });

  it('refuses a caller at once when their account or roles change, however they are changed', async () => {
    const admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
    expect((await clerk.get(PAGE)).status).toBe(200);
    await sql`update users set active = false where username = 'clerk@ignite.local'`.execute(
      server.database.db,
    );
    const inactive = await clerk.get(PAGE);
    expect(inactive.status).toBe(401);
    expect(inactive.body.errorCode).toBe('USER_INACTIVE');
    await sql`update users set active = true where username = 'clerk@ignite.local'`.execute(
      server.database.db,
    );
    // Deactivation also revoked the clerk's tokens (migration 0060): a new sign-in is needed.
    expect((await clerk.get(PAGE)).body.errorCode).toBe('TOKEN_REVOKED');
    clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
    expect((await clerk.get(PAGE)).status).toBe(200);

    // An admin's acls come from their roles: a role losing an acl takes it from its users at once.
    expect((await admin.get('/api/ignite/forms')).status).toBe(200);
    const { rows } = await sql<{ role_name: string; acl: string }>`
      delete from role_acls where acl = 'forms.design' returning role_name, acl
    `.execute(server.database.db);
    try {
      expect(rows.length).toBeGreaterThan(0);
      expect((await admin.get('/api/ignite/forms')).status).toBe(403);
    } finally {
      for (const row of rows)
        await sql`insert into role_acls (role_name, acl) values (${row.role_name}, ${row.acl})`.execute(
          server.database.db,
        );
    }
    expect((await admin.get('/api/ignite/forms')).status).toBe(200);
  });
});

describe(`answers not kept (IGNITE_KEEP_ANSWERS=false, ${TEST_DB_KIND})`, () => {
  it('reads the database on every call', async () => {
    const reading = await startTestServer({ env: { IGNITE_KEEP_ANSWERS: 'false' } });
    try {
      expect(reading.database.changes.live).toBe(false);
      const api = client(reading.url, await signIn(reading.url, 'clerk@ignite.local'));
      const created = await api.post('/api/court-fines', fine('CF-2026-9004'));
      const id = created.body.id as number;
      expect(await remarksOf(api, id)).toBe('as created');
      // No notice is sent, and the change is read all the same.
      await sql`alter table records disable trigger records_notify_change`.execute(reading.database.db);
      await sql`update records set data = jsonb_set(data, '{remarks}', '"unannounced"') where id = ${id}`.execute(
        reading.database.db,
      );
      expect(await remarksOf(api, id)).toBe('unannounced');
    } finally {
      await reading.stop();
    }
  });
});

// Only PostgreSQL is shared by servers and reached over connections that can drop.
if (TEST_DB_KIND === 'postgres')
  describe('answers kept in memory, servers sharing a PostgreSQL database', () => {
    it("hears another server's writes", async () => {
      const other = await startTestServer({ databaseUrl: server.config.databaseUrl });
      try {
        const otherClerk = client(other.url, await signIn(other.url, 'clerk@ignite.local'));
        const created = await otherClerk.post('/api/court-fines', fine('CF-2026-9002'));
        expect(created.status).toBe(201);
        const id = created.body.id as number;
        await vi.waitFor(async () => expect(await remarksOf(clerk, id)).toBe('as created'), {
          timeout: 5000,
        });
        const updated = await otherClerk.put(`/api/court-fines/${id}`, {
          ...fine('CF-2026-9002'),
          remarks: 'on the other server',
          version: 1,
        });
        expect(updated.status).toBe(200);
        await vi.waitFor(async () => expect(await remarksOf(clerk, id)).toBe('on the other server'), {
          timeout: 5000,
        });
      } finally {
        await other.stop();
      }
    });

    it('answers from the database while its notices cannot be heard, and keeps again once they can', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const created = await clerk.post('/api/court-fines', fine('CF-2026-9003'));
      const id = created.body.id as number;
      expect(await remarksOf(clerk, id)).toBe('as created');
      const admin = new pg.Client({ connectionString: server.config.databaseUrl });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
          [LISTENER_NAME],
        );
        await vi.waitFor(() => expect(server.database.changes.live).toBe(false));
        expect(logged).toHaveBeenCalledWith(expect.stringContaining('hearing database changes was lost'));
        // Unheard writes are read at once while nothing is kept.
        await admin.query('alter table records disable trigger records_notify_change');
        await admin.query(
          `update records set data = jsonb_set(data, '{remarks}', '"while deaf"') where id = $1`,
          [id],
        );
        expect(await remarksOf(clerk, id)).toBe('while deaf');
        await admin.query('alter table records enable trigger records_notify_change');
        await vi.waitFor(() => expect(server.database.changes.live).toBe(true), { timeout: 5000 });
        await admin.query(
          `update records set data = jsonb_set(data, '{remarks}', '"heard again"') where id = $1`,
          [id],
        );
        await vi.waitFor(async () => expect(await remarksOf(clerk, id)).toBe('heard again'), {
          timeout: 5000,
        });
      } finally {
        await admin.query('alter table records enable trigger records_notify_change');
        await admin.end();
        logged.mockRestore();
      }
    });
  });
