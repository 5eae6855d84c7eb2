// What is still owed on a court fine, in cents: its amount (SGD) less the payments taken, each converted
// to SGD with the rate of its currency, and less the write-offs approved; never below nothing. Only the
// answer is rounded, to the cent of the currency it is asked in, so that paying exactly the amount due in
// a currency leaves nothing due in it.

/** Whole cents of an amount of money (2 decimals). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Cents, written as an amount of money with 2 decimals. */
export const centsText = (cents: number): string => (cents / 100).toFixed(2);

/** A payment of a court fine: its amount in its currency, and that currency's units for one SGD. */
export interface PaymentAmount {
  amount: number;
  rate: number;
}

export interface FineAmounts {
  /** The fine's amount, SGD. */
  fine: number;
  payments: readonly PaymentAmount[];
  /** The approved write-offs, SGD. */
  writeOffs: readonly number[];
}

/** What was paid and written off, in SGD cents: not rounded (a payment in another currency makes a part of a cent). */
export function settledCents({ payments, writeOffs }: Omit<FineAmounts, 'fine'>): number {
  const paid = payments.reduce((sum, payment) => sum + toCents(payment.amount) / payment.rate, 0);
  const writtenOff = writeOffs.reduce((sum, amount) => sum + toCents(amount), 0);
  return paid + writtenOff;
}

/** What is still owed, in SGD cents: not rounded (a payment in another currency makes a part of a cent). */
export function outstandingCents(amounts: FineAmounts): number {
  return Math.max(0, toCents(amounts.fine) - settledCents(amounts));
}

/**
 * SGD cents in another currency (`rate` of its units for one SGD), rounded to its cents; the product is
 * first rounded to 6 decimals, so that a conversion that is whole but for the float's error (7400 × 0.74 /
 * 0.74) is not pushed across a half cent.
 */
export function centsIn(sgdCents: number, rate: number): number {
  return Math.round(Math.round(sgdCents * rate * 1e6) / 1e6);
}
