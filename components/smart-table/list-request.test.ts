import { describe, expect, it } from 'vitest';
import { encodeUrl } from '../../runtime/core/url-query';
import { listCall, listRequestUrl, sortParameter } from './list-request';
import {
  filterPanelParameters,
  filterPanelQuery,
  filterProblems,
  joinQueries,
  simpleSearchQuery,
  wrapSearchText,
} from './search-query';
import { resolveColumn } from './grid-settings';

const decoded = (url: string) => {
  const [path, query = ''] = url.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(query)) };
};

describe('the main data call (spec 001 §7.1)', () => {
  it('asks for a 1-based page, the size, the sort and the q', () => {
    const url = listRequestUrl(
      '/api/court-fines',
      { first: 20, rows: 10, sort: { field: 'amount', order: -1 }, searchQuery: 'caseNumber=[CF)' },
      {},
    );
    expect(decoded(url)).toEqual({
      path: '/api/court-fines',
      params: { page: '3', size: '10', sort: 'amount,desc', q: 'caseNumber=[CF)' },
    });
  });

  it('uses the default sort when none is chosen, and order above 0 as ascending', () => {
    expect(sortParameter({}, 'caseNumber,asc')).toBe('caseNumber,asc');
    expect(sortParameter({ field: 'a', order: 1 }, 'b,desc')).toBe('a,asc');
    expect(sortParameter({ field: 'a', order: 0 }, undefined)).toBeUndefined();
    const url = listRequestUrl('/api/x', { first: 0, rows: 10 }, {}, 'dueDate,desc');
    expect(decoded(url).params.sort).toBe('dueDate,desc');
  });

  it("joins the URL's own q with the search q by ';' and encodes it", () => {
    const url = listRequestUrl(
      '/api/court-fines?q=status=OPEN&size=99',
      { first: 0, rows: 25, searchQuery: '(%tan wei%)' },
      {},
    );
    expect(decoded(url).params).toEqual({ q: 'status=OPEN;(%tan wei%)', page: '1', size: '25' });
    expect(url).toContain('q=status%3DOPEN%3B(%25tan%20wei%25)');
  });

  it('fills {{ }} placeholders from the submission, with or without data.', () => {
    const url = listRequestUrl(
      '/api/fund-disbursements?q=caseNumber={{ data.caseNumber }};payee={{payee}}',
      { first: 0, rows: 10 },
      { caseNumber: 'CF-1', payee: 'A&B' },
    );
    expect(decoded(url).params.q).toBe('caseNumber=CF-1;payee=A&B');
  });

  it('leaves out an empty q', () => {
    expect(
      decoded(listRequestUrl('/api/x', { first: 0, rows: 10, searchQuery: '' }, {})).params.q,
    ).toBeUndefined();
  });

  it("appends a legacy API's advanced query string to the URL as parameters, apart from q", () => {
    const call = listCall(
      '/api/legacy-fines?status=ALL&q=a=1',
      { first: 30, rows: 15, urlParameters: '&status=OPEN&fromDate=2026-01-01&name=Tan %26 Co' },
      {},
    );
    expect(call).toEqual({
      url: '/api/legacy-fines?q=a%3D1&status=OPEN&fromDate=2026-01-01&name=Tan%20%26%20Co',
      q: 'a=1',
      page: 2,
      size: 15,
      sort: undefined,
    });
    expect(
      decoded(listRequestUrl('/api/x', { first: 0, rows: 10, urlParameters: '?a=1' }, {})).params,
    ).toEqual({
      a: '1',
      page: '1',
      size: '10',
    });
  });

  it('encodes query values written raw in a URL', () => {
    expect(encodeUrl('/api/x?q=a=[b c)&z=%41')).toBe('/api/x?q=a%3D%5Bb%20c)&z=A');
  });
});

describe('the search q (spec 001 §7.1, §9)', () => {
  it('wraps contains as (%text%) and starts with as [text)', () => {
    expect(wrapSearchText('smith', 'contains')).toBe('(%smith%)');
    expect(wrapSearchText('CF-2026', 'starts_with')).toBe('[CF-2026)');
  });

  it('is empty for blank text and goes through the query formatter when one is set', () => {
    expect(simpleSearchQuery('  ', 'contains', undefined, {})).toBe('');
    expect(simpleSearchQuery(' tan ', 'contains', undefined, {})).toBe('(%tan%)');
    expect(simpleSearchQuery('tan', 'starts_with', 'offenderName={{ query }}', {})).toBe(
      'offenderName=[tan)',
    );
    expect(simpleSearchQuery('tan', 'contains', '{{ searchText.toUpperCase() }}', {})).toBe('TAN');
  });

  it('builds one criterion per filled filter field by column type', () => {
    const columns = [
      resolveColumn({ field: 'offenderName' }),
      resolveColumn({ field: 'amount', cellDataType: 'currency' }),
      resolveColumn({ field: 'dueDate', cellDataType: 'date' }),
      resolveColumn({ field: 'composite', compositeColumn: true, sortField: 'caseNumber' }),
    ];
    expect(
      filterPanelQuery(
        [
          { key: 'offenderName', value: 'tan' },
          { key: 'amount', value: '250' },
          { key: 'dueDate', value: '2026-02' },
          { key: 'caseNumber', value: 'CF' },
          { key: 'ignored', value: ' ' },
        ],
        columns,
      ),
    ).toBe('offenderName=(%tan%);amount=250;dueDate=[2026-02);caseNumber=(%CF%)');
  });

  it('writes a number or boolean filter as its column holds it, whatever the cells show', () => {
    const columns = [
      resolveColumn({ field: 'amount', cellDataType: 'currency' }),
      resolveColumn({
        field: 'euros',
        cellDataType: 'currency',
        formatOptions: { localeId: 'de-DE', currencyCode: 'EUR' },
      }),
      resolveColumn({ field: 'count', cellDataType: 'number' }),
      resolveColumn({ field: 'paid', cellDataType: 'boolean' }),
      resolveColumn({ field: 'open', cellDataType: 'boolean', formatOptions: { booleanFormat: '1_0' } }),
    ];
    expect(
      filterPanelQuery(
        [
          { key: 'amount', value: 'S$ 1,200.00' },
          { key: 'euros', value: '1.250,50 €' },
          { key: 'count', value: '1,200' },
          { key: 'paid', value: 'Yes' },
          { key: 'open', value: '0' },
        ],
        columns,
      ),
    ).toBe('amount=1200;euros=1250.5;count=1200;paid=true;open=false');
    expect(filterPanelParameters([{ key: 'amount', value: 'SGD 1,200' }], columns)).toBe('amount=1200');
    expect(
      filterProblems(
        [
          { key: 'count', value: 'twelve' },
          { key: 'paid', value: 'maybe' },
        ],
        columns,
      ),
    ).toEqual(['count: "twelve" is not a number', 'paid: type Yes or No']);
  });

  it("leaves out a filter the q language cannot express, and writes a legacy API's parameters", () => {
    const columns = [resolveColumn({ field: 'remarks' })];
    expect(
      filterPanelQuery(
        [
          { key: 'remarks', value: 'x%);y' },
          { key: 'remarks', value: 'ok' },
        ],
        columns,
      ),
    ).toBe('remarks=(%ok%)');
    expect(
      filterPanelParameters([
        { key: 'status', value: ' OPEN ' },
        { key: 'name', value: 'Tan & Co' },
        { key: 'empty', value: '' },
      ]),
    ).toBe('status=OPEN&name=Tan%20%26%20Co');
  });

  it('joins non-empty parts with ;', () => {
    expect(joinQueries('a=1', '', undefined, ' b=2 ')).toBe('a=1;b=2');
  });
});
