import { describe, expect, it } from 'vitest';
import { lintWith } from '../lint-test-form';
import { gridSettingWithoutEffect } from './grid-setting-without-effect';

const smartTable = (gridOptions: Record<string, unknown>) => ({
  type: 'smart-table',
  key: 'fines',
  gridOptions: { key: 'fines', apiUrl: '/api/court-fines', columnDefinitions: [], ...gridOptions },
});

describe('grid-setting-without-effect', () => {
  it('flags an unknown parser and a currencyCode that cannot apply, nested tables too', () => {
    const problems = lintWith(gridSettingWithoutEffect, [
      smartTable({ parser: 'pdfparser' }),
      {
        type: 'panel',
        key: 'p',
        components: [
          smartTable({
            columnDefinitions: [
              { field: 'a', cellDataType: 'currency', formatOptions: { currencyCode: 'euro' } },
              { field: 'b', cellDataType: 'number', formatOptions: { currencyCode: 'EUR' } },
            ],
            childGridOptions: {
              columnDefinitions: [{ field: 'c', formatOptions: { currencyCode: 'EUR' } }],
            },
          }),
        ],
      },
    ]);
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        [
          '/components/0/gridOptions/parser',
          'parser must be one of: xlcsvparser (reads .csv and .xlsx files)',
        ],
        [
          '/components/1/components/0/gridOptions/columnDefinitions/0/formatOptions/currencyCode',
          'currencyCode must be a three-letter ISO 4217 code in capitals, such as SGD, USD or EUR',
        ],
        [
          '/components/1/components/0/gridOptions/columnDefinitions/1/formatOptions/currencyCode',
          'currencyCode formats currency columns only: set cellDataType to currency or remove currencyCode',
        ],
        [
          '/components/1/components/0/gridOptions/childGridOptions/columnDefinitions/0/formatOptions/currencyCode',
          'currencyCode formats currency columns only: set cellDataType to currency or remove currencyCode',
        ],
      ]),
    );
  });

  it('leaves good settings, and the problems saving reports with its own messages, alone', () => {
    expect(
      lintWith(gridSettingWithoutEffect, [
        smartTable({
          parser: 'xlcsvparser',
          columnDefinitions: [
            { field: 'a', cellDataType: 'currency', formatOptions: { currencyCode: 'EUR' } },
          ],
        }),
        smartTable({ key: '', apiUrl: undefined }),
        { type: 'textfield', key: 'parser', input: true },
      ]),
    ).toEqual([]);
  });
});
