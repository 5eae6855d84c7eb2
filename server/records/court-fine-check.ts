// A court fine that payments or write-offs stand on keeps what they stand on: its case number may not
// change while any live payment or write-off names it (they would name nothing, and a new fine given the
// old number would take them over), its amount may not fall below what was paid and approved to be
// written off, and it may not be deleted while any names it. Writes of a fine take turns with those of
// its payments and write-offs (courtFineLockKey), under the old number's lock and the new one's.
import { centsText, settledCents, toCents } from './amount-owed';
import {
  COURT_FINE_WRITE_OFFS_RESOURCE,
  COURT_FINES_RESOURCE,
  courtFineLocks,
  FINE_PAYMENTS_RESOURCE,
  moneyOfFines,
} from './court-fines';
import type { RecordCheck } from './record-checks';
import { anyRecordNames } from './records-naming';
import type { FieldProblem } from './validate-submission';

const NAMING_A_FINE = [FINE_PAYMENTS_RESOURCE, COURT_FINE_WRITE_OFFS_RESOURCE];

export const courtFineCheck: RecordCheck = {
  resource: COURT_FINES_RESOURCE,
  lockKeys: (data, changed) => [...courtFineLocks(data), ...(changed ? courtFineLocks(changed.data) : [])],
  async check(db, data, _access, changed) {
    const caseNumber = changed?.data.caseNumber;
    if (typeof caseNumber !== 'string') return [];
    if (data.caseNumber !== caseNumber) {
      if (!(await anyRecordNames(db, NAMING_A_FINE, 'caseNumber', caseNumber))) return [];
      return [
        {
          path: 'caseNumber',
          rule: 'courtFineInUse',
          message: `Court fine ${caseNumber} has payments or write-offs recorded against it: its case number cannot change.`,
        },
      ];
    }
    if (typeof data.amount !== 'number') return [];
    const settled = settledCents((await moneyOfFines(db, [caseNumber])).get(caseNumber)!);
    // A payment in another currency may settle a part of a cent more than the fine; that part is no shortfall.
    if (settled - toCents(data.amount) < 1) return [];
    const problem: FieldProblem = {
      path: 'amount',
      rule: 'courtFineSettled',
      message: `The fine cannot be less than the S$ ${centsText(Math.round(settled))} already paid and written off on it.`,
    };
    return [problem];
  },
  async deleteRefusal(db, stored) {
    const { caseNumber } = stored;
    if (
      typeof caseNumber !== 'string' ||
      !(await anyRecordNames(db, NAMING_A_FINE, 'caseNumber', caseNumber))
    )
      return undefined;
    return `Court fine ${caseNumber} has payments or write-offs recorded against it: it cannot be deleted.`;
  },
};
