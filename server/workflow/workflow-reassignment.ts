// Giving a pending item to another approver, when its assignee cannot act on it (a role of its step taken
// away, away, gone): an administrator chooses someone holding one of the step's roles, checked as the
// approver chooser's choice is, at the item version they saw. One transaction writes the item, the
// record's history and the audit log.
import type { Kysely } from 'kysely';
import { WORKFLOW_REASSIGN_ACL, type WorkflowReassignment, type WorkflowStep } from '../../schemas/workflow';
import { hasAccess } from '../../runtime/core/access';
import type { CurrentUser } from '../auth/current-user';
import { audit } from '../audit';
import type { DB } from '../db/schema';
import { AppError } from '../errors';
import { getResource } from '../records/resources';
import { usersByIds } from '../users';
import { approversOfSubmission, checkedActor, Exclusions, stepOfItem } from './workflow-actor';
import { assertPendingAt, findItem, toWorkflowItem, type WorkflowItemRow } from './workflow-items';
import { lockRecord, updateWorkflowRecord } from './workflow-records';

export const mayReassign = (user: CurrentUser) => hasAccess(user.acls, WORKFLOW_REASSIGN_ACL);

/** The step the item waits at, as its resource declares it now (none when the resource dropped it). */
async function stepOf(db: Kysely<DB>, item: WorkflowItemRow): Promise<WorkflowStep | undefined> {
  const resource = await getResource(db, item.resource, { includeRetired: true });
  return stepOfItem(resource.workflow?.[item.operation] ?? [], item);
}

async function stepWaitedAt(db: Kysely<DB>, item: WorkflowItemRow): Promise<WorkflowStep> {
  const step = await stepOf(db, item);
  if (!step)
    throw new AppError(
      409,
      'WORKFLOW_STEP_NOT_FOUND',
      `"${item.resource}" no longer declares the step "${item.step_name}": nobody can be chosen for it`,
    );
  return step;
}

/**
 * Who may not be given the item: its submitter and the approvers of the submission's earlier steps (as
 * the chooser of a next step), its assignee (it is theirs already), and the administrator reassigning it
 * (who would otherwise approve what they routed to themselves).
 */
async function reassignExclusions(db: Kysely<DB>, item: WorkflowItemRow, user: CurrentUser) {
  return new Exclusions()
    .add('SUBMITTER', item.submitted_by)
    .add('EARLIER_APPROVER', ...(await approversOfSubmission(db, Number(item.record_id))))
    .add('ASSIGNEE', item.assigned_to)
    .add('REASSIGNER', user.id);
}

/** What the approver chooser needs to offer the eligible users of a pending item, for the item view. */
export async function reassignChoice(db: Kysely<DB>, item: WorkflowItemRow, user: CurrentUser) {
  const step = await stepOf(db, item);
  if (!step) return undefined;
  return { allowedRoles: step.roles, excludedUsers: (await reassignExclusions(db, item, user)).ids };
}

export async function reassignItem(
  db: Kysely<DB>,
  itemId: string,
  user: CurrentUser,
  request: WorkflowReassignment,
) {
  return db.transaction().execute(async (trx) => {
    const item = await findItem(trx, itemId, true);
    assertPendingAt(item, request.version);
    const step = await stepWaitedAt(trx, item);
    const assignee = await checkedActor(
      trx,
      request.assignee,
      step,
      await reassignExclusions(trx, item, user),
    );
    const record = await lockRecord(trx, item.record_id);
    const [previous] = await usersByIds(trx, [item.assigned_to]);
    const reason = request.reason?.trim() || undefined;
    const updated = await trx
      .updateTable('workflow_items')
      .set({ assigned_to: assignee.id, version: item.version + 1, updated_at: new Date() })
      .where('id', '=', item.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await updateWorkflowRecord(trx, record.id, {
      workflow_history: JSON.stringify([
        ...record.workflow_history,
        {
          step: item.step_name,
          decision: 'REASSIGNED',
          byId: user.id,
          byName: user.displayName,
          at: new Date().toISOString(),
          assignedToName: assignee.displayName,
          ...(reason ? { reason } : {}),
        },
      ]),
    });
    await audit(trx, {
      actor: user,
      action: 'workflow.reassign',
      target: `${item.resource}/${item.record_id}`,
      before: { assignedTo: item.assigned_to, assignedToName: previous?.displayName ?? null },
      after: { assignedTo: assignee.id, assignedToName: assignee.displayName },
      details: { item: Number(item.id), step: item.step_name, ...(reason ? { reason } : {}) },
    });
    return {
      item: toWorkflowItem(updated),
      message: `Reassigned to ${assignee.displayName} for "${item.step_name}".`,
    };
  });
}
