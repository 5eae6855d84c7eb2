// A listed deposit's amountLeft: what can still be disbursed from it, S$ (its amount less what its live
// disbursements hold against it, as the fund disbursement check counts it: fund-disbursements.ts), never
// below 0; nothing for a refunded deposit, whose money went back (the check pays nothing new out of it).
// Worked out for a whole page at once. A deposit whose amount the caller may not see gets none.
import { toCents } from './amount-owed';
import type { DerivedFields } from './derived-fields';
import { DEPOSITS_RESOURCE, disbursedCentsByDeposit } from './fund-disbursements';

export const AMOUNT_LEFT_FIELD = 'amountLeft';

export const depositAmountLeft: DerivedFields = {
  resource: DEPOSITS_RESOURCE,
  names: [AMOUNT_LEFT_FIELD],
  async derive(db, deposits) {
    const known = deposits.flatMap(({ id, depositReference, amount, status }) =>
      typeof depositReference === 'string' && typeof amount === 'number'
        ? [{ id, depositReference, amount: status === 'REFUNDED' ? 0 : amount }]
        : [],
    );
    const disbursed = await disbursedCentsByDeposit(db, [...new Set(known.map((d) => d.depositReference))]);
    return new Map(
      known.map(({ id, depositReference, amount }): [number, Record<string, unknown>] => {
        const left = Math.max(0, toCents(amount) - disbursed.get(depositReference)!);
        return [id, { [AMOUNT_LEFT_FIELD]: left / 100 }];
      }),
    );
  },
};
