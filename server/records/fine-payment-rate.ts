// The exchange rate a payment is taken at, kept with it: what it settled of its court fine stays what it
// was when exchange-rates.json changes later (a rate moves, a currency goes). An update keeps the payment's
// rate unless it changes the currency; a payment in a currency without a rate gets none (its check refuses it).
import { FINE_PAYMENTS_RESOURCE } from './court-fines';
import { PAYMENT_RATE_FIELD, rateOf } from './exchange-rates';
import type { ServerSetField } from './server-set-fields';

export const finePaymentRate: ServerSetField = {
  resource: FINE_PAYMENTS_RESOURCE,
  set(data, stored) {
    const kept = stored && stored.currency === data.currency ? stored[PAYMENT_RATE_FIELD] : undefined;
    const rate = typeof kept === 'number' ? kept : rateOf(data.currency);
    if (rate === undefined) delete data[PAYMENT_RATE_FIELD];
    else data[PAYMENT_RATE_FIELD] = rate;
  },
};
