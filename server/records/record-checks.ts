// Checks of a record against other records, which its form cannot express (Form.io's rules see one
// submission): each names the resource whose records it checks. They run on every write of those records
// once the form's own rules pass (create and update, with a workflow or without, and before anyone is asked
// to choose an approver), and answer field problems as the form's rules do.
//
// A check whose answer depends on records that other writes may be storing at the same moment (the
// payments of a court fine, the disbursements of a deposit) names lock keys: a write then takes their
// locks in its own transaction and runs the check again there, just before it stores the record
// (assertRecordChecks), so that two such writes take turns and the second sees the first's record.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { lockKeys } from './advisory-locks';
import type { ChangedRecord } from './changed-record';
import { courtFineCheck } from './court-fine-check';
import { courtFineWriteOffCheck } from './court-fine-write-offs';
import { depositCheck } from './deposit-check';
import { finePaymentCheck } from './fine-payments';
import { fundDisbursementCheck } from './fund-disbursements';
import type { RecordAccess } from './record-access';
import type { FieldProblem } from './validate-submission';

export interface RecordCheck {
  /** The resource whose records it checks. */
  resource: string;
  /**
   * The problems of the data about to be stored (none: it may be stored); `changed` is the record an update
   * changes, which is none of the other records the check weighs the data against.
   */
  check(
    db: Kysely<DB>,
    data: Record<string, unknown>,
    access: RecordAccess,
    changed?: ChangedRecord,
  ): Promise<FieldProblem[]>;
  /**
   * The keys of the locks under which writes of this data take turns (e.g. one per court fine), when the
   * check's answer depends on records other writes may be storing meanwhile; `changed` is the record an
   * update changes (its own keys may differ from the new data's).
   */
  lockKeys?(data: Record<string, unknown>, changed?: ChangedRecord): string[];
  /**
   * Why the record with this stored data may not be deleted (other records stand on it), or undefined.
   * Run under the record's lock keys, inside the delete's transaction.
   */
  deleteRefusal?(db: Kysely<DB>, stored: Record<string, unknown>): Promise<string | undefined>;
}

export const RECORD_CHECKS: readonly RecordCheck[] = [
  courtFineCheck,
  courtFineWriteOffCheck,
  depositCheck,
  finePaymentCheck,
  fundDisbursementCheck,
];

const checksOf = (access: RecordAccess) =>
  RECORD_CHECKS.filter(({ resource }) => resource === access.resource.name);

/** The problems every check of the record's resource finds. */
export async function recordCheckProblems(
  db: Kysely<DB>,
  access: RecordAccess,
  data: Record<string, unknown>,
  changed?: ChangedRecord,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const { check } of checksOf(access)) problems.push(...(await check(db, data, access, changed)));
  return problems;
}

const lockingChecks = (access: RecordAccess) => checksOf(access).filter((check) => check.lockKeys);

/**
 * Inside the write's transaction: takes the locks the resource's checks name for the data, held until the
 * transaction ends (assertRecordChecks takes them too; a write may take them earlier, e.g. before it looks
 * for an earlier answer to the same request).
 */
export async function lockRecordChecks(
  trx: Kysely<DB>,
  access: RecordAccess,
  data: Record<string, unknown>,
  changed?: ChangedRecord,
): Promise<void> {
  await lockKeys(
    trx,
    lockingChecks(access).flatMap((check) => check.lockKeys!(data, changed)),
  );
}

/**
 * Inside the write's transaction, before the write: takes the locks the resource's checks name for the
 * data and runs those checks again there, refusing (400 VALIDATION_FAILED, as prepareWrite does) data that
 * other writes made wrong since it was first checked. The refusal rolls the transaction back: nothing of
 * the write is stored.
 */
export async function assertRecordChecks(
  trx: Kysely<DB>,
  access: RecordAccess,
  data: Record<string, unknown>,
  changed?: ChangedRecord,
): Promise<void> {
  const locking = lockingChecks(access);
  if (locking.length === 0) return;
  await lockRecordChecks(trx, access, data, changed);
  const problems: FieldProblem[] = [];
  for (const { check } of locking) problems.push(...(await check(trx, data, access, changed)));
  if (problems.length > 0) throw badRequest('VALIDATION_FAILED', 'The record is not valid', problems);
}

/**
 * Inside the delete's transaction, before the delete: takes the record's lock keys and refuses (409
 * RECORD_IN_USE) a record that other records stand on (a court fine with payments, a deposit with
 * disbursements): deleting it would leave them naming nothing, or let a new record of the same number
 * take them over.
 */
export async function assertDeletable(
  trx: Kysely<DB>,
  access: RecordAccess,
  stored: Record<string, unknown>,
): Promise<void> {
  const checks = checksOf(access).filter((check) => check.deleteRefusal);
  if (checks.length === 0) return;
  await lockRecordChecks(trx, access, stored);
  for (const check of checks) {
    const refusal = await check.deleteRefusal!(trx, stored);
    if (refusal) throw new AppError(409, 'RECORD_IN_USE', refusal);
  }
}
