import { Formio } from '@formio/js/form';
import { fireEvent, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, type RequestOptions } from '../../runtime/core/http';
import { testComponentContext } from '../../tests/helpers/component-context';
import { settingsProblems as editFormProblems } from '../../tests/helpers/edit-form-problems';
import { jsonListMessage } from '../edit-form-parts';
import { registerFormioComponent } from '../formio';
import { provideComponentContext } from '../react-component';
import { smartTableEditForm } from './edit-form';
import { initialPageSize, resolveGridOptions } from './grid-settings';
import { ImportConfigurationLoader } from './ImportConfigurationLoader';

/** Answers the import configuration form as GET /api/ignite/application/{id} does (wire format). */
class FormsHttp extends HttpClient {
  readonly calls: string[] = [];
  constructor() {
    super({ getToken: () => null });
  }

  override async request<T>(method: string, url: string, _options: RequestOptions = {}): Promise<T> {
    this.calls.push(`${method} ${url}`);
    const components = [
      { type: 'textfield', key: 'depositReference', label: 'Deposit reference', input: true },
      { type: 'currency', key: 'amount', label: 'Amount', input: true },
      { type: 'datetime', key: 'depositDate', label: 'Deposit date', input: true },
    ];
    return {
      id: 'deposit-import-configuration',
      name: 'x',
      category: 'y',
      components: [JSON.stringify(components)],
    } as T;
  }
}

const http = new FormsHttp();

beforeAll(() => {
  registerFormioComponent('smart-table-import-loader', ImportConfigurationLoader);
  provideComponentContext(testComponentContext({ http }));
});

const settingsProblems = (settings: Record<string, unknown>) =>
  editFormProblems(smartTableEditForm(), settings);

const grid = (gridOptions: Record<string, unknown>) => ({
  key: 'fines',
  gridOptions: {
    key: 'fines',
    gridDataContext: 'apiDataDriven',
    apiUrl: '/api/court-fines',
    paginationRowsPerPageOptions: [10, 20, 50],
    paginationPageSize: 10,
    columnDefinitions: [],
    ...gridOptions,
  },
});

describe('smart table builder settings (spec 001 §5.2)', () => {
  it('has a tab per concern and keeps every setting under gridOptions with its spec name', () => {
    const [tabs] = smartTableEditForm().components as { components: { label: string }[] }[];
    expect(tabs?.components.map((tab) => tab.label)).toEqual([
      'Grid',
      'Appearance',
      'Paging & Serial No',
      'Selection',
      'Search',
      'Columns',
      'Import',
      'Expansion',
      'Data Providers',
      'API',
    ]);
    const json = JSON.stringify(smartTableEditForm());
    for (const name of [
      'selectedRecordStorageField',
      'globalSearchQueryFormatter',
      'parserResultField',
      'childRowsAttribute',
    ])
      expect(json).toContain(`"gridOptions.${name}"`);
    for (const formId of ['deposit-import-configuration', 'fund-disbursements-import-configuration'])
      expect(json).toContain(`"value":"${formId}"`);
  });

  it('accepts complete settings', async () => {
    expect(await settingsProblems(grid({}))).toEqual([]);
  });

  it('requires the grid key, and apiUrl for an API-driven grid', async () => {
    const problems = await settingsProblems(grid({ key: '', apiUrl: '' }));
    expect(problems).toContain('Grid Key is required');
    expect(problems).toContain('API URL is required');
  });

  it('requires contextDataFieldName for a context-driven grid, and no apiUrl then', async () => {
    const problems = await settingsProblems(grid({ gridDataContext: 'contextDataDriven', apiUrl: '' }));
    expect(problems).toEqual(['Context Data Field Name is required']);
  });

  it('wants the page size among the rows-per-page options', async () => {
    expect(await settingsProblems(grid({ paginationPageSize: 30 }))).toEqual([
      'The page size must be one of the rows-per-page options',
    ]);
  });

  it('shows the rows-per-page options the grid offers when none is saved, and checks the page size against them', async () => {
    const untouched = (pageSize: number) => {
      const settings = grid({ paginationPageSize: pageSize });
      delete (settings.gridOptions as Record<string, unknown>).paginationRowsPerPageOptions;
      return settings;
    };
    // An untouched list is not saved: the grid then offers its default, 10, 25, 50.
    expect(await settingsProblems(untouched(25))).toEqual([]);
    expect(
      initialPageSize(resolveGridOptions({ key: 'g', columnDefinitions: [], paginationPageSize: 25 })),
    ).toBe(25);
    expect(await settingsProblems(untouched(20))).toEqual([
      'The page size must be one of the rows-per-page options',
    ]);
  });

  it('requires the serial-number field of parsed rows when they are numbered', async () => {
    expect(await settingsProblems(grid({ parserSlNoRequired: true }))).toEqual([
      'Parser Serial Number Field is required',
    ]);
  });

  it('refuses default data that is not a JSON list of rows', async () => {
    const message = jsonListMessage('Default Data', 'objects');
    expect(await settingsProblems(grid({ defaultData: [{ reference: 'F-1' }] }))).toEqual([]);
    expect(await settingsProblems(grid({ defaultData: '[{ "reference": ' }))).toEqual([message]);
    expect(await settingsProblems(grid({ defaultData: { reference: 'F-1' } }))).toEqual([message]);
    expect(await settingsProblems(grid({ defaultData: ['F-1'] }))).toEqual([message]);
  });

  it('loads the chosen import form into the columns and the field mapping', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const form = await Formio.createForm(element, smartTableEditForm());
    await form.setSubmission({ data: grid({ importFormId: 'deposit-import-configuration' }) });
    // The loader sits on the Import tab (hidden until chosen): found directly, not by role, in this large form.
    const button = await waitFor(() => {
      const found = element.querySelector<HTMLButtonElement>(
        '[data-component-type="smart-table-import-loader"] button',
      );
      if (!found) throw new Error('The loader is not drawn yet');
      return found;
    });
    fireEvent.click(button);
    await waitFor(() =>
      expect(element.textContent).toContain(
        '3 columns and mappings loaded from deposit-import-configuration.',
      ),
    );
    expect(http.calls).toContain('GET /api/ignite/application/deposit-import-configuration');
    await waitFor(() =>
      expect(form.submission.data.gridOptions.fieldMapping).toEqual([
        { headerName: 'Deposit reference', fieldName: 'depositReference' },
        { headerName: 'Amount', fieldName: 'amount' },
        { headerName: 'Deposit date', fieldName: 'depositDate' },
      ]),
    );
    expect(
      form.submission.data.gridOptions.columnDefinitions.map(
        (column: { cellDataType: string }) => column.cellDataType,
      ),
    ).toEqual(['string', 'currency', 'date']);
    form.destroy(true);
  });
});
