// A listed court fine's amountOwed: what is still owed on it in SGD (its amount less its live payments and
// approved write-offs, court-fines.ts), rounded to the cent as GET /api/court-fines/amount-due answers it
// in SGD. Worked out for a whole page at once (moneyOfFines). A fine whose amount the caller may not see,
// or that has none, gets none: what is owed would tell the amount.
import { centsIn, outstandingCents } from './amount-owed';
import { COURT_FINES_RESOURCE, moneyOfFines } from './court-fines';
import type { DerivedFields } from './derived-fields';

export const AMOUNT_OWED_FIELD = 'amountOwed';

/** SGD units of one SGD. */
const SGD_RATE = 1;

export const courtFineAmountOwed: DerivedFields = {
  resource: COURT_FINES_RESOURCE,
  names: [AMOUNT_OWED_FIELD],
  async derive(db, fines) {
    const owing = fines.flatMap(({ id, caseNumber, amount }) =>
      typeof caseNumber === 'string' && typeof amount === 'number' ? [{ id, caseNumber, amount }] : [],
    );
    const money = await moneyOfFines(db, [...new Set(owing.map((fine) => fine.caseNumber))]);
    return new Map(
      owing.map(({ id, caseNumber, amount }): [number, Record<string, unknown>] => {
        const outstanding = outstandingCents({ fine: amount, ...money.get(caseNumber)! });
        return [id, { [AMOUNT_OWED_FIELD]: centsIn(outstanding, SGD_RATE) / 100 }];
      }),
    );
  },
};
