// The example court fines: a fine found by its case number (unique: the court fine form marks it so; one
// whose create is under review or was rejected takes no payment or write-off), and what is still owed on it. What is owed is the fine's amount (SGD) less its live payments (resource
// fine-payments, each converted to SGD with the rate of its currency; a payment in a currency without a
// rate counts as SGD) and less its live write-offs once approved (resource court-fine-write-offs; one
// under review does not count until its approver approves it, and a change under review counts with the
// amount approved before). The arithmetic is amount-owed.ts.
//
// The fine is read with the caller's own access to court fines: one who may not read them, or a fine's
// amount, is refused. What is owed is then told to whoever may see the amount: the payments and write-offs
// it sums are not shown.
import type { Kysely } from 'kysely';
import type { CurrentUser } from '../auth/current-user';
import type { DB } from '../db/schema';
import { accessDenied } from '../errors';
import { outstandingCents, type PaymentAmount } from './amount-owed';
import { approvedData } from './approved-data';
import { paymentRate } from './exchange-rates';
import { jsonFieldIsOneOf } from './query/q-compiler';
import { recordAccess, visibleRecord } from './record-access';
import type { FieldProblem } from './validate-submission';

export const COURT_FINES_RESOURCE = 'court-fines';
export const COURT_FINE_WRITE_OFFS_RESOURCE = 'court-fine-write-offs';
export const FINE_PAYMENTS_RESOURCE = 'fine-payments';

/**
 * The live court fine with this case number (the latest, should fines stored before the number was unique
 * share one): undefined when there is none, null when nothing of it stands yet (its create is under review
 * or was rejected: approved-data.ts), else the data that stands. The caller shows the caller only what
 * their access lets them see.
 */
export async function findCourtFine(
  db: Kysely<DB>,
  caseNumber: string,
): Promise<Record<string, unknown> | null | undefined> {
  const row = await db
    .selectFrom('records')
    .select(['data', 'workflow_status', 'workflow_history'])
    .where('resource', '=', COURT_FINES_RESOURCE)
    .where('deleted', '=', false)
    .where(jsonFieldIsOneOf(['caseNumber'], [caseNumber]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && (approvedData(row) ?? null);
}

/**
 * The lock under which the writes that change what is owed on one court fine (its payments and
 * write-offs) take turns (record-checks.ts).
 */
export const courtFineLockKey = (caseNumber: string) => JSON.stringify(['court-fine', caseNumber]);

/** The locks of the court fine a payment or write-off names: writes of one fine's money take turns. */
export const courtFineLocks = ({ caseNumber }: Record<string, unknown>): string[] =>
  typeof caseNumber === 'string' ? [courtFineLockKey(caseNumber)] : [];

/** The problem of a payment or write-off that names no live court fine. */
export const noCourtFine = (caseNumber: string): FieldProblem => ({
  path: 'caseNumber',
  rule: 'courtFine',
  message: `There is no court fine with case number "${caseNumber}".`,
});

/** The problem of a payment or write-off that names a court fine not approved (yet). */
export const courtFineNotApproved = (caseNumber: string): FieldProblem => ({
  path: 'caseNumber',
  rule: 'courtFineNotApproved',
  message: `Court fine ${caseNumber} is not approved: nothing can be paid on it or written off.`,
});

/** What courtFineBalance answers for a fine whose create is under review or was rejected. */
export const FINE_NOT_APPROVED = 'not approved';

export interface CourtFineBalance {
  /** What is still owed, SGD cents, not rounded; undefined when the fine has no amount. */
  outstanding: number | undefined;
}

/**
 * What is still owed on the live court fine with this case number, as the user may know it; undefined
 * when there is no such fine, FINE_NOT_APPROVED when nothing of it stands yet. `except` is a record (a payment or write-off being changed) left out.
 */
export async function courtFineBalance(
  db: Kysely<DB>,
  user: CurrentUser,
  caseNumber: string,
  except?: number,
): Promise<CourtFineBalance | typeof FINE_NOT_APPROVED | undefined> {
  const fines = await recordAccess(db, COURT_FINES_RESOURCE, user, 'read');
  const fine = await findCourtFine(db, caseNumber);
  if (fine === undefined) return undefined;
  if (fine === null) return FINE_NOT_APPROVED;
  if (typeof fine.amount !== 'number') return { outstanding: undefined };
  const amount = visibleRecord(fines, fine).amount;
  if (typeof amount !== 'number') throw accessDenied('You may not see the amount of this court fine');

  const money = await moneyOfFines(db, [caseNumber], except);
  return { outstanding: outstandingCents({ fine: amount, ...money.get(caseNumber)! }) };
}

/** What was paid and approved to be written off against a court fine. */
export interface MoneyOfFine {
  payments: PaymentAmount[];
  /** The approved write-offs, SGD. */
  writeOffs: number[];
}

/**
 * The live payments and approved write-offs of the court fines with these case numbers, by case number (one
 * query a resource, whatever their number). `except` is a record (a payment or write-off being changed)
 * left out.
 */
export async function moneyOfFines(
  db: Kysely<DB>,
  caseNumbers: readonly string[],
  except?: number,
): Promise<Map<string, MoneyOfFine>> {
  const money = new Map(
    caseNumbers.map((caseNumber): [string, MoneyOfFine] => [caseNumber, { payments: [], writeOffs: [] }]),
  );
  if (caseNumbers.length === 0) return money;
  const recordsOf = (resource: string) => {
    let query = db
      .selectFrom('records')
      .select(['data', 'workflow_status', 'workflow_history'])
      .where('resource', '=', resource)
      .where('deleted', '=', false)
      .where(jsonFieldIsOneOf(['caseNumber'], [...money.keys()]));
    if (except !== undefined) query = query.where('id', '!=', except);
    return query.execute();
  };
  const ofFine = (data: Record<string, unknown>) =>
    typeof data.caseNumber === 'string' ? money.get(data.caseNumber) : undefined;
  for (const row of await recordsOf(FINE_PAYMENTS_RESOURCE)) {
    const data = approvedData(row);
    if (data && typeof data.amountPaid === 'number')
      ofFine(data)?.payments.push({ amount: data.amountPaid, rate: paymentRate(data) ?? 1 });
  }
  for (const row of await recordsOf(COURT_FINE_WRITE_OFFS_RESOURCE)) {
    const data = approvedData(row);
    if (data && typeof data.amount === 'number') ofFine(data)?.writeOffs.push(data.amount);
  }
  return money;
}
