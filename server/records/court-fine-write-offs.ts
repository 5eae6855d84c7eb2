// A court fine write-off is checked against the fine it names, which must exist and still owe at least the
// amount written off: its amount less its payments and its other approved write-offs (court-fines.ts).
// The fine is read with the writer's own access to court fines: one who may not read them, or a fine's
// amount, cannot write one off. Writes of a fine's write-offs and payments take turns (courtFineLockKey).
import { centsIn, centsText, toCents } from './amount-owed';
import { changedRecordId } from './changed-record';
import {
  COURT_FINE_WRITE_OFFS_RESOURCE,
  courtFineBalance,
  courtFineLocks,
  courtFineNotApproved,
  FINE_NOT_APPROVED,
  noCourtFine,
} from './court-fines';
import type { RecordCheck } from './record-checks';

const dollars = (cents: number) => `S$ ${centsText(cents)}`;

export const courtFineWriteOffCheck: RecordCheck = {
  resource: COURT_FINE_WRITE_OFFS_RESOURCE,
  lockKeys: courtFineLocks,
  async check(db, data, access, changed) {
    const { caseNumber, amount } = data;
    if (typeof caseNumber !== 'string' || typeof amount !== 'number') return [];
    const except = await changedRecordId(db, COURT_FINE_WRITE_OFFS_RESOURCE, changed);
    const balance = await courtFineBalance(db, access.user, caseNumber, except);
    if (!balance) {
      return [noCourtFine(caseNumber)];
    }
    if (balance === FINE_NOT_APPROVED) return [courtFineNotApproved(caseNumber)];
    if (balance.outstanding === undefined) return [];
    const owed = centsIn(balance.outstanding, 1);
    if (toCents(amount) <= owed) return [];
    return [
      {
        path: 'amount',
        rule: 'amountOwed',
        message: `The write-off (${dollars(toCents(amount))}) is more than the ${dollars(owed)} owed on court fine ${caseNumber}.`,
      },
    ];
  },
};
