// The example court fines' rules that reach beyond one record: a fine found by its case number (unique:
// the court fine form marks it so), and a write-off checked against the fine it names, which must exist
// and owe at least the amount written off. A write-off is checked with the writer's own access to court
// fines: one who may not read them, or a fine's amount, cannot write one off.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { accessDenied } from '../errors';
import type { RecordCheck } from './record-checks';
import { recordAccess, visibleRecord } from './record-access';

export const COURT_FINES_RESOURCE = 'court-fines';
export const COURT_FINE_WRITE_OFFS_RESOURCE = 'court-fine-write-offs';

/**
 * The stored data of the live court fine with this case number (the latest, should fines stored before the
 * number was unique share one); the caller shows the caller only what their access lets them see.
 */
export async function findCourtFine(
  db: Kysely<DB>,
  caseNumber: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('records')
    .select('data')
    .where('resource', '=', COURT_FINES_RESOURCE)
    .where('deleted', '=', false)
    .where(sql<string>`data->>'caseNumber'`, '=', caseNumber)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.data;
}

const cents = (amount: number) => Math.round(amount * 100);
const dollars = (amount: number) => `S$ ${amount.toFixed(2)}`;

export const courtFineWriteOffCheck: RecordCheck = {
  resource: COURT_FINE_WRITE_OFFS_RESOURCE,
  async check(db, data, access) {
    const { caseNumber, amount } = data;
    if (typeof caseNumber !== 'string' || typeof amount !== 'number') return [];
    const fines = await recordAccess(db, COURT_FINES_RESOURCE, access.user, 'read');
    const fine = await findCourtFine(db, caseNumber);
    if (!fine) {
      return [
        {
          path: 'caseNumber',
          rule: 'courtFine',
          message: `There is no court fine with case number "${caseNumber}".`,
        },
      ];
    }
    const owed = visibleRecord(fines, fine).amount;
    if (typeof fine.amount === 'number' && typeof owed !== 'number')
      throw accessDenied('You may not see the amount of this court fine');
    if (typeof owed !== 'number' || cents(amount) <= cents(owed)) return [];
    return [
      {
        path: 'amount',
        rule: 'amountOwed',
        message: `The write-off (${dollars(amount)}) is more than the ${dollars(owed)} owed on court fine ${caseNumber}.`,
      },
    ];
  },
};
