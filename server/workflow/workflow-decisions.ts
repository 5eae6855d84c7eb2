// Acting on a workflow item: only its assignee may, while they hold one of its step's roles. Approving moves to the next step (which needs its
// approver) or, at the last step, applies the changes; rejecting returns the item to the submitter with
// a reason. Every decision lands in the record's workflowHistory, in one transaction.
import type { Kysely } from 'kysely';
import type { WorkflowDecision, WorkflowHistoryEntry } from '../../schemas/workflow';
import type { CurrentUser } from '../auth/current-user';
import { audit } from '../audit';
import type { DB } from '../db/schema';
import { AppError, accessDenied, badRequest } from '../errors';
import { getResource } from '../records/resources';
import { recordAccess } from '../records/record-access';
import { assertRecordChecks } from '../records/record-checks';
import { assertUniqueValues } from '../records/unique-values';
import { toApiRecord, type StoredRecord } from '../records/record-store';
import { approversOfSubmission, checkedActor, Exclusions, stepOfItem, stepRefusal } from './workflow-actor';
import {
  assertPendingAt,
  closeDecidedItem,
  findItem,
  insertFollowingItem,
  type WorkflowItemRow,
} from './workflow-items';
import {
  changedRecordOf,
  lockRecord,
  updateWorkflowRecord,
  type WorkflowRecordRow,
} from './workflow-records';

export interface DecisionAnswer {
  status: number;
  /** The record as stored: the route answers it as the deciding user may see it. */
  body: { record?: StoredRecord; message: string } & Record<string, unknown>;
  /** The resource of the item's record. */
  resource: string;
}

/**
 * The user may decide the item: they are its assignee, it still waits at the version they saw, and they
 * still hold one of its step's roles (or acls): a role taken away since they were chosen takes the decision
 * with it.
 */
async function assertMayDecide(
  db: Kysely<DB>,
  item: WorkflowItemRow,
  user: CurrentUser,
  version: unknown,
): Promise<void> {
  if (item.assigned_to !== user.id) throw accessDenied('Only the assigned approver may act on this item');
  assertPendingAt(item, version);
  const refusal = await decisionRefusal(db, item, user);
  if (refusal) throw refusal;
}

/** Why the item's assignee may not decide it at its step, if they may not (stepRefusal). */
export async function decisionRefusal(
  db: Kysely<DB>,
  item: WorkflowItemRow,
  user: CurrentUser,
): Promise<AppError | undefined> {
  const resource = await getResource(db, item.resource, { includeRetired: true });
  const step = stepOfItem(resource.workflow?.[item.operation] ?? [], item);
  return step ? stepRefusal(db, step, user.id) : undefined;
}

const entry = (
  item: WorkflowItemRow,
  user: CurrentUser,
  decision: 'APPROVED' | 'REJECTED',
  extra: Partial<WorkflowHistoryEntry> = {},
): WorkflowHistoryEntry => ({
  step: item.step_name,
  decision,
  byId: user.id,
  byName: user.displayName,
  at: new Date().toISOString(),
  ...extra,
});

/** The audit target of a decision: the item's record. */
const targetOf = (item: WorkflowItemRow) => `${item.resource}/${item.record_id}`;

/**
 * The start of every decision, inside its transaction: the item and its record locked, the user checked
 * as the item's assignee at the version they saw, and the item closed.
 */
async function takeDecision(
  trx: Kysely<DB>,
  itemId: string,
  user: CurrentUser,
  version: unknown,
): Promise<{ item: WorkflowItemRow; record: WorkflowRecordRow }> {
  const item = await findItem(trx, itemId, true);
  await assertMayDecide(trx, item, user, version);
  const record = await lockRecord(trx, item.record_id);
  await closeDecidedItem(trx, item);
  return { item, record };
}

export async function approveItem(
  db: Kysely<DB>,
  itemId: string,
  user: CurrentUser,
  decision: WorkflowDecision & { version?: number },
): Promise<DecisionAnswer> {
  const preview = await findItem(db, itemId);
  await assertMayDecide(db, preview, user, decision.version);
  const resource = await getResource(db, preview.resource, { includeRetired: true });
  const steps = resource.workflow?.[preview.operation] ?? [];
  const next = steps[preview.step_index + 1];
  // Who may not take the next step: the submitter, this approver and whoever approved an earlier one.
  const excludedUsers = async () =>
    new Exclusions()
      .add('SUBMITTER', preview.submitted_by)
      .add('APPROVER', user.id)
      .add('EARLIER_APPROVER', ...(await approversOfSubmission(db, preview.record_id)));
  if (next && !decision.nextStepWorkflowActor) {
    // The approver chooses who takes the next step before anything is written; the chooser leaves out
    // those the server would refuse.
    return {
      status: 200,
      resource: preview.resource,
      body: {
        nextAction: {
          allowedRoles: next.roles,
          broadcastRequest: false,
          excludedUsers: (await excludedUsers()).ids,
        },
        message: `Choose who approves "${next.name}".`,
      },
    };
  }
  const nextActor = next
    ? await checkedActor(db, decision.nextStepWorkflowActor, next, await excludedUsers())
    : undefined;
  // The last step applies the changes: the form's unique values and the checks against other records that
  // name locks (record-checks.ts) are run again then, as the approver.
  const access = next ? undefined : await recordAccess(db, preview.resource, user, 'review');
  return db.transaction().execute(async (trx) => {
    const { item, record } = await takeDecision(trx, itemId, user, decision.version);
    // Deleted while under review (before deletes waited for the review): nothing is left to change.
    if (record.deleted)
      throw new AppError(
        409,
        'RECORD_DELETED',
        'This record was deleted: there is nothing to approve. Reject the item to close it.',
      );
    const history = [
      ...record.workflow_history,
      entry(item, user, 'APPROVED', nextActor ? { assignedToName: nextActor.displayName } : {}),
    ];
    if (next && nextActor) {
      await insertFollowingItem(trx, item, {
        step_index: item.step_index + 1,
        step_name: next.name,
        status: 'PENDING',
        assigned_to: nextActor.id,
      });
      const row = await updateWorkflowRecord(trx, record.id, { workflow_history: JSON.stringify(history) });
      await audit(trx, {
        actor: user,
        action: 'workflow.approve',
        target: targetOf(item),
        details: { step: item.step_name, next: next.name, assignedTo: nextActor.id },
      });
      return {
        status: 200,
        resource: item.resource,
        body: {
          record: toApiRecord(row),
          message: `Approved. Sent to ${nextActor.displayName} for "${next.name}".`,
        },
      };
    }
    const applied = record.pending_changes ?? record.data;
    // Weighed against what of the record stands as approved: for a create, nothing (not its own data).
    if (access) await assertRecordChecks(trx, access, applied, changedRecordOf(record));
    await assertUniqueValues(trx, {
      resource: item.resource,
      components: access?.components ?? [],
      data: applied,
      record: { id: Number(record.id), data: record.data },
    });
    const row = await updateWorkflowRecord(trx, record.id, {
      data: JSON.stringify(applied),
      pending_changes: null,
      workflow_status: 'APPROVED',
      workflow_history: JSON.stringify(history),
      version: record.version + 1,
      updated_by_id: user.id,
      updated_by_name: user.displayName,
      updated_at: new Date(),
    });
    // The data applied (the same for a new record, changed fields for an update) and the status it leaves,
    // as a rejection records the status it leaves.
    await audit(trx, {
      actor: user,
      action: 'workflow.approve',
      target: targetOf(item),
      before: { ...record.data, workflowStatus: record.workflow_status },
      after: { ...applied, workflowStatus: 'APPROVED' },
      details: { step: item.step_name, final: true },
    });
    return {
      status: 200,
      resource: item.resource,
      body: { record: toApiRecord(row), message: 'Approved. The changes are applied.' },
    };
  });
}

export async function rejectItem(
  db: Kysely<DB>,
  itemId: string,
  user: CurrentUser,
  decision: WorkflowDecision & { version?: number },
): Promise<DecisionAnswer> {
  const reason = decision.reason?.trim();
  if (!reason)
    throw badRequest('REASON_REQUIRED', 'Give a reason for the rejection', [
      { path: '/reason', message: 'reason is required' },
    ]);
  return db.transaction().execute(async (trx) => {
    const { item, record } = await takeDecision(trx, itemId, user, decision.version);
    // The submitter finds the rejection, with its reason, in their worklist.
    await insertFollowingItem(trx, item, {
      step_index: item.step_index,
      step_name: item.step_name,
      status: 'RETURNED',
      assigned_to: item.submitted_by,
    });
    const row = await updateWorkflowRecord(trx, record.id, {
      pending_changes: null,
      workflow_status: 'REJECTED',
      workflow_history: JSON.stringify([
        ...record.workflow_history,
        // What was rejected stays with the rejection, for the submitter to see (and send again, changed).
        entry(item, user, 'REJECTED', {
          reason,
          ...(record.pending_changes ? { pendingChanges: record.pending_changes } : {}),
        }),
      ]),
    });
    await audit(trx, {
      actor: user,
      action: 'workflow.reject',
      target: targetOf(item),
      before: { workflowStatus: record.workflow_status },
      after: { workflowStatus: 'REJECTED' },
      details: { step: item.step_name, reason },
    });
    return {
      status: 200,
      resource: item.resource,
      body: { record: toApiRecord(row), message: 'Rejected. The submitter has been told why.' },
    };
  });
}

/** The submitter has read a returned item: it leaves their worklist. */
export async function acknowledgeItem(db: Kysely<DB>, itemId: string, user: CurrentUser): Promise<void> {
  const item = await findItem(db, itemId);
  if (item.assigned_to !== user.id) throw accessDenied('This item is not yours');
  if (item.status !== 'RETURNED')
    throw new AppError(409, 'WORKFLOW_ITEM_CLOSED', 'Only a returned item can be acknowledged');
  await db
    .updateTable('workflow_items')
    .set({ status: 'DONE', updated_at: new Date() })
    .where('id', '=', item.id)
    .execute();
}
