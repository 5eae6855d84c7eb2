// A create or update of a resource with a workflow: without an approver it answers the roles that may
// approve and writes nothing; with one, it stores the record (an update's changes held as
// pendingChanges) and assigns the first step to the approver, in one transaction. An update names the
// version of the record it was made from, as a direct update does, and is refused unless it is current.
import type { Kysely } from 'kysely';
import type { WorkflowHistoryEntry, WorkflowStep } from '../../schemas/workflow';
import { assertAtVersion, namedVersion } from '../records/record-version';
import { WorkflowSubmission } from '../../schemas/workflow';
import { checkSchema } from '../../runtime/core/schema-validator';
import type { CurrentUser } from '../auth/current-user';
import { audit } from '../audit';
import { earlierResponse, idempotentWrite, type IdempotentCall } from '../idempotency';
import type { DB } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { prepareWrite } from '../records/prepare-write';
import { visibleRecord, type RecordAccess } from '../records/record-access';
import { assertRecordChecks, recordCheckProblems } from '../records/record-checks';
import { parseRecordId, toApiRecord } from '../records/record-store';
import { assertUniqueValues } from '../records/unique-values';
import { approvedData, isFinalApproval } from '../records/approved-data';
import { checkedActor, Exclusions } from './workflow-actor';
import { insertWorkflowItem, pendingItemFor } from './workflow-items';
import {
  changedRecordOf,
  liveRecord,
  updateWorkflowRecord,
  type WorkflowRecordRow,
} from './workflow-records';

export interface WorkflowAnswer {
  status: number;
  body: Record<string, unknown>;
}

export function workflowSteps(
  access: RecordAccess,
  operation: 'create' | 'update',
): WorkflowStep[] | undefined {
  const steps = access.resource.workflow?.[operation];
  return steps && steps.length > 0 ? steps : undefined;
}

function isResubmission(body: Record<string, unknown>): boolean {
  return 'requestBody' in body && ('workflowActor' in body || 'nextStepWorkflowActor' in body);
}

function summaryOf(access: RecordAccess, data: Record<string, unknown>, recordId: number): string {
  const field = access.resource.workflow?.summaryField;
  const value = field ? data[field] : undefined;
  return value === undefined || value === null || value === '' ? `#${recordId}` : String(value);
}

const historyEntry = (
  operation: 'create' | 'update',
  step: WorkflowStep,
  user: CurrentUser,
  assignedToName: string,
): WorkflowHistoryEntry => ({
  step: step.name,
  decision: 'SUBMITTED',
  byId: user.id,
  byName: user.displayName,
  at: new Date().toISOString(),
  assignedToName,
  operation,
});

/** The first answer: who may approve (spec 000 §3 submission response). */
function askForApprover(step: WorkflowStep): WorkflowAnswer {
  return { status: 200, body: { workflowRoles: step.roles, message: `Choose who approves "${step.name}".` } };
}

function parseResubmission(body: Record<string, unknown>) {
  const problems = checkSchema(WorkflowSubmission, body);
  if (problems.length > 0)
    throw badRequest('INVALID_WORKFLOW_SUBMISSION', 'The workflow submission is not valid', problems);
  return body as WorkflowSubmission;
}

/** The approver the submitter chose for the first step, checked before anything is written. */
function chosenApprover(
  db: Kysely<DB>,
  submission: WorkflowSubmission,
  first: WorkflowStep,
  user: CurrentUser,
) {
  return checkedActor(
    db,
    submission.workflowActor ?? submission.nextStepWorkflowActor,
    first,
    new Exclusions().add('SUBMITTER', user.id),
  );
}

interface FirstStep {
  operation: 'create' | 'update';
  step: WorkflowStep;
  approver: { id: string; displayName: string };
  summary: string;
  /** The record's data before the submission (an update's), and the submitted data. */
  before?: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Once the submitted record is written, in the same transaction: the first step's item for the chosen
 * approver, and the audit entry of the submission.
 */
async function assignFirstStep(
  trx: Kysely<DB>,
  access: RecordAccess,
  row: WorkflowRecordRow,
  first: FirstStep,
): Promise<void> {
  const user = access.user;
  await insertWorkflowItem(trx, {
    resource: access.resource.name,
    record_id: Number(row.id),
    operation: first.operation,
    step_index: 0,
    step_name: first.step.name,
    status: 'PENDING',
    assigned_to: first.approver.id,
    submitted_by: user.id,
    submitted_by_name: user.displayName,
    summary: first.summary,
  });
  await audit(trx, {
    actor: user,
    action: 'workflow.submit',
    target: `${access.resource.name}/${row.id}`,
    before: first.before,
    after: first.after,
    details: { step: first.step.name, assignedTo: first.approver.id },
  });
}

/**
 * A create that needs approval: first asked without an approver (its data checked, the step's roles
 * answered), then sent again with one, which stores the record under review. That second request takes an
 * Idempotency-Key (`call`) as a create without a workflow does: a repeat answers the first and stores
 * nothing more.
 */
export async function submitCreateForApproval(
  db: Kysely<DB>,
  access: RecordAccess,
  body: Record<string, unknown>,
  steps: WorkflowStep[],
  call?: IdempotentCall,
): Promise<WorkflowAnswer> {
  const first = steps[0]!;
  const unique = (data: Record<string, unknown>) => ({
    resource: access.resource.name,
    components: access.components,
    data,
  });
  if (!isResubmission(body)) {
    // Bad data is refused now, before anyone chooses an approver.
    await assertUniqueValues(db, unique(await prepareWrite(db, access, body)));
    return askForApprover(first);
  }
  const submission = parseResubmission(body);
  // A repeated request is answered as first, before its data is checked against records stored since.
  const earlier = await earlierResponse(db, call);
  if (earlier) return earlier as WorkflowAnswer;
  const data = await prepareWrite(db, access, submission.requestBody);
  const user = access.user;
  const actor = await chosenApprover(db, submission, first, user);
  const answer = await idempotentWrite(db, call, async (trx) => {
    await assertUniqueValues(trx, unique(data));
    const row = await trx
      .insertInto('records')
      .values({
        resource: access.resource.name,
        data: JSON.stringify(data),
        created_by_id: user.id,
        created_by_name: user.displayName,
        updated_by_id: user.id,
        updated_by_name: user.displayName,
        workflow_status: 'PENDING',
        workflow_history: JSON.stringify([historyEntry('create', first, user, actor.displayName)]),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await assignFirstStep(trx, access, row, {
      operation: 'create',
      step: first,
      approver: actor,
      summary: summaryOf(access, data, Number(row.id)),
      after: data,
    });
    return {
      status: 201,
      body: {
        ...visibleRecord(access, toApiRecord(row)),
        message: `Sent to ${actor.displayName} for approval.`,
      },
    };
  });
  return answer as WorkflowAnswer;
}

/**
 * prepareWrite checks the data against other records as a change of the record's stored data. A record
 * that never stood as approved (a create rejected, sent again as a change) has none that stands: its
 * data is checked again as a new record's, as the approval will check it.
 */
async function assertChecksAsApproved(
  db: Kysely<DB>,
  access: RecordAccess,
  data: Record<string, unknown>,
  record: WorkflowRecordRow,
): Promise<void> {
  if (approvedData(record) !== undefined) return;
  const problems = await recordCheckProblems(db, access, data, changedRecordOf(record));
  if (problems.length > 0) throw badRequest('VALIDATION_FAILED', 'The record is not valid', problems);
}

const changesWaiting = () =>
  new AppError(423, 'RECORD_UNDER_REVIEW', 'This record already has changes waiting for approval.');

export async function submitUpdateForApproval(
  db: Kysely<DB>,
  access: RecordAccess,
  id: string,
  body: Record<string, unknown>,
  steps: WorkflowStep[],
  /** The request's If-Match header: the version, when the body names none. */
  ifMatch?: string | string[],
): Promise<WorkflowAnswer> {
  const first = steps[0]!;
  const resource = access.resource.name;
  const recordId = parseRecordId(id);
  // A deleted record, or one of another resource, is not found, as a direct update answers it.
  const found = await liveRecord(db, resource, id, recordId);
  const foundId = Number(found.id);
  const stored = found.data;
  if (!isResubmission(body)) {
    // Said before anyone chooses an approver for changes that could not be sent: one that names no
    // version, or was made from an earlier one.
    assertAtVersion(found, namedVersion(body.version, ifMatch));
    if (await pendingItemFor(db, foundId)) throw changesWaiting();
    const data = await prepareWrite(db, access, body, stored, foundId);
    await assertChecksAsApproved(db, access, data, found);
    await assertUniqueValues(db, {
      resource,
      components: access.components,
      data,
      record: { id: foundId, data: stored },
    });
    return askForApprover(first);
  }
  const submission = parseResubmission(body);
  // The change is merged with the stored record read above: it must have been made from that version,
  // which is still the current one once the record is locked below.
  const version = namedVersion(submission.requestBody.version, ifMatch);
  assertAtVersion(found, version);
  const data = await prepareWrite(db, access, submission.requestBody, stored, foundId);
  await assertChecksAsApproved(db, access, data, found);
  const user = access.user;
  const actor = await chosenApprover(db, submission, first, user);
  return db.transaction().execute(async (trx) => {
    const current = await liveRecord(trx, resource, id, recordId, true);
    assertAtVersion(current, version);
    if (await pendingItemFor(trx, Number(current.id))) throw changesWaiting();
    await assertRecordChecks(trx, access, data, changedRecordOf(current));
    await assertUniqueValues(trx, {
      resource,
      components: access.components,
      data,
      record: { id: Number(current.id), data: current.data },
    });
    const row = await updateWorkflowRecord(trx, current.id, {
      pending_changes: JSON.stringify(data),
      workflow_status: 'PENDING',
      workflow_history: JSON.stringify([
        ...current.workflow_history,
        historyEntry('update', first, user, actor.displayName),
      ]),
      version: current.version + 1,
    });
    await assignFirstStep(trx, access, row, {
      operation: 'update',
      step: first,
      approver: actor,
      summary: summaryOf(access, { ...current.data, ...data }, Number(row.id)),
      before: current.data,
      after: data,
    });
    return {
      status: 200,
      body: {
        ...visibleRecord(access, toApiRecord(row)),
        message: `The changes were sent to ${actor.displayName} for approval.`,
      },
    };
  });
}

/**
 * A record with changes waiting for approval is not deleted, whatever its resource's lockDuringReview:
 * its approver would otherwise approve changes of a record that is gone.
 */
export async function assertNoReviewPending(db: Kysely<DB>, id: string): Promise<void> {
  const recordId = parseRecordId(id);
  if (recordId !== undefined && (await pendingItemFor(db, recordId))) {
    throw new AppError(
      423,
      'RECORD_UNDER_REVIEW',
      'This record has changes waiting for approval: it cannot be deleted until they are decided.',
    );
  }
}

/** While a record is under review and its resource asks for it, other changes are refused. */
export async function assertNotUnderReview(db: Kysely<DB>, access: RecordAccess, id: string): Promise<void> {
  if (!access.resource.workflow?.lockDuringReview) return;
  const recordId = parseRecordId(id);
  if (recordId !== undefined && (await pendingItemFor(db, recordId))) {
    throw new AppError(423, 'RECORD_UNDER_REVIEW', 'This record is locked while it is under review.');
  }
}

/**
 * A record under review whose resource lets it change meanwhile (no lockDuringReview) is changed: its
 * pending item moves on to a new version (and summary), so that a decision on what the approver saw
 * before is refused as stale (409 VERSION_CONFLICT) and the approver decides on the record as it is.
 * Run first in the change's transaction: the item is locked before anything else, as a decision
 * locks it before the record.
 */
export async function movePendingItemOn(
  trx: Kysely<DB>,
  access: RecordAccess,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  const recordId = parseRecordId(id);
  if (recordId === undefined) return;
  const item = await pendingItemFor(trx, recordId, true);
  if (!item) return;
  await trx
    .updateTable('workflow_items')
    .set({ version: item.version + 1, summary: summaryOf(access, data, recordId), updated_at: new Date() })
    .where('id', '=', item.id)
    .execute();
}

/**
 * Where a resource's changes need approval, a record once approved is not deleted: that would undo what
 * was approved with no second person (a write-off's amount would be owed again). In the delete's
 * transaction, the record locked until it ends.
 */
export async function assertApprovalKept(trx: Kysely<DB>, access: RecordAccess, id: string): Promise<void> {
  if (!workflowSteps(access, 'update')) return;
  const recordId = parseRecordId(id);
  if (recordId === undefined) return;
  const row = await trx
    .selectFrom('records')
    .select('workflow_history')
    .where('resource', '=', access.resource.name)
    .where('id', '=', recordId)
    .where('deleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
  if (row?.workflow_history.some(isFinalApproval)) {
    throw new AppError(
      409,
      'RECORD_APPROVED',
      'This record was approved, and changes to it need approval: it cannot be deleted. ' +
        'Send a change for approval instead.',
    );
  }
}
