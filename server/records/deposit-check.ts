// A deposit that disbursements stand on keeps what they stand on: its reference may not change while any
// live disbursement names it (they would name nothing, and a new deposit given the old reference would
// take them over), its amount may not fall below what they hold against it, and it may not be deleted
// while any names it. Writes of a deposit take turns with those of its disbursements (depositLocks), under
// the old reference's lock and the new one's.
import { centsText, toCents } from './amount-owed';
import type { RecordCheck } from './record-checks';
import { anyRecordNames } from './records-naming';
import {
  DEPOSITS_RESOURCE,
  depositLocks,
  disbursedCentsByDeposit,
  FUND_DISBURSEMENTS_RESOURCE,
} from './fund-disbursements';

export const depositCheck: RecordCheck = {
  resource: DEPOSITS_RESOURCE,
  lockKeys: (data, changed) => [...depositLocks(data), ...(changed ? depositLocks(changed.data) : [])],
  async check(db, data, _access, changed) {
    const reference = changed?.data.depositReference;
    if (typeof reference !== 'string') return [];
    if (data.depositReference !== reference) {
      if (!(await anyRecordNames(db, [FUND_DISBURSEMENTS_RESOURCE], 'depositReference', reference)))
        return [];
      return [
        {
          path: 'depositReference',
          rule: 'depositInUse',
          message: `Deposit ${reference} has disbursements paid out of it: its reference cannot change.`,
        },
      ];
    }
    if (typeof data.amount !== 'number') return [];
    const disbursed = (await disbursedCentsByDeposit(db, [reference])).get(reference)!;
    if (toCents(data.amount) >= disbursed) return [];
    return [
      {
        path: 'amount',
        rule: 'depositDisbursed',
        message: `The deposit cannot be less than the S$ ${centsText(disbursed)} already disbursed from it.`,
      },
    ];
  },
  async deleteRefusal(db, stored) {
    const { depositReference } = stored;
    if (
      typeof depositReference !== 'string' ||
      !(await anyRecordNames(db, [FUND_DISBURSEMENTS_RESOURCE], 'depositReference', depositReference))
    )
      return undefined;
    return `Deposit ${depositReference} has disbursements paid out of it: it cannot be deleted.`;
  },
};
