// The migration chains the entries written before the chain existed, and appends continue that chain.
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { audit } from '../../audit';
import { verifyAuditChain } from '../../audit-verify';
import { openDatabase, type Database } from '../database';
import { migrateToLatest, migrations } from '../migrate';

let database: Database | undefined;
afterEach(() => database?.close());

describe('migration 0090-audit-chain', () => {
  it(
    'chains the existing entries in id order, and new entries follow them',
    { timeout: 60_000 },
    async () => {
      database = await openDatabase({ pgliteDir: 'memory://' });
      const { db } = database;
      const migrator = new Migrator({ db: db as never, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0070-form-display-settings')).error).toBeUndefined();
      for (const action of ['login.success', 'record.create', 'record.update']) {
        await sql`INSERT INTO audit_log (actor_name, action, after) VALUES ('Clara Clerk', ${action}, '{"b":1,"a":2}')`.execute(
          db,
        );
      }

      await migrateToLatest(db as never);
      const rows = await db
        .selectFrom('audit_log')
        .select(['id', 'prev_hash', 'hash'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.prev_hash)).toEqual(['0'.repeat(64), rows[0]!.hash, rows[1]!.hash]);
      expect(await verifyAuditChain(db)).toMatchObject({
        ok: true,
        count: 3,
        lastId: rows[2]!.id,
        lastHash: rows[2]!.hash,
      });

      await audit(db, { actor: null, action: 'login.failure', details: { username: 'x' } });
      expect(await verifyAuditChain(db)).toMatchObject({ ok: true, count: 4 });
      const head = await db.selectFrom('audit_chain').selectAll().executeTakeFirstOrThrow();
      const last = await db
        .selectFrom('audit_log')
        .select(['id', 'hash'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(head).toMatchObject({ last_id: last.id, last_hash: last.hash });
    },
  );
});
