// The amount due on a court fine in a chosen currency (issue #8: the API behind the fine payment
// screen's API text field), and the fixed example exchange rates it converts with.
import Type from 'typebox';

const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$' });

/** examples/config/exchange-rates.json: units of each currency for one unit of the base currency. */
export const ExchangeRates = Type.Object({
  base: Type.Literal('SGD'),
  rates: Type.Record(Type.String({ pattern: '^[A-Z]{3}$' }), Type.Number({ exclusiveMinimum: 0 })),
});
export type ExchangeRates = Type.Static<typeof ExchangeRates>;

export const AmountDueQuery = Type.Object({
  caseNumber: Type.String({ minLength: 1, maxLength: 60 }),
  currency: CurrencyCode,
});
export type AmountDueQuery = Type.Static<typeof AmountDueQuery>;

export const AmountDueResponse = Type.Object(
  {
    caseNumber: Type.String(),
    currency: Type.String(),
    /**
     * What is still owed on the fine (SGD: its amount less its payments and approved write-offs),
     * converted to the currency, rounded to cents.
     */
    amountDue: Type.Number(),
  },
  { $id: 'AmountDueResponse' },
);
export type AmountDueResponse = Type.Static<typeof AmountDueResponse>;
