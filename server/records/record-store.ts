// Records of a resource: JSONB data plus server-kept id, version and audit columns.
import type { Kysely, Selectable } from 'kysely';
import type { CurrentUser } from '../auth/current-user';
import type { DB, RecordsTable } from '../db/schema';
import { notFound } from '../errors';

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
  };
}

export async function insertRecord(
  db: Kysely<DB>,
  resource: string,
  data: Record<string, unknown>,
  user: CurrentUser,
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
  return toApiRecord(row);
}

export async function getRecord(db: Kysely<DB>, resource: string, id: string): Promise<StoredRecord> {
  const numericId = /^\d{1,15}$/.test(id) ? Number(id) : undefined;
  const row =
    numericId === undefined
      ? undefined
      : await db
          .selectFrom('records')
          .selectAll()
          .where('resource', '=', resource)
          .where('id', '=', numericId)
          .where('deleted', '=', false)
          .executeTakeFirst();
  if (!row) throw notFound('RECORD_NOT_FOUND', `There is no ${resource} record with id "${id}"`);
  return toApiRecord(row);
}
