// Fields the server writes into a record's data itself, from what holds when the record is written (the
// exchange rate a payment is taken at). Its resource's form has no such field, so a value sent by a client
// is dropped with every other key the form does not define, and the server sets it again on each write,
// before the record checks weigh the data.
import { finePaymentRate } from './fine-payment-rate';

export interface ServerSetField {
  /** The resource whose records carry it. */
  resource: string;
  /** Sets the field in the data about to be stored; `stored` is the data an update changes. */
  set(data: Record<string, unknown>, stored?: Record<string, unknown>): void;
}

export const SERVER_SET_FIELDS: readonly ServerSetField[] = [finePaymentRate];

/** Sets every server-set field of the resource in the data (changed in place). */
export function setServerFields(
  resource: string,
  data: Record<string, unknown>,
  stored?: Record<string, unknown>,
): void {
  for (const field of SERVER_SET_FIELDS) if (field.resource === resource) field.set(data, stored);
}
