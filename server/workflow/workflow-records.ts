// The record a workflow acts on: locked for the length of the transaction that moves it along, then
// written with its new workflow status, history and (at the end) data.
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB, RecordsTable } from '../db/schema';

export type WorkflowRecordRow = Selectable<RecordsTable>;

/** Reads the record and holds its row lock until the transaction ends. */
export async function lockRecord(trx: Kysely<DB>, recordId: number): Promise<WorkflowRecordRow> {
  return trx
    .selectFrom('records')
    .selectAll()
    .where('id', '=', recordId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

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
