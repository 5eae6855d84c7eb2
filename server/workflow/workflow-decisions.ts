// Acting on a workflow item: only its assignee may. Approving moves to the next step (which needs its
// approver) or, at the last step, applies the changes; rejecting returns the item to the submitter with
// a reason. Every decision lands in the record's workflowHistory, in one transaction.
import type { Kysely } from 'kysely';
import type { WorkflowDecision, WorkflowHistoryEntry } from '../../schemas/workflow';
import type { CurrentUser } from '../auth/current-user';
import { audit } from '../audit';
import type { DB } from '../db/schema';
import { AppError, accessDenied, badRequest } from '../errors';
import { getResource } from '../records/resources';
import { toApiRecord } from '../records/record-store';
import { checkedActor } from './workflow-actor';
import { findItem, type WorkflowItemRow } from './workflow-items';

export interface DecisionAnswer {
  status: number;
  body: Record<string, unknown>;
}

function assertAssignee(item: WorkflowItemRow, user: CurrentUser, version: unknown): void {
  if (item.assigned_to !== user.id) throw accessDenied('Only the assigned approver may act on this item');
  if (item.status !== 'PENDING')
    throw new AppError(409, 'WORKFLOW_ITEM_CLOSED', 'This item has already been decided');
  if (version !== undefined && Number(version) !== item.version) {
    throw new AppError(409, 'VERSION_CONFLICT', 'This item was changed meanwhile. Reload it and try again.', {
      expectedVersion: version,
      currentVersion: item.version,
    });
  }
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

export async function approveItem(
  db: Kysely<DB>,
  itemId: string,
  user: CurrentUser,
  decision: WorkflowDecision & { version?: number },
): Promise<DecisionAnswer> {
  const preview = await findItem(db, itemId);
  assertAssignee(preview, user, decision.version);
  const resource = await getResource(db, preview.resource, { includeRetired: true });
  const steps = resource.workflow?.[preview.operation] ?? [];
  const next = steps[preview.step_index + 1];
  if (next && !decision.nextStepWorkflowActor) {
    // The approver chooses who takes the next step before anything is written.
    return {
      status: 200,
      body: {
        nextAction: { allowedRoles: next.roles, broadcastRequest: false },
        message: `Choose who approves "${next.name}".`,
      },
    };
  }
  const nextActor = next
    ? await checkedActor(db, decision.nextStepWorkflowActor, next, preview.submitted_by)
    : undefined;
  return db.transaction().execute(async (trx) => {
    const item = await findItem(trx, itemId, true);
    assertAssignee(item, user, decision.version);
    const record = await trx
      .selectFrom('records')
      .selectAll()
      .where('id', '=', item.record_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('workflow_items')
      .set({ status: 'DONE', version: item.version + 1, updated_at: new Date() })
      .where('id', '=', item.id)
      .execute();
    const history = [
      ...record.workflow_history,
      entry(item, user, 'APPROVED', nextActor ? { assignedToName: nextActor.displayName } : {}),
    ];
    if (next && nextActor) {
      await trx
        .insertInto('workflow_items')
        .values({
          resource: item.resource,
          record_id: item.record_id,
          operation: item.operation,
          step_index: item.step_index + 1,
          step_name: next.name,
          status: 'PENDING',
          assigned_to: nextActor.id,
          submitted_by: item.submitted_by,
          submitted_by_name: item.submitted_by_name,
          summary: item.summary,
        })
        .execute();
      const row = await trx
        .updateTable('records')
        .set({ workflow_history: JSON.stringify(history) })
        .where('id', '=', record.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, {
        actor: user,
        action: 'workflow.approve',
        target: `${item.resource}/${item.record_id}`,
        details: { step: item.step_name, next: next.name, assignedTo: nextActor.id },
      });
      return {
        status: 200,
        body: {
          record: toApiRecord(row),
          message: `Approved. Sent to ${nextActor.displayName} for "${next.name}".`,
        },
      };
    }
    const applied = record.pending_changes ?? record.data;
    const row = await trx
      .updateTable('records')
      .set({
        data: JSON.stringify(applied),
        pending_changes: null,
        workflow_status: 'APPROVED',
        workflow_history: JSON.stringify(history),
        version: record.version + 1,
        updated_by_id: user.id,
        updated_by_name: user.displayName,
        updated_at: new Date(),
      })
      .where('id', '=', record.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actor: user,
      action: 'workflow.approve',
      target: `${item.resource}/${item.record_id}`,
      before: record.data,
      after: applied,
      details: { step: item.step_name, final: true },
    });
    return { status: 200, body: { record: toApiRecord(row), message: 'Approved. The changes are applied.' } };
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
    const item = await findItem(trx, itemId, true);
    assertAssignee(item, user, decision.version);
    const record = await trx
      .selectFrom('records')
      .selectAll()
      .where('id', '=', item.record_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('workflow_items')
      .set({ status: 'DONE', version: item.version + 1, updated_at: new Date() })
      .where('id', '=', item.id)
      .execute();
    // The submitter finds the rejection, with its reason, in their worklist.
    await trx
      .insertInto('workflow_items')
      .values({
        resource: item.resource,
        record_id: item.record_id,
        operation: item.operation,
        step_index: item.step_index,
        step_name: item.step_name,
        status: 'RETURNED',
        assigned_to: item.submitted_by,
        submitted_by: item.submitted_by,
        submitted_by_name: item.submitted_by_name,
        summary: item.summary,
      })
      .execute();
    const row = await trx
      .updateTable('records')
      .set({
        pending_changes: null,
        workflow_status: 'REJECTED',
        workflow_history: JSON.stringify([
          ...record.workflow_history,
          entry(item, user, 'REJECTED', { reason }),
        ]),
      })
      .where('id', '=', record.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actor: user,
      action: 'workflow.reject',
      target: `${item.resource}/${item.record_id}`,
      details: { step: item.step_name, reason },
    });
    return {
      status: 200,
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
