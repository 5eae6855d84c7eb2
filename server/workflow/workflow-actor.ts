// Checks a chosen approver: an active user, not the submitter, holding one of the step's roles (or acls).
import type { Kysely } from 'kysely';
import type { WorkflowActor, WorkflowStep } from '../../schemas/workflow';
import type { DB } from '../db/schema';
import { badRequest } from '../errors';
import { usersHoldingAny } from '../users';

export async function checkedActor(
  db: Kysely<DB>,
  actor: WorkflowActor | undefined,
  step: WorkflowStep,
  submitterId: string,
) {
  if (!actor) throw badRequest('WORKFLOW_ACTOR_REQUIRED', `Choose who approves "${step.name}"`);
  const allowed = await usersHoldingAny(db, step.roles, [submitterId]);
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
