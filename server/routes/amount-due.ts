// The amount due on a court fine in a chosen currency (issue #8), the API behind the fine payment
// screen's API text field: GET /api/court-fines/amount-due?caseNumber=&currency=. The fine is found by
// its case number (server/records/court-fines.ts) with the caller's read access to court fines; its amount
// (SGD) is converted with the fixed example rates of examples/config/exchange-rates.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AmountDueQuery, AmountDueResponse, ExchangeRates } from '../../schemas/court-fines';
import { checkStartFile } from '../start-files';
import type { ServerContext } from '../context';
import { EXAMPLES_DIR } from '../db/examples';
import { AppError, accessDenied, badRequest, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { COURT_FINES_RESOURCE, findCourtFine } from '../records/court-fines';
import { recordAccess, visibleRecord } from '../records/record-access';

export const EXCHANGE_RATES_FILE = path.join(EXAMPLES_DIR, 'config', 'exchange-rates.json');

export function loadExchangeRates(file = EXCHANGE_RATES_FILE): ExchangeRates {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const problems = checkStartFile(ExchangeRates, value);
  if (problems.length > 0) {
    throw new Error(`${file}: ${problems.map((problem) => `${problem.path} ${problem.message}`).join('; ')}`);
  }
  return value as ExchangeRates;
}

/** An SGD amount in another currency, rounded to cents. */
export function convertAmount(amount: number, rate: number): number {
  return Math.round(amount * rate * 100) / 100;
}

export async function amountDueRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  const { db } = database;
  const exchange = loadExchangeRates();

  app.get<{ Querystring: AmountDueQuery }>(
    '/api/court-fines/amount-due',
    { schema: { querystring: AmountDueQuery, response: { 200: AmountDueResponse } } },
    async (request) => {
      const access = await recordAccess(db, COURT_FINES_RESOURCE, currentUser(request), 'read');
      const caseNumber = request.query.caseNumber.trim();
      const { currency } = request.query;
      const rate = exchange.rates[currency];
      if (rate === undefined) {
        const supported = Object.keys(exchange.rates).sort();
        throw badRequest(
          'UNSUPPORTED_CURRENCY',
          `No exchange rate for ${currency}; supported: ${supported.join(', ')}`,
          { supported },
        );
      }
      const fine = await findCourtFine(db, caseNumber);
      if (!fine) {
        throw notFound('COURT_FINE_NOT_FOUND', `There is no court fine with case number "${caseNumber}"`);
      }
      if (typeof fine.amount !== 'number') {
        throw new AppError(422, 'AMOUNT_UNKNOWN', `The court fine ${caseNumber} has no amount`);
      }
      const amount = visibleRecord(access, fine).amount;
      if (typeof amount !== 'number') throw accessDenied('You may not see the amount of this court fine');
      return { caseNumber, currency, amountDue: convertAmount(amount, rate) };
    },
  );
}
