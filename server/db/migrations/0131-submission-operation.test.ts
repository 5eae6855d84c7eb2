// The migration marks each history's first submission with what it did, from the record's first workflow
// item: a record created without a workflow then stands while a change of it is under review.
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { approvedData } from '../../records/approved-data';
import { openDatabase, type Database } from '../database';
import { migrateToLatest, migrations } from '../migrate';

let database: Database | undefined;
afterEach(() => database?.close());

const submitted = (at: string) => ({ step: 'Review', decision: 'SUBMITTED', byId: 'u1', byName: 'Ann', at });

describe('migration 0131-submission-operation', () => {
  it('marks the first submission of each history as a create or an update', { timeout: 60_000 }, async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    const { db } = database;
    const migrator = new Migrator({ db: db as never, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0130-pending-changes-index')).error).toBeUndefined();
    await sql`insert into forms (id, name, components) values ('payment', 'Payment', '[]')`.execute(db);
    await sql`insert into resources (name, form_id, read_acl, write_acl) values ('payments', 'payment', 'a', 'a')`.execute(
      db,
    );
    await sql`insert into users (id, username, password_hash, first_name, last_name, display_name, judiciary_id)
      values ('u1', 'ann@x', '-', 'Ann', 'Lee', 'Ann Lee', 'J-1')`.execute(db);
    const insert = async (operation: string, pending: unknown) => {
      const history = JSON.stringify([submitted('2026-01-01T00:00:00.000Z')]);
      const { rows } = await sql<{ id: string }>`
        insert into records (resource, data, pending_changes, workflow_status, workflow_history,
          created_by_id, created_by_name, updated_by_id, updated_by_name)
        values ('payments', '{"amount":10}', ${pending === null ? null : JSON.stringify(pending)}, 'PENDING',
          ${history}, 'u1', 'Ann', 'u1', 'Ann')
        returning id`.execute(db);
      const id = rows[0]!.id;
      await sql`insert into workflow_items (resource, record_id, operation, step_index, step_name, status,
          assigned_to, submitted_by, submitted_by_name)
        values ('payments', ${id}, ${operation}, 0, 'Review', 'PENDING', 'u1', 'u1', 'Ann')`.execute(db);
      return String(id);
    };
    const created = await insert('create', null);
    const changed = await insert('update', { amount: 20 });
    const untouched = (
      await sql<{ id: string }>`
        insert into records (resource, data, created_by_id, created_by_name, updated_by_id, updated_by_name)
        values ('payments', '{"amount":5}', 'u1', 'Ann', 'u1', 'Ann') returning id`.execute(db)
    ).rows[0]!.id.toString();

    await migrateToLatest(db as never);
    const rows = await db
      .selectFrom('records')
      .select(['id', 'data', 'workflow_status', 'workflow_history'])
      .orderBy('id')
      .execute();
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    expect(byId.get(created)!.workflow_history[0]!.operation).toBe('create');
    expect(byId.get(changed)!.workflow_history[0]!.operation).toBe('update');
    expect(byId.get(untouched)!.workflow_history).toEqual([]);
    // A new record under review has nothing that stands; one changed under review still stands.
    expect(approvedData(byId.get(created)!)).toBeUndefined();
    expect(approvedData(byId.get(changed)!)).toEqual({ amount: 10 });
  });
});
