import { describe, expect, it } from 'vitest';
import { checkSchema } from '../runtime/core/schema-validator';
import { ExchangeRates } from '../schemas/court-fines';
import { SeedFiles } from '../schemas/seed';
import { loadExampleUsers } from './db/examples';
import { loadExchangeRates } from './routes/amount-due';
import { checkStartFile } from './start-files';

describe('the checks of the files read at start', () => {
  it('find the problems that checkSchema finds, and none in the examples', () => {
    const users = loadExampleUsers();
    const cases: [typeof ExchangeRates | (typeof SeedFiles)['users.json'], unknown][] = [
      [ExchangeRates, loadExchangeRates()],
      [ExchangeRates, { base: 'USD', rates: { EUR: 0, usd: 1, GBP: '1' }, extra: true }],
      [ExchangeRates, { rates: [] }],
      [ExchangeRates, null],
      [SeedFiles['users.json'], users],
      [SeedFiles['users.json'], [{ ...users[0], username: 'not an e-mail', roles: 'admin' }, {}]],
      // One problem each: both checks must reject it.
      [SeedFiles['users.json'], [{ ...users[0], username: 'not an e-mail' }]],
      [ExchangeRates, { base: 'SGD', rates: { EUR: 0 } }],
      [ExchangeRates, { base: 'SGD', rates: { EUR: '1' } }],
    ];
    for (const [schema, value] of cases)
      expect(checkStartFile(schema, value)).toEqual(checkSchema(schema, value));
    expect(checkStartFile(ExchangeRates, loadExchangeRates())).toEqual([]);
    expect(checkStartFile(ExchangeRates, null).length).toBeGreaterThan(0);
    expect(checkStartFile(SeedFiles['users.json'], cases[5]![1]).length).toBeGreaterThan(2);
    for (const [schema, value] of cases.slice(6)) expect(checkStartFile(schema, value)).toHaveLength(1);
  });
});
