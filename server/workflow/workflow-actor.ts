// Checks a chosen approver: an active user holding one of the step's roles (or acls), and none of those
// who may not act on this submission: its submitter, and for a later step whoever approved an earlier one
// (two steps are two people's sign-off).
import type { Kysely } from 'kysely';
import type { WorkflowActor, WorkflowStep } from '../../schemas/workflow';
import type { DB } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { usersByIds, usersHoldingAny } from '../users';

/** Why someone holding the step's roles may still not take it. */
export type Exclusion = 'SUBMITTER' | 'APPROVER' | 'EARLIER_APPROVER' | 'ASSIGNEE' | 'REASSIGNER';

const EXCLUSION_TEXT: Record<Exclusion, string> = {
  SUBMITTER: 'submitted it',
  APPROVER: 'approve the step before',
  EARLIER_APPROVER: 'approved an earlier step of it',
  ASSIGNEE: 'already have it',
  REASSIGNER: 'are reassigning it',
};

/** Users who may not take the step, by id; the first reason given for an id stands. */
export class Exclusions {
  private readonly reasons = new Map<string, Exclusion>();

  add(reason: Exclusion, ...ids: string[]): this {
    for (const id of ids) if (!this.reasons.has(id)) this.reasons.set(id, reason);
    return this;
  }

  get ids(): string[] {
    return [...this.reasons.keys()];
  }

  reasonFor(id: string): Exclusion | undefined {
    return this.reasons.get(id);
  }
}

/** Who approved the steps of the record's current submission so far (its history since it was submitted). */
export async function approversOfSubmission(db: Kysely<DB>, recordId: number): Promise<string[]> {
  const row = await db
    .selectFrom('records')
    .select('workflow_history')
    .where('id', '=', recordId)
    .executeTakeFirstOrThrow();
  const history = row.workflow_history;
  const submitted = history.map((entry) => entry.decision).lastIndexOf('SUBMITTED');
  return history
    .slice(submitted + 1)
    .filter((entry) => entry.decision === 'APPROVED')
    .map((entry) => entry.byId);
}

export async function checkedActor(
  db: Kysely<DB>,
  actor: WorkflowActor | undefined,
  step: WorkflowStep,
  excluded: Exclusions,
) {
  if (!actor) throw badRequest('WORKFLOW_ACTOR_REQUIRED', `Choose who approves "${step.name}"`);
  const [user] = await usersByIds(db, [actor.id]);
  if (!user)
    throw badRequest(
      'UNKNOWN_WORKFLOW_ACTOR',
      `There is no active user "${actor.id}" to approve "${step.name}"`,
      {
        userId: actor.id,
      },
    );
  const holders = await usersHoldingAny(db, step.roles);
  if (!holders.some((holder) => holder.id === user.id)) {
    throw badRequest(
      'INVALID_WORKFLOW_ACTOR',
      `The chosen approver may not act on "${step.name}": choose someone holding ${step.roles.join(' or ')}`,
      {
        allowedRoles: step.roles,
      },
    );
  }
  const reason = excluded.reasonFor(user.id);
  if (reason) {
    throw badRequest(
      'WORKFLOW_ACTOR_EXCLUDED',
      `${user.displayName} may not approve "${step.name}": they ${EXCLUSION_TEXT[reason]}. Choose someone else.`,
      { userId: user.id, reason, excludedUsers: excluded.ids },
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
