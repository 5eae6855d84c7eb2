// The record a workflow acts on: locked for the length of the transaction that moves it along, then
// written with its new workflow status, history and (at the end) data.
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB, RecordsTable } from '../db/schema';
import { notFound } from '../errors';
import { approvedData } from '../records/approved-data';
import type { ChangedRecord } from '../records/changed-record';

export type WorkflowRecordRow = Selectable<RecordsTable>;

/**
 * Reads the record and holds its row lock until the transaction ends, deleted or not: a decision on an
 * item whose record was deleted meanwhile still closes the item.
 */
export async function lockRecord(trx: Kysely<DB>, recordId: number): Promise<WorkflowRecordRow> {
  return trx
    .selectFrom('records')
    .selectAll()
    .where('id', '=', recordId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * The live record of the resource with this id (with `lock`, its row locked until the transaction ends),
 * or 404 as the records API answers a record that is deleted or of another resource.
 */
export async function liveRecord(
  db: Kysely<DB>,
  resource: string,
  id: string,
  recordId: number | undefined,
  lock = false,
): Promise<WorkflowRecordRow> {
  let query = db
    .selectFrom('records')
    .selectAll()
    .where('resource', '=', resource)
    .where('id', '=', recordId ?? -1)
    .where('deleted', '=', false);
  if (lock) query = query.forUpdate();
  const row = recordId === undefined ? undefined : await query.executeTakeFirst();
  if (!row) throw notFound('RECORD_NOT_FOUND', `There is no ${resource} record with id "${id}"`);
  return row;
}

/**
 * The record as the checks against other records see the one a change replaces (record-checks.ts): its
 * id, for the checks to leave it out of what they sum, and the data that stands as approved
 * (approved-data.ts). A record that never stood (a create under review, or one rejected and sent again
 * changed) has no data that stands: the checks weigh it as a new record, and a rule that lets through a
 * change asking nothing more than the record held before does not let it through.
 */
export const changedRecordOf = (record: WorkflowRecordRow): ChangedRecord => ({
  id: Number(record.id),
  data: approvedData(record) ?? {},
});

/** Writes the given columns of the record and answers the row as stored. */
export async function updateWorkflowRecord(
  trx: Kysely<DB>,
  recordId: number,
  changes: Updateable<RecordsTable>,
): Promise<WorkflowRecordRow> {
  return trx
    .updateTable('records')
    .set(changes)
    .where('id', '=', recordId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
