// The fixed example exchange rates (examples/config/exchange-rates.json): units of each currency for one
// SGD, the currency of the court fines. Read and checked once, when first needed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ExchangeRates } from '../../schemas/court-fines';
import { EXAMPLES_DIR } from '../db/examples';
import { checkStartFile } from '../start-files';

export const EXCHANGE_RATES_FILE = path.join(EXAMPLES_DIR, 'config', 'exchange-rates.json');

export function loadExchangeRates(file = EXCHANGE_RATES_FILE): ExchangeRates {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const problems = checkStartFile(ExchangeRates, value);
  if (problems.length > 0) {
    throw new Error(`${file}: ${problems.map((problem) => `${problem.path} ${problem.message}`).join('; ')}`);
  }
  return value as ExchangeRates;
}

let loaded: ExchangeRates | undefined;

/** The rates of EXCHANGE_RATES_FILE, read once. */
export function exchangeRates(): ExchangeRates {
  return (loaded ??= loadExchangeRates());
}

/** The units of the currency for one SGD, if it has a rate. */
export function rateOf(currency: unknown): number | undefined {
  const { rates } = exchangeRates();
  return typeof currency === 'string' && Object.hasOwn(rates, currency) ? rates[currency] : undefined;
}

/** The field of a payment's data that keeps the rate it was taken at (fine-payment-rate.ts). */
export const PAYMENT_RATE_FIELD = 'exchangeRate';

/** The rate a payment's amount converts at: the one it was taken at, else (stored before rates were kept) today's. */
export function paymentRate(data: Record<string, unknown>): number | undefined {
  const kept = data[PAYMENT_RATE_FIELD];
  return typeof kept === 'number' && kept > 0 ? kept : rateOf(data.currency);
}
