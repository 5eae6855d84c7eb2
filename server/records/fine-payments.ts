// A payment of a court fine (the Take Fine Payment screen) is checked against the fine it names, which must
// exist, in a currency with an exchange rate, and for more than nothing and no more than is still due in
// that currency: the fine's amount less its other payments and its approved write-offs (court-fines.ts),
// converted and rounded to the currency's cents as GET /api/court-fines/amount-due answers it. The fine is
// read with the writer's own access to court fines. Writes of a fine's payments and write-offs take turns
// (courtFineLockKey), so that payments taken at the same moment cannot together pay more than is due.
import { centsIn, centsText, toCents } from './amount-owed';
import { changedRecordId } from './changed-record';
import {
  courtFineBalance,
  courtFineLocks,
  courtFineNotApproved,
  FINE_NOT_APPROVED,
  FINE_PAYMENTS_RESOURCE,
  noCourtFine,
} from './court-fines';
import { paymentRate } from './exchange-rates';
import type { RecordCheck } from './record-checks';
import type { FieldProblem } from './validate-submission';

export const finePaymentCheck: RecordCheck = {
  resource: FINE_PAYMENTS_RESOURCE,
  lockKeys: courtFineLocks,
  async check(db, data, access, changed) {
    const { caseNumber, currency, amountPaid } = data;
    if (typeof caseNumber !== 'string') return [];
    const except = await changedRecordId(db, FINE_PAYMENTS_RESOURCE, changed);
    const balance = await courtFineBalance(db, access.user, caseNumber, except);
    if (!balance) {
      return [noCourtFine(caseNumber)];
    }
    if (balance === FINE_NOT_APPROVED) return [courtFineNotApproved(caseNumber)];
    const problems: FieldProblem[] = [];
    // The rate it is taken at (set on the data before the checks: fine-payment-rate.ts).
    const rate = paymentRate(data);
    if (typeof currency === 'string' && rate === undefined) {
      problems.push({
        path: 'currency',
        rule: 'exchangeRate',
        message: `There is no exchange rate for the currency "${currency}".`,
      });
    }
    if (typeof amountPaid !== 'number') return problems;
    if (toCents(amountPaid) <= 0) {
      return [
        ...problems,
        { path: 'amountPaid', rule: 'amountDue', message: 'The payment must be more than nothing.' },
      ];
    }
    if (rate === undefined || balance.outstanding === undefined) return problems;
    const due = centsIn(balance.outstanding, rate);
    if (due === 0) {
      problems.push({
        path: 'amountPaid',
        rule: 'amountDue',
        message: `Court fine ${caseNumber} is paid in full.`,
      });
    } else if (toCents(amountPaid) > due) {
      const money = (cents: number) => `${currency as string} ${centsText(cents)}`;
      problems.push({
        path: 'amountPaid',
        rule: 'amountDue',
        message: `The payment (${money(toCents(amountPaid))}) is more than the ${money(due)} due on court fine ${caseNumber}.`,
      });
    }
    return problems;
  },
};
