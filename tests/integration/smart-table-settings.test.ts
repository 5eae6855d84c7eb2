// Saving a form refuses smart table settings that could not mean anything: an unknown import parser, a
// malformed currency code or one on a column that is not a currency column. Each problem names its path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let designer: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  designer = client(server.url, await signIn(server.url, 'designer@ignite.local'));
});
afterAll(() => server?.stop());

const screen = (id: string, gridOptions: Record<string, unknown>) => ({
  id,
  name: `Form ${id}`,
  category: 'tests',
  components: [
    { type: 'screen-config', key: 'screen', screenType: 'view' },
    {
      type: 'smart-table',
      key: 'payments',
      input: true,
      gridOptions: {
        key: 'payments',
        apiUrl: '/api/deposits',
        columnDefinitions: [{ field: 'depositReference' }, { field: 'amount', cellDataType: 'currency' }],
        ...gridOptions,
      },
    },
  ],
});

describe(`saving smart table settings (${TEST_DB_KIND})`, () => {
  it('refuses an unknown parser and a currency code that cannot apply, each at its path', async () => {
    const response = await designer.post(
      '/api/ignite/application',
      screen('smart-table-bad-settings', {
        parser: 'pdfparser',
        columnDefinitions: [
          { field: 'amount', cellDataType: 'currency', formatOptions: { currencyCode: 'usd' } },
          { field: 'rate', cellDataType: 'number', formatOptions: { currencyCode: 'USD' } },
        ],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('INVALID_FORM');
    const problems = response.body.details.map(
      (problem: { path: string; message: string }) => `${problem.path} ${problem.message}`,
    );
    const table = '/components/1/gridOptions';
    expect(problems).toEqual(
      expect.arrayContaining([
        `${table}/parser parser must be one of: xlcsvparser (reads .csv and .xlsx files)`,
        `${table}/columnDefinitions/0/formatOptions/currencyCode currencyCode must be a three-letter ISO 4217 code in capitals, such as SGD, USD or EUR`,
        `${table}/columnDefinitions/1/formatOptions/currencyCode currencyCode formats currency columns only: set cellDataType to currency or remove currencyCode`,
      ]),
    );
    expect((await designer.get('/api/ignite/application/smart-table-bad-settings')).status).toBe(404);
  });

  it('keeps the settings that mean something', async () => {
    const form = screen('smart-table-good-settings', {
      parser: 'xlcsvparser',
      slnofield: 'lineNumber',
      needsRowExpansion: true,
      childGridOptions: { rowSpanCount: 2, selectedRecordIdentifierField: 'eventId' },
      columnDefinitions: [
        {
          field: 'amount',
          cellDataType: 'currency',
          formatOptions: { currencyCode: 'EUR', localeId: 'de-DE' },
        },
      ],
    });
    const saved = await designer.post('/api/ignite/application', form);
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    const stored = await designer.get('/api/ignite/application/smart-table-good-settings');
    const [, table] = JSON.parse(stored.body.components[0]);
    expect(table.gridOptions).toMatchObject({
      parser: 'xlcsvparser',
      slnofield: 'lineNumber',
      childGridOptions: { rowSpanCount: 2, selectedRecordIdentifierField: 'eventId' },
    });
  });
});
