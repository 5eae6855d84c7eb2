// The data of a record that stands as stored: what other records are weighed against (the payments and
// write-offs of a court fine, the disbursements of a deposit). A record written without a workflow stands
// as it is; one created through a workflow stands once the last step of a submission approved it: its
// data is then what was approved, while a change under review waits in its pending changes. A record
// created through a workflow and not yet approved (under review, or rejected) has nothing that stands. A
// record created without one still stands while a change of it is under review, and after the change is
// rejected: its history begins with that change's submission (operation 'update').
import type { Selectable } from 'kysely';
import type { WorkflowHistoryEntry } from '../../schemas/workflow';
import type { RecordsTable } from '../db/schema';

type WorkflowColumns = Pick<Selectable<RecordsTable>, 'data' | 'workflow_status' | 'workflow_history'>;

/** A last step's approval: an approval of a step that named no approver of a next one. */
export const isFinalApproval = (entry: WorkflowHistoryEntry) =>
  entry.decision === 'APPROVED' && entry.assignedToName === undefined;

/** The record's data if it stands as stored, else undefined. */
export function approvedData(record: WorkflowColumns): Record<string, unknown> | undefined {
  if (record.workflow_status === null || record.workflow_status === 'APPROVED') return record.data;
  const history = record.workflow_history ?? [];
  const createdWithoutWorkflow = history[0]?.operation === 'update';
  return createdWithoutWorkflow || history.some(isFinalApproval) ? record.data : undefined;
}
