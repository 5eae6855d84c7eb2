// Checks a chosen approver: an active user holding one of the step's roles (or acls), and none of those
// who may not act on this submission: its submitter, and for a later step whoever approved an earlier one
// (two steps are two people's sign-off).
import type { Kysely } from 'kysely';
import type { WorkflowActor, WorkflowStep } from '../../schemas/workflow';
import type { DB } from '../db/schema';
import { badRequest } from '../errors';
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
