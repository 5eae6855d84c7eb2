import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '../../schemas/grid-options';
import { resolveColumn, resolveGridOptions } from './grid-settings';
import { localPage, type RowsRequest } from './load-rows';
import { pageRows, searchRows, sortRows } from './local-rows';
import { heldValues } from './search-texts';
import { readPage } from './page-response';
import { rowsOfSelection, storedSelection } from './selection';

const gridOptions = resolveGridOptions({ key: 'held', columnDefinitions: [] });

const rows = [
  { id: 1, name: 'émile', amount: 10 },
  { id: 2, name: null, amount: 5 },
  { id: 3, name: 'Zed', amount: null },
  { id: 4, name: 'anna', amount: 20 },
];

describe('rows held locally (spec 001 §4.1, §5.1)', () => {
  it('sorts nulls first and text by locale; order above 0 ascends', () => {
    expect(sortRows(rows, { field: 'name', order: 1 }).map((row) => row.id)).toEqual([2, 4, 1, 3]);
    expect(sortRows(rows, { field: 'name', order: -1 }).map((row) => row.id)).toEqual([3, 1, 4, 2]);
    expect(sortRows(rows, { field: 'amount', order: 1 }).map((row) => row.id)).toEqual([3, 2, 1, 4]);
    expect(sortRows(rows, {}).map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });

  it('searches by contains or starts with, ignoring case', () => {
    expect(searchRows(rows, heldValues(['name']), 'E', 'contains').map((row) => row.id)).toEqual([1, 3]);
    expect(searchRows(rows, heldValues(['name']), 'an', 'starts_with').map((row) => row.id)).toEqual([4]);
  });

  it('pages, counting every match', () => {
    const columns = [resolveColumn({ field: 'name' })];
    const request = {
      first: 2,
      rows: 2,
      sort: { field: 'id', order: 1 },
      searchQuery: '',
      simpleSearchText: '',
      simpleSearchOperator: 'contains' as const,
      filterFields: [],
    };
    expect(localPage(rows, request, columns, gridOptions)).toEqual({
      rows: [rows[2], rows[3]],
      totalRecords: 4,
    });
    expect(pageRows(rows, 3, 10)).toEqual([rows[3]]);
  });

  it('filters a field as the server does by its column type: numbers and booleans equal, dates by prefix', () => {
    const held = [
      { id: 1, amount: 10, paid: true, due: '2026-03-01', name: 'Tan' },
      { id: 2, amount: 100, paid: false, due: '2026-04-10', name: 'Stan' },
      { id: 3, amount: 2100, paid: true, due: '2026-03-15', name: 'Lee' },
    ];
    const columns = [
      resolveColumn({ field: 'amount', cellDataType: 'currency' }),
      resolveColumn({ field: 'paid', cellDataType: 'boolean' }),
      resolveColumn({ field: 'due', cellDataType: 'date' }),
      resolveColumn({ field: 'name' }),
    ];
    const filtered = (key: string, value: string) =>
      localPage(
        held,
        {
          first: 0,
          rows: 10,
          sort: {},
          searchQuery: '',
          simpleSearchText: '',
          simpleSearchOperator: 'contains',
          filterFields: [{ key, value }],
        },
        columns,
        gridOptions,
      ).rows.map((row) => row.id);
    expect(filtered('amount', '10')).toEqual([1]);
    expect(filtered('paid', 'TRUE')).toEqual([1, 3]);
    expect(filtered('due', '2026-03')).toEqual([1, 3]);
    expect(filtered('name', 'tan')).toEqual([1, 2]);
    // As the cells show them: separators and the currency dropped, the boolean format's words.
    expect(filtered('amount', '2,100')).toEqual([3]);
    expect(filtered('amount', 'S$ 2,100.00')).toEqual([3]);
    expect(filtered('paid', 'Yes')).toEqual([1, 3]);
    expect(filtered('paid', 'no')).toEqual([2]);
  });
});

describe('the simple search on rows held locally: what the cells show (spec 001 §3.3, §9)', () => {
  const fines = [
    { id: 1, amount: 1200, due: '2026-01-15 00:00:00', paid: true, first: 'Wei', last: 'Tan', note: null },
    {
      id: 2,
      amount: 15.5,
      due: '2026-02-01 00:00:00',
      paid: false,
      first: 'Anna',
      last: 'Lim',
      note: 'urgent',
    },
    {
      id: 3,
      amount: 99,
      due: '2025-12-15 00:00:00',
      paid: false,
      first: 'Omar',
      last: 'Ong',
      note: 'paid late',
      internalRef: 'secret',
    },
  ];
  const definitions: ColumnDefinition[] = [
    { field: 'amount', cellDataType: 'currency' },
    { field: 'due', cellDataType: 'date' },
    { field: 'paid', cellDataType: 'boolean' },
    {
      field: 'name',
      compositeColumn: true,
      valueFormatterTemplate: '{{ rowData.last }}, {{ rowData.first }}',
    },
    { field: 'note', defaultValueIfNull: 'None given' },
    { field: 'id', formatOptions: { prefix: 'CF-' } },
    { field: 'internalRef', hide: true },
  ];
  const columns = definitions.filter((column) => !column.hide).map(resolveColumn);
  const found = (text: string, operator: RowsRequest['simpleSearchOperator'] = 'contains', held = fines) =>
    localPage(
      held,
      {
        first: 0,
        rows: 10,
        sort: {},
        searchQuery: '',
        simpleSearchText: text,
        simpleSearchOperator: operator,
        filterFields: [],
      },
      columns,
      gridOptions,
    ).rows.map((row) => row.id);

  it('finds an amount, a date and a yes/no as the cells show them, by either operator', () => {
    expect(found('1,200')).toEqual([1]);
    expect(found('S$ 1,200.00')).toEqual([1]);
    expect(found('1,200', 'starts_with')).toEqual([1]);
    expect(found('15.50', 'starts_with')).toEqual([2]);
    expect(found('15-01')).toEqual([1]);
    expect(found('15-', 'starts_with')).toEqual([1, 3]);
    expect(found('01-2026')).toEqual([1]);
    expect(found('yes')).toEqual([1]);
  });

  it("finds a composite column's text, a prefixed value and the defaultValueIfNull an empty cell shows", () => {
    expect(found('tan, wei')).toEqual([1]);
    expect(found('lim,', 'starts_with')).toEqual([2]);
    expect(found('cf-3')).toEqual([3]);
    expect(found('none given')).toEqual([1]);
  });

  it('still finds the values as the rows hold them, ignoring case', () => {
    expect(found('1200', 'starts_with')).toEqual([1]);
    expect(found('2026-02')).toEqual([2]);
    expect(found('URGENT')).toEqual([2]);
    expect(found('3', 'starts_with')).toEqual([3]);
  });

  it('looks in the columns shown only', () => {
    expect(found('paid late')).toEqual([3]);
    expect(found('secret')).toEqual([]);
  });

  it("matches a formatter's no-break space with the space the user types", () => {
    const euros = [
      resolveColumn({
        field: 'amount',
        cellDataType: 'currency',
        formatOptions: { currencyCode: 'EUR', localeId: 'de-DE' },
      }),
    ];
    const page = (text: string) =>
      localPage(
        fines,
        {
          first: 0,
          rows: 10,
          sort: {},
          searchQuery: '',
          simpleSearchText: text,
          simpleSearchOperator: 'contains',
          filterFields: [],
        },
        euros,
        gridOptions,
      ).rows.map((row) => row.id);
    expect(page('1.200,00 €')).toEqual([1]);
    expect(page('15,50')).toEqual([2]);
  });
});

describe('reading a page (spec 001 §3.6)', () => {
  it('reads the list from pageDataFieldName and totalElements', () => {
    expect(readPage({ content: [{ id: 1 }], totalElements: 41, first: true }, 'content')).toEqual({
      rows: [{ id: 1 }],
      totalRecords: 41,
      first: 0,
    });
    expect(readPage({ data: { items: [{ id: 1 }] } }, 'data.items')).toEqual({
      rows: [{ id: 1 }],
      totalRecords: 1,
    });
  });

  it("takes the whole answer as the list with '*', marked as every row for the table to page itself", () => {
    expect(readPage([{ id: 1 }, { id: 2 }], '*')).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      totalRecords: 2,
      wholeList: true,
    });
    expect(readPage({ nothing: true }, '*')).toEqual({ rows: [], totalRecords: 0, wholeList: true });
    expect(readPage({ content: [{ id: 1 }], totalElements: 9 }, 'content')).not.toHaveProperty('wholeList');
  });
});

describe('the stored selection (spec 001 §3.1)', () => {
  it('stores identifiers, or whole records, as a list for checkboxes and one value for a radio', () => {
    const multiple = { multiple: true, identifierField: 'id', wholeRecord: false };
    expect(storedSelection([rows[0]!, rows[3]!], multiple)).toEqual([1, 4]);
    expect(storedSelection([rows[0]!], { ...multiple, wholeRecord: true })).toEqual([rows[0]]);
    expect(storedSelection(rows[1]!, { ...multiple, multiple: false })).toBe(2);
    expect(storedSelection(null, { ...multiple, multiple: false })).toBeNull();
  });

  it('finds the rows of a stored selection on a page', () => {
    const settings = { multiple: true, identifierField: 'id', wholeRecord: false };
    expect(rowsOfSelection([4, 9], rows, settings)).toEqual([rows[3]]);
    expect(rowsOfSelection({ id: 2 }, rows, { ...settings, multiple: false })).toBe(rows[1]);
  });
});
