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

  it('starts with the page size only if the paginator offers it', () => {
    expect(
      initialPageSize(resolveGridOptions({ key: 'g', columnDefinitions: [], paginationPageSize: 25 })),
    ).toBe(25);
    expect(
      initialPageSize(resolveGridOptions({ key: 'g', columnDefinitions: [], paginationPageSize: 30 })),
    ).toBe(10);
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
      columnDefinitions: [{ field: 'a' }],
    });
  });
});
