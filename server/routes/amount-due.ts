// The amount still due on a court fine in a chosen currency (issue #8), the API behind the fine payment
// screen's API text field: GET /api/court-fines/amount-due?caseNumber=&currency=. The fine is found by
// its case number with the caller's read access to court fines; what is still owed on it (its amount less
// its payments and approved write-offs, SGD: server/records/court-fines.ts) is converted with the fixed
// example rates of examples/config/exchange-rates.json and rounded to cents. A fine paid in full is due 0.
import type { FastifyInstance } from 'fastify';
import { AmountDueQuery, AmountDueResponse } from '../../schemas/court-fines';
import type { ServerContext } from '../context';
import { AppError, badRequest, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import { centsIn } from '../records/amount-owed';
import { COURT_FINES_RESOURCE, courtFineBalance, FINE_NOT_APPROVED } from '../records/court-fines';
import { exchangeRates, rateOf } from '../records/exchange-rates';
import { recordAccess } from '../records/record-access';

export { EXCHANGE_RATES_FILE, loadExchangeRates } from '../records/exchange-rates';

export async function amountDueRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  const { db } = database;
  // Read as the server starts: a bad rates file stops it.
  const exchange = exchangeRates();

  app.get<{ Querystring: AmountDueQuery }>(
    '/api/court-fines/amount-due',
    { schema: { querystring: AmountDueQuery, response: { 200: AmountDueResponse } } },
    async (request) => {
      const caseNumber = request.query.caseNumber.trim();
      const { currency } = request.query;
      const user = currentUser(request);
      // Refused before anything else is said to one who may not read court fines.
      await recordAccess(db, COURT_FINES_RESOURCE, user, 'read');
      const rate = rateOf(currency);
      if (rate === undefined) {
        const supported = Object.keys(exchange.rates).sort();
        throw badRequest(
          'UNSUPPORTED_CURRENCY',
          `No exchange rate for ${currency}; supported: ${supported.join(', ')}`,
          { supported },
        );
      }
      const balance = await courtFineBalance(db, user, caseNumber);
      if (!balance) {
        throw notFound('COURT_FINE_NOT_FOUND', `There is no court fine with case number "${caseNumber}"`);
      }
      if (balance === FINE_NOT_APPROVED) {
        throw new AppError(
          409,
          'COURT_FINE_NOT_APPROVED',
          `The court fine ${caseNumber} is not approved: nothing is due on it yet`,
        );
      }
      if (balance.outstanding === undefined) {
        throw new AppError(422, 'AMOUNT_UNKNOWN', `The court fine ${caseNumber} has no amount`);
      }
      return { caseNumber, currency, amountDue: centsIn(balance.outstanding, rate) / 100 };
    },
  );
}
