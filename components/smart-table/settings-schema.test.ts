import { describe, expect, it } from 'vitest';
import { checkSchema } from '../../runtime/core/schema-validator';
import { GRID_DEFAULTS, SmartTableSettings, type GridOptions } from '../../schemas/grid-options';
import { initialPageSize, resolveChildGrid, resolveGridOptions } from './grid-settings';

const settings = (gridOptions: Partial<GridOptions>) => ({
  type: 'smart-table',
  key: 'fines',
  gridOptions: {
    key: 'fines',
    apiUrl: '/api/court-fines',
    columnDefinitions: [{ field: 'caseNumber' }],
    ...gridOptions,
  },
});
const messages = (gridOptions: Partial<GridOptions>) =>
  checkSchema(SmartTableSettings, settings(gridOptions)).map(
    (problem) => `${problem.path} ${problem.message}`,
  );

describe('smart table settings (spec 001 §3.1, §5.2)', () => {
  it('accepts a valid grid', () => {
    expect(messages({})).toEqual([]);
  });

  it('refuses a page size that is not one of the rows-per-page options the grid sets', () => {
    expect(messages({ paginationPageSize: 25 })).toEqual([]);
    expect(messages({ paginationPageSize: 20, paginationRowsPerPageOptions: [10, 20, 50, 100] })).toEqual([]);
    expect(messages({ paginationRowsPerPageOptions: [] })).toEqual([]);
    // Either one alone is taken: the grid offers the default options with the page size among them, or
    // starts at the first option. A grid saved so before this rule is still saved.
    expect(messages({ paginationPageSize: 20 })).toEqual([]);
    expect(messages({ paginationRowsPerPageOptions: [20, 50] })).toEqual([]);
    expect(messages({ paginationPageSize: 30, paginationRowsPerPageOptions: [10, 20, 50] })).toEqual([
      '/gridOptions/paginationPageSize paginationPageSize 30 must be one of paginationRowsPerPageOptions (10, 20, 50)',
    ]);
    // Without a paginator the page size does not matter.
    expect(
      messages({ pagination: false, paginationPageSize: 30, paginationRowsPerPageOptions: [10, 20, 50] }),
    ).toEqual([]);
  });

  it('requires the grid key', () => {
    expect(messages({ key: '' }).join()).toContain('/gridOptions/key');
    const { key: _key, ...withoutKey } = settings({}).gridOptions;
    expect(checkSchema(SmartTableSettings, { ...settings({}), gridOptions: withoutKey })).toContainEqual({
      path: '/gridOptions/key',
      message: 'key is required',
    });
  });

  it('requires apiUrl for apiDataDriven and contextDataFieldName for contextDataDriven', () => {
    expect(messages({ apiUrl: undefined })).toContain('/gridOptions/apiUrl apiUrl is required');
    expect(messages({ apiUrl: '' }).join()).toContain(
      'apiUrl is required when gridDataContext is apiDataDriven',
    );
    expect(messages({ apiUrl: undefined, gridDataContext: 'contextDataDriven' })).toContain(
      '/gridOptions/contextDataFieldName contextDataFieldName is required',
    );
    expect(
      messages({ apiUrl: undefined, gridDataContext: 'contextDataDriven', contextDataFieldName: 'rows' }),
    ).toEqual([]);
  });

  it('requires a data provider’s apiMethod', () => {
    expect(messages({ additionalDataProviders: [{ apiUrl: '/x' } as never] })).toContain(
      '/gridOptions/additionalDataProviders/0/apiMethod apiMethod is required',
    );
  });

  it('requires parserSlNoField when parsed rows are numbered', () => {
    expect(messages({ parserSlNoRequired: true })).toContain(
      '/gridOptions/parserSlNoField parserSlNoField is required',
    );
  });

  it('requires a template of a composite column, and a sortField when it is sortable', () => {
    const problems = messages({ columnDefinitions: [{ field: 'x', compositeColumn: true }] });
    expect(problems).toContain(
      '/gridOptions/columnDefinitions/0/valueFormatterTemplate valueFormatterTemplate is required',
    );
    expect(problems).toContain('/gridOptions/columnDefinitions/0/sortField sortField is required');
    expect(
      messages({
        columnDefinitions: [
          { field: 'x', compositeColumn: true, sortable: false, valueFormatterTemplate: '{{ rowData.a }}' },
        ],
      }),
    ).toEqual([]);
  });

  it('offers only the fixed import forms', () => {
    expect(messages({ importFormId: 'deposit-import-configuration' })).toEqual([]);
    expect(messages({ importFormId: 'anything-else' as never }).join()).toContain(
      '/gridOptions/importFormId',
    );
  });
});

describe('settings that must mean something (saving refuses the rest)', () => {
  it('names the import parser from the known ones: xlcsvparser', () => {
    expect(messages({ parser: 'xlcsvparser' })).toEqual([]);
    expect(messages({ parser: 'pdfparser' as never })).toEqual([
      '/gridOptions/parser parser must be one of: xlcsvparser (reads .csv and .xlsx files)',
    ]);
  });

  it('takes an ISO currency code, on currency columns only', () => {
    const column = (cellDataType: string | undefined, currencyCode: string) =>
      messages({
        columnDefinitions: [{ field: 'amount', cellDataType, formatOptions: { currencyCode } } as never],
      });
    expect(column('currency', 'USD')).toEqual([]);
    expect(column('currency', 'usd')).toEqual([
      '/gridOptions/columnDefinitions/0/formatOptions/currencyCode currencyCode must be a three-letter ISO 4217 code in capitals, such as SGD, USD or EUR',
    ]);
    const onNumber = column('number', 'USD');
    expect(onNumber).toContain(
      '/gridOptions/columnDefinitions/0/formatOptions/currencyCode currencyCode formats currency columns only: set cellDataType to currency or remove currencyCode',
    );
    expect(onNumber.every((problem) => problem.startsWith('/gridOptions/columnDefinitions/0'))).toBe(true);
    expect(column(undefined, 'USD').join()).toContain('currencyCode formats currency columns only');
  });

  it("takes the child grid's rowSpanCount from 1 and any serial-number field", () => {
    expect(messages({ slnofield: 'lineNumber', childGridOptions: { rowSpanCount: 3 } })).toEqual([]);
    expect(messages({ childGridOptions: { rowSpanCount: 0 } }).join()).toContain(
      '/gridOptions/childGridOptions/rowSpanCount',
    );
  });
});

describe('grid defaults (spec 001 §9)', () => {
  it('fill in what the designer left out', () => {
    const options = resolveGridOptions({
      key: 'g',
      columnDefinitions: [],
      noDataLabel: undefined,
      rowHover: false,
    });
    expect(options).toMatchObject({
      gridDataContext: 'apiDataDriven',
      pagination: true,
      paginationPageSize: 10,
      paginationRowsPerPageOptions: [10, 25, 50],
      pageDataFieldName: 'content',
      styleClass: 'p-datatable-striped p-datatable-sm',
      slnoLabel: 'S No',
      noDataLabel: 'No Records found',
      globalSearchFilterOperator: 'starts_with',
      rowHover: false,
    });
    expect(GRID_DEFAULTS.parserResultField).toBe('parsedResults');
  });

  it('refreshComponent false hides the refresh button like refreshEnabled', () => {
    expect(
      resolveGridOptions({ key: 'g', columnDefinitions: [], refreshComponent: false }).refreshEnabled,
    ).toBe(false);
  });

  it('starts with its page size: offered among the default options when it sets none', () => {
    const grid = (extra: Partial<GridOptions>) =>
      resolveGridOptions({ key: 'g', columnDefinitions: [], ...extra });
    expect(initialPageSize(grid({ paginationPageSize: 25 }))).toBe(25);
    expect(grid({ paginationPageSize: 25 }).paginationRowsPerPageOptions).toEqual([10, 25, 50]);
    // A grid saved with 30 and no list (as the builder once saved an untouched list) starts at 30.
    expect(initialPageSize(grid({ paginationPageSize: 30 }))).toBe(30);
    expect(grid({ paginationPageSize: 30 }).paginationRowsPerPageOptions).toEqual([10, 25, 30, 50]);
    // A list of its own is kept as it is; a page size it does not offer starts at its first option.
    expect(grid({ paginationRowsPerPageOptions: [20, 40] }).paginationRowsPerPageOptions).toEqual([20, 40]);
    expect(initialPageSize(grid({ paginationRowsPerPageOptions: [20, 40] }))).toBe(20);
  });

  it("gives the child grid the parent's columns and no serial column", () => {
    const parent = resolveGridOptions({
      key: 'g',
      columnDefinitions: [{ field: 'a' }],
      childRowsAttribute: 'events',
    });
    expect(resolveChildGrid(parent)).toMatchObject({
      childRowsAttribute: 'events',
      slnoColumnRequired: false,
      selectedRecordIdentifierField: 'id',
      columnDefinitions: [{ field: 'a' }],
    });
    expect(resolveChildGrid(parent).rowSpanCount).toBeUndefined();
  });
});
