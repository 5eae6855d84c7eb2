// Records of a resource: JSONB data plus server-kept id, version and audit columns. Every write is one
// transaction together with its audit entry.
import type { Kysely, Selectable } from 'kysely';
import type { CurrentUser } from '../auth/current-user';
import { audit, type AuditEntry } from '../audit';
import type { DB, RecordsTable } from '../db/schema';
import { notFound } from '../errors';
import { assertAtVersion } from './record-version';

export type StoredRecord = Record<string, unknown> & { id: number; version: number };

export function toApiRecord(row: Selectable<RecordsTable>): StoredRecord {
  return {
    ...row.data,
    id: Number(row.id),
    version: row.version,
    createdById: row.created_by_id,
    createdByName: row.created_by_name,
    createdDate: new Date(row.created_at).toISOString(),
    lastModifiedById: row.updated_by_id,
    lastModifiedByName: row.updated_by_name,
    lastModifiedDate: new Date(row.updated_at).toISOString(),
    // The spec's record extras, present when the record has been through a workflow.
    ...(row.workflow_status ? { workflowStatus: row.workflow_status } : {}),
    ...(row.pending_changes ? { pendingChanges: row.pending_changes } : {}),
    ...(row.workflow_history?.length ? { workflowHistory: row.workflow_history } : {}),
  };
}

/** Record ids are positive integers; anything else cannot name a record. */
export function parseRecordId(id: string): number | undefined {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined;
}

/** The ids of a comma-separated list, once each; ids no record can have (0, more than 15 digits) match none. */
export function parseRecordIds(list: string): number[] {
  return [...new Set(list.split(',').flatMap((id) => parseRecordId(id.trim()) ?? []))];
}

async function findRow(db: Kysely<DB>, resource: string, id: string, forUpdate = false) {
  const numericId = parseRecordId(id);
  if (numericId === undefined) return undefined;
  let query = db
    .selectFrom('records')
    .selectAll()
    .where('resource', '=', resource)
    .where('id', '=', numericId)
    .where('deleted', '=', false);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

const recordNotFound = (resource: string, id: string) =>
  notFound('RECORD_NOT_FOUND', `There is no ${resource} record with id "${id}"`);

export async function getRecord(db: Kysely<DB>, resource: string, id: string): Promise<StoredRecord> {
  const row = await findRow(db, resource, id);
  if (!row) throw recordNotFound(resource, id);
  return toApiRecord(row);
}

/** The stored data of a record (no audit fields), for merging an update. */
export async function getRecordData(
  db: Kysely<DB>,
  resource: string,
  id: string,
): Promise<Record<string, unknown>> {
  return (await lockOrReadRecord(db, resource, id, false)).data;
}

/**
 * Inside a transaction: the record's data and version, its row locked so that no other write changes it
 * before this one ends.
 */
export function lockRecord(
  trx: Kysely<DB>,
  resource: string,
  id: string,
): Promise<{ data: Record<string, unknown>; version: number }> {
  return lockOrReadRecord(trx, resource, id, true);
}

async function lockOrReadRecord(db: Kysely<DB>, resource: string, id: string, forUpdate: boolean) {
  const row = await findRow(db, resource, id, forUpdate);
  if (!row) throw recordNotFound(resource, id);
  return { data: row.data, version: row.version };
}

/**
 * Stores a new record and its audit entry. `auditTo` takes the entry instead of appending it at once: a
 * write storing many records appends their entries at its end, so that the audit chain's lock (which
 * every audited write waits for) is held only for those last moments of its transaction.
 */
export async function insertRecord(
  db: Kysely<DB>,
  resource: string,
  data: Record<string, unknown>,
  user: CurrentUser,
  auditTo: (entry: AuditEntry) => Promise<void> = (entry) => audit(db, entry),
): Promise<StoredRecord> {
  const row = await db
    .insertInto('records')
    .values({
      resource,
      data: JSON.stringify(data),
      created_by_id: user.id,
      created_by_name: user.displayName,
      updated_by_id: user.id,
      updated_by_name: user.displayName,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const record = toApiRecord(row);
  await auditTo({
    actor: user,
    action: 'record.create',
    target: `${resource}/${record.id}`,
    after: row.data,
  });
  return record;
}

/** Replaces a record's data when `expectedVersion` is still current; 409 otherwise. */
export async function updateRecord(
  db: Kysely<DB>,
  resource: string,
  id: string,
  expectedVersion: number,
  data: Record<string, unknown>,
  user: CurrentUser,
): Promise<StoredRecord> {
  const current = await findRow(db, resource, id, true);
  if (!current) throw recordNotFound(resource, id);
  assertAtVersion(current, expectedVersion);
  const row = await db
    .updateTable('records')
    .set({
      data: JSON.stringify(data),
      version: current.version + 1,
      updated_by_id: user.id,
      updated_by_name: user.displayName,
      updated_at: new Date(),
    })
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(db, {
    actor: user,
    action: 'record.update',
    target: `${resource}/${id}`,
    before: current.data,
    after: row.data,
  });
  return toApiRecord(row);
}

/** Soft delete: the record stays in the table, marked deleted. */
export async function deleteRecord(
  db: Kysely<DB>,
  resource: string,
  id: string,
  user: CurrentUser,
): Promise<void> {
  const current = await findRow(db, resource, id, true);
  if (!current) throw recordNotFound(resource, id);
  await db
    .updateTable('records')
    .set({
      deleted: true,
      version: current.version + 1,
      updated_by_id: user.id,
      updated_by_name: user.displayName,
      updated_at: new Date(),
    })
    .where('id', '=', current.id)
    .execute();
  await audit(db, {
    actor: user,
    action: 'record.delete',
    target: `${resource}/${id}`,
    before: current.data,
  });
}
