// The record an update changes, as the checks of other records see it (record-checks.ts): a check weighs
// the data about to be stored against the other records, which this one is not one of.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface ChangedRecord {
  /** Its id, when the writer knows it (changedRecordId finds it otherwise). */
  id?: number | undefined;
  /** Its data as stored before the update. */
  data: Record<string, unknown>;
}

/**
 * The id of the record an update changes: the one given, or else that of the live record of the resource
 * holding exactly the stored data (for a writer that passes only the data; of records with equal data, the
 * newest).
 */
export async function changedRecordId(
  db: Kysely<DB>,
  resource: string,
  changed: ChangedRecord | undefined,
): Promise<number | undefined> {
  if (!changed) return undefined;
  if (changed.id !== undefined) return changed.id;
  const row = await db
    .selectFrom('records')
    .select('id')
    .where('resource', '=', resource)
    .where('deleted', '=', false)
    .where('data', '=', sql<Record<string, unknown>>`cast(${JSON.stringify(changed.data)} as jsonb)`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}
