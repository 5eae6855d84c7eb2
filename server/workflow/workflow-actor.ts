// Checks a chosen approver: an active user holding one of the step's roles (or acls), and none of those
// who may not act on this submission: its submitter, and for a later step whoever approved an earlier one
// (two steps are two people's sign-off).
import type { Kysely } from 'kysely';
import type { WorkflowActor, WorkflowStep } from '../../schemas/workflow';
import type { DB } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { usersHoldingAny } from '../users';

export async function checkedActor(
  db: Kysely<DB>,
  actor: WorkflowActor | undefined,
  step: WorkflowStep,
  excludedIds: readonly string[],
) {
  if (!actor) throw badRequest('WORKFLOW_ACTOR_REQUIRED', `Choose who approves "${step.name}"`);
  const allowed = await usersHoldingAny(db, step.roles, [...excludedIds]);
  const user = allowed.find((candidate) => candidate.id === actor.id);
  if (!user) {
    throw badRequest(
      'INVALID_WORKFLOW_ACTOR',
      `The chosen approver may not act on "${step.name}": choose someone holding ${step.roles.join(' or ')}`,
      {
        allowedRoles: step.roles,
      },
    );
  }
  return user;
}

/** The step an item waits at, as its resource declares it now: by name, else by position. */
export function stepOfItem(
  steps: readonly WorkflowStep[],
  item: { step_name: string; step_index: number },
): WorkflowStep | undefined {
  return steps.find((step) => step.name === item.step_name) ?? steps[item.step_index];
}

/**
 * Why the user may not decide at the step, if they may not: they must still hold one of its roles (or acls),
 * as when they were chosen. A role taken away takes the decision with it.
 */
export async function stepRefusal(
  db: Kysely<DB>,
  step: WorkflowStep,
  userId: string,
): Promise<AppError | undefined> {
  const holders = await usersHoldingAny(db, step.roles);
  if (holders.some((holder) => holder.id === userId)) return undefined;
  return new AppError(
    403,
    'WORKFLOW_ROLE_REQUIRED',
    `You no longer hold ${step.roles.join(' or ')}, which "${step.name}" needs: you cannot approve or ` +
      'reject this item. An administrator can give it back to you.',
    { allowedRoles: step.roles },
  );
}
