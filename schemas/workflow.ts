// Workflows (issue: approvals from submission to worklist): the steps a resource's creates and updates
// go through, the items approvers act on, and the answers of a submission that needs an approver.
import Type from 'typebox';
import { ROLES_ADMIN_ACL } from './roles';

export const WorkflowStep = Type.Object({
  name: Type.String({ minLength: 1 }),
  /** Role names (or acl names) whose holders may act on this step. */
  roles: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
});
export type WorkflowStep = Type.Static<typeof WorkflowStep>;

export const WorkflowDefinition = Type.Object({
  create: Type.Optional(Type.Array(WorkflowStep, { minItems: 1 })),
  update: Type.Optional(Type.Array(WorkflowStep, { minItems: 1 })),
  /** Refuse other changes to a record while it is under review. */
  lockDuringReview: Type.Optional(Type.Boolean()),
  /** The record field that summarises it in the worklist (a case number). */
  summaryField: Type.Optional(Type.String()),
});
export type WorkflowDefinition = Type.Static<typeof WorkflowDefinition>;

export const WorkflowActor = Type.Object({
  id: Type.String({ minLength: 1 }),
  displayName: Type.Optional(Type.String()),
});
export type WorkflowActor = Type.Static<typeof WorkflowActor>;

/** A submission resent with the chosen approver (spec 000 §4). */
export const WorkflowSubmission = Type.Object({
  requestBody: Type.Record(Type.String(), Type.Unknown()),
  workflowActor: Type.Optional(WorkflowActor),
  nextStepWorkflowActor: Type.Optional(WorkflowActor),
  currentUser: Type.Optional(WorkflowActor),
});
export type WorkflowSubmission = Type.Static<typeof WorkflowSubmission>;

export const WorkflowHistoryEntry = Type.Object({
  step: Type.String(),
  decision: Type.Union([
    Type.Literal('SUBMITTED'),
    Type.Literal('APPROVED'),
    Type.Literal('REJECTED'),
    /** An administrator gave the step to another approver (assignedToName), with their reason if any. */
    Type.Literal('REASSIGNED'),
  ]),
  byId: Type.String(),
  byName: Type.String(),
  at: Type.String(),
  reason: Type.Optional(Type.String()),
  assignedToName: Type.Optional(Type.String()),
  /**
   * On a submission: whether it created the record or changed one that stood. Of the entries written before
   * migration 0131 only a record's first has it (what approved-data.ts needs).
   */
  operation: Type.Optional(Type.Union([Type.Literal('create'), Type.Literal('update')])),
  /** On a rejected update: the changes it rejected (the record's pendingChanges until then). */
  pendingChanges: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type WorkflowHistoryEntry = Type.Static<typeof WorkflowHistoryEntry>;

export const WorkflowDecision = Type.Object({
  /** The next approver, when the approved step is not the last. */
  nextStepWorkflowActor: Type.Optional(WorkflowActor),
  reason: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type WorkflowDecision = Type.Static<typeof WorkflowDecision>;

/**
 * Who may give a pending item to another approver: whoever administers roles. They already decide who
 * holds a step's roles, so choosing which holder takes a step gives them nothing more.
 */
export const WORKFLOW_REASSIGN_ACL = ROLES_ADMIN_ACL;

/** A pending item given to another approver, at the item version the administrator saw. */
export const WorkflowReassignment = Type.Object({
  assignee: WorkflowActor,
  version: Type.Integer(),
  reason: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type WorkflowReassignment = Type.Static<typeof WorkflowReassignment>;
