import { Formio } from '@formio/js/form';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventBus, EVENTS } from '../../runtime/core/event-bus';
import { ApiError, HttpClient, type RequestOptions } from '../../runtime/core/http';
import { tablesOf } from '../../runtime/core/table-registry';
import type { GridOptions } from '../../schemas/grid-options';
import { testComponentContext } from '../../tests/helpers/component-context';
import { fakeServices } from '../../tests/helpers/fake-action-run';
import { registerFormioComponent } from '../formio';
import { provideComponentContext } from '../react-component';
import { SAVED_QUERIES_STORAGE_KEY } from './saved-queries';
import { SAVED_SEARCH_STORAGE_KEY } from './saved-search';
import { SmartTable } from './SmartTable';
import { exportTable } from './table-export';
import { tableControllerFor } from './table-controller';

type Row = Record<string, unknown>;

const fines: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: String(index + 1),
  caseNumber: `CF-${String(index + 1).padStart(3, '0')}`,
  offenderName: index % 2 ? `Tan ${index}` : `Lim ${index}`,
  amount: 100 + index,
  events:
    index === 0
      ? [
          { name: 'Fined', amount: 40 },
          { name: 'Paid', amount: 5 },
        ]
      : [],
}));

/** Answers GET /api/court-fines like the records API (page 1-based, size, sort, q) and records calls. */
class FakeHttp extends HttpClient {
  readonly calls: string[] = [];
  constructor() {
    super({ getToken: () => null });
  }

  override async request<T>(method: string, url: string, _options: RequestOptions = {}): Promise<T> {
    this.calls.push(`${method} ${decodeURIComponent(url)}`);
    const parsed = new URL(url, 'http://test.local');
    if (parsed.pathname === '/api/fail') throw new ApiError(500, 'BOOM', 'The related data is down');
    // A plain list (pageDataFieldName '*'): every record, whatever page was asked for.
    if (parsed.pathname === '/api/plain') return fines as T;
    if (parsed.pathname === '/api/plain-many')
      return Array.from({ length: 1500 }, (_, index) => ({
        id: index + 1,
        caseNumber: `P-${index + 1}`,
      })) as T;
    if (parsed.pathname === '/api/counted')
      return { count: (parsed.searchParams.get('ids') ?? '').split('|').filter(Boolean).length } as T;
    if (parsed.searchParams.get('q')?.includes('broken'))
      throw new ApiError(400, 'INVALID_QUERY', 'The search is not valid');
    const page = Number(parsed.searchParams.get('page') ?? 1);
    const size = Number(parsed.searchParams.get('size') ?? 10);
    const q = parsed.searchParams.get('q') ?? '';
    let rows = fines;
    const contains = /\(%(.*)%\)/.exec(q)?.[1];
    const startsWith = /\[(.*)\)/.exec(q)?.[1];
    if (contains)
      rows = rows.filter((row) => String(row.offenderName).toLowerCase().includes(contains.toLowerCase()));
    if (startsWith) rows = rows.filter((row) => String(row.caseNumber).startsWith(startsWith));
    if (parsed.searchParams.get('sort') === 'amount,desc') rows = [...rows].reverse();
    const content = rows.slice((page - 1) * size, page * size);
    return { content, totalElements: rows.length, first: page === 1 } as T;
  }
}

let http: FakeHttp;
let events: EventBus;
const fake = fakeServices();

beforeAll(async () => {
  registerFormioComponent('smart-table', SmartTable);
  // The view is lazy; loaded here once so each test times the table, not the module's first load.
  await import('./SmartTableView');
});

beforeEach(() => {
  localStorage.clear();
  http = new FakeHttp();
  events = new EventBus();
  provideComponentContext(testComponentContext({ http, events, actionServices: () => fake.services }));
});

const table = (gridOptions: Partial<GridOptions>, extra: Row = {}) => ({
  type: 'smart-table',
  key: 'fines',
  input: true,
  persistent: false,
  gridOptions: {
    key: 'finesGrid',
    title: 'Fines ({{ totalRecords }})',
    apiUrl: '/api/court-fines',
    columnDefinitions: [
      { field: 'caseNumber', headerName: 'Case Number' },
      { field: 'offenderName', headerName: 'Offender' },
      { field: 'amount', headerName: 'Amount', cellDataType: 'currency' },
    ],
    ...gridOptions,
  },
  ...extra,
});

const rendered: { destroy(): void }[] = [];
afterEach(() => {
  for (const form of rendered.splice(0)) form.destroy();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A form as the screen runtime drives it: ready, then its data loaded and announced. */
async function renderForm(components: unknown[], data: Row = {}) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, { components });
  rendered.push(form);
  await form.ready;
  events.emit(EVENTS.FORM_READY, form);
  if (Object.keys(data).length > 0) {
    await form.setSubmission({ data });
    events.emit(EVENTS.FORM_DATA_LOADED, data);
  }
  return form;
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('smart table inside Form.io: API-driven (spec 001 §2.1, §4.1, §7.1)', () => {
  it('loads a page with serial numbers, formatted cells, the report line and the evaluated title', async () => {
    await renderForm([table({})]);
    await screen.findByText('CF-001');
    expect(http.calls[0]).toBe('GET /api/court-fines?page=1&size=10');
    expect(screen.getByText('Showing 1 to 10 of 25 records')).toBeTruthy();
    expect(screen.getByText('Fines (25)')).toBeTruthy();
    expect(screen.getByText('S No')).toBeTruthy();
    const first = within(bodyRows()[0]!);
    expect(first.getByText('1')).toBeTruthy();
    expect(first.getByText('S$ 100.00')).toBeTruthy();
    // One load for attach, form ready and the first render together.
    expect(http.calls).toHaveLength(1);
  });

  it('pages and sorts on the server', async () => {
    await renderForm([table({})]);
    await screen.findByText('CF-001');
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    await screen.findByText('CF-011');
    expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=2&size=10');
    expect(within(bodyRows()[0]!).getByText('11')).toBeTruthy();
    fireEvent.click(screen.getByText('Amount'));
    await waitFor(() =>
      expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&sort=amount,asc'),
    );
    fireEvent.click(screen.getByText('Amount'));
    await waitFor(() =>
      expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&sort=amount,desc'),
    );
    await screen.findByText('CF-025');
  });

  it("pages, sorts and searches an API's plain list ('*') in the browser, asking for it once", async () => {
    await renderForm([table({ apiUrl: '/api/plain', pageDataFieldName: '*', globalSearchEnabled: true })]);
    await screen.findByText('Showing 1 to 10 of 25 records');
    expect(bodyRows()).toHaveLength(10);
    expect(http.calls).toEqual(['GET /api/plain?page=1&size=1000']);
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    await screen.findByText('CF-011');
    expect(screen.getByText('Showing 11 to 20 of 25 records')).toBeTruthy();
    expect(screen.queryByText('CF-001')).toBeNull();
    fireEvent.click(screen.getByText('Amount'));
    await waitFor(() => expect(document.querySelector('[aria-sort="ascending"]')).toBeTruthy());
    fireEvent.click(screen.getByText('Amount'));
    await waitFor(() => expect(within(bodyRows()[0]!).queryByText('CF-025')).toBeTruthy());
    expect(http.calls).toHaveLength(1);
    const box = screen.getByPlaceholderText('Search...');
    fireEvent.change(box, { target: { value: 'CF-02' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('Showing 1 to 6 of 6 records');
    // The search is made here, in the list held: it is not sent, and the list is not asked for again.
    expect(http.calls).toEqual(['GET /api/plain?page=1&size=1000']);
  });

  it("exports an API's plain list of more than 1,000 rows once, reading it once", async () => {
    const form = await renderForm([
      table({
        apiUrl: '/api/plain-many',
        pageDataFieldName: '*',
        exportToExcel: true,
        columnDefinitions: [{ field: 'caseNumber', headerName: 'Case Number' }],
      }),
    ]);
    await screen.findByText('Showing 1 to 10 of 1500 records');
    const controller = tableControllerFor(form.getComponent('fines'), testComponentContext());
    const exported: Row[][] = [];
    const withProviders = controller.withProviderData.bind(controller);
    vi.spyOn(controller, 'withProviderData').mockImplementation(async (rows) => {
      exported.push(rows);
      return withProviders(rows);
    });
    await exportTable(controller, () => undefined);
    expect(exported.flat()).toHaveLength(1500);
    expect(new Set(exported.flat().map((row) => row.id)).size).toBe(1500);
    expect(http.calls.filter((call) => call.startsWith('GET /api/plain-many'))).toEqual([
      'GET /api/plain-many?page=1&size=1000',
    ]);
  });

  it('asks an API for every record up to 1,000 when the grid has no paginator', async () => {
    await renderForm([table({ pagination: false })]);
    await screen.findByText('CF-025');
    expect(http.calls).toEqual(['GET /api/court-fines?page=1&size=1000']);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Next Page' })).toBeNull();
  });

  it('searches on Enter with starts with by default, and with contains from the operator menu', async () => {
    await renderForm([table({ globalSearchEnabled: true })]);
    await screen.findByText('CF-001');
    const box = screen.getByPlaceholderText('Search...');
    fireEvent.change(box, { target: { value: 'CF-02' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&q=[CF-02)'));
    await screen.findByText('Showing 1 to 6 of 6 records');
    fireEvent.click(screen.getByRole('button', { name: 'Filter operator: Starts With' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Contains' }));
    fireEvent.change(box, { target: { value: 'tan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&q=(%tan%)'));
    // The search is saved for this table, and the refresh button forgets it and goes back to page 1.
    expect(JSON.parse(localStorage.getItem(SAVED_SEARCH_STORAGE_KEY)!).finesGrid).toMatchObject({
      simpleSearchText: 'tan',
      simpleSearchOperator: 'contains',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Grid Data' }));
    await waitFor(() => expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10'));
    expect(JSON.parse(localStorage.getItem(SAVED_SEARCH_STORAGE_KEY)!).finesGrid).toBeUndefined();
  });

  it("says when its rows could not be loaded, and shows none rather than the last search's", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderForm([table({ globalSearchEnabled: true })]);
    await screen.findByText('CF-001');
    await screen.findByText('Fines (25)');
    const box = screen.getByPlaceholderText('Search...');
    fireEvent.change(box, { target: { value: 'broken' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The rows could not be loaded (The search is not valid). Refresh to try again.',
    );
    expect(screen.queryByText('CF-001')).toBeNull();
    expect(screen.getByText('Fines (0)')).toBeTruthy();
    // The next load that works takes the message away.
    fireEvent.change(box, { target: { value: 'CF-02' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('CF-020');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restores the saved search of this table when the form is ready', async () => {
    localStorage.setItem(
      SAVED_SEARCH_STORAGE_KEY,
      JSON.stringify({
        finesGrid: {
          tableKey: 'finesGrid',
          searchType: 'simple',
          simpleSearchOperator: 'contains',
          simpleSearchText: 'lim',
          first: 10,
          rows: 10,
        },
      }),
    );
    await renderForm([table({})]);
    await waitFor(() => expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=2&size=10&q=(%lim%)'));
  });

  it('filters with the panel: the table takes 10 of 12 columns while it shows', async () => {
    await renderForm([
      table({
        columnDefinitions: [
          { field: 'caseNumber', headerName: 'Case Number', filterable: true },
          { field: 'offenderName', headerName: 'Offender', filterable: true },
        ],
      }),
    ]);
    await screen.findByText('CF-001');
    expect(document.querySelector('.ignite-smart-table__table-column')!.className).toContain('col-12');
    fireEvent.click(screen.getByRole('button', { name: /Advanced Search/ }));
    // The table may be drawn again on its way (its rows arriving): wait for the panel's layout.
    await waitFor(() =>
      expect(document.querySelector('.ignite-smart-table__table-column')!.className).toContain('col-10'),
    );
    expect(document.querySelector('.ignite-smart-table__filter-column')!.className).toContain('col-2');
    fireEvent.change(await screen.findByLabelText('Offender'), { target: { value: 'tan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&q=offenderName=(%tan%)'),
    );
  });

  it('filters an amount typed as the cells show it, and says so when it is not a number', async () => {
    await renderForm([
      table({
        columnDefinitions: [
          { field: 'caseNumber', headerName: 'Case Number', filterable: true },
          { field: 'amount', headerName: 'Amount', cellDataType: 'currency', filterable: true },
        ],
      }),
    ]);
    await screen.findByText('CF-001');
    fireEvent.click(screen.getByRole('button', { name: /Advanced Search/ }));
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Amount: "lots" is not a number');
    expect(http.calls).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: 'S$ 1,200.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&q=amount=1200'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empties the filter panel when a simple search replaces its filters', async () => {
    await renderForm([
      table({
        globalSearchEnabled: true,
        columnDefinitions: [
          { field: 'caseNumber', headerName: 'Case Number', filterable: true },
          { field: 'offenderName', headerName: 'Offender', filterable: true },
        ],
      }),
    ]);
    await screen.findByText('CF-001');
    fireEvent.click(screen.getByRole('button', { name: /Advanced Search/ }));
    fireEvent.change(await screen.findByLabelText('Offender'), { target: { value: 'tan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&q=offenderName=(%tan%)'),
    );
    const box = screen.getByPlaceholderText('Search...');
    fireEvent.change(box, { target: { value: 'CF-02' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&q=[CF-02)'));
    await waitFor(() => expect((screen.getByLabelText('Offender') as HTMLInputElement).value).toBe(''));
    const saved = JSON.parse(localStorage.getItem(SAVED_SEARCH_STORAGE_KEY)!).finesGrid;
    expect(saved).toMatchObject({ searchType: 'simple', simpleSearchText: 'CF-02', advancedSearchQuery: '' });
    expect(saved.advanceFilterFields).toEqual([]);
  });

  it('fills the panel again from a search saved from it, and names a query the panel cannot show', async () => {
    await renderForm([
      table({
        columnDefinitions: [
          { field: 'caseNumber', headerName: 'Case Number', filterable: true },
          { field: 'offenderName', headerName: 'Offender', filterable: true },
        ],
        advancedSearchQueries: [{ label: 'Large', query: 'amount>=1000' }],
      }),
    ]);
    await screen.findByText('CF-001');
    fireEvent.click(screen.getByRole('button', { name: /Advanced Search/ }));
    fireEvent.change(screen.getByLabelText('Offender'), { target: { value: 'tan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Saved Searches' }));
    fireEvent.change(screen.getByLabelText('Name of the current search'), { target: { value: 'Tans' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('menuitemradio', { name: 'Tans' });

    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Large' }));
    await waitFor(() => expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&q=amount>=1000'));
    expect((screen.getByLabelText('Offender') as HTMLInputElement).value).toBe('');
    expect(document.querySelector('.ignite-smart-table__other-query')!.textContent).toContain('amount>=1000');

    fireEvent.click(screen.getByRole('button', { name: 'Saved Searches' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Tans' }));
    await waitFor(() =>
      expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&q=offenderName=(%tan%)'),
    );
    expect((screen.getByLabelText('Offender') as HTMLInputElement).value).toBe('tan');
    expect(document.querySelector('.ignite-smart-table__other-query')).toBeNull();
  });

  it('stores the checkbox selection in the submission and answers the table registry', async () => {
    const form = await renderForm([
      table({ checkboxSelection: true, selectedRecordStorageField: 'selectedFines' }),
      { type: 'hidden', key: 'selectedFines', input: true },
    ]);
    await screen.findByText('CF-001');
    const checkboxes = [...document.querySelectorAll<HTMLInputElement>('tbody input[type=checkbox]')];
    fireEvent.click(checkboxes[0]!);
    fireEvent.click(checkboxes[2]!);
    await waitFor(() => expect(form.submission.data.selectedFines).toEqual(['1', '3']));
    expect(form.submission.data).not.toHaveProperty('fines');

    // Action chains reach the table through the registry, by component key and by grid key.
    act(() => void tablesOf(form).applyAdvancedFilter('fines', 'amount>=120'));
    await waitFor(() => expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&q=amount>=120'));
    expect(tablesOf(form).refresh('finesGrid')).toBe(true);
  });

  it('keeps the ticks of other pages: ticking on page 2 adds to page 1, select all touches this page only', async () => {
    const form = await renderForm([
      table({ checkboxSelection: true, selectedRecordStorageField: 'selectedFines' }),
      { type: 'hidden', key: 'selectedFines', input: true },
    ]);
    await screen.findByText('CF-001');
    const rowBoxes = () => [...document.querySelectorAll<HTMLInputElement>('tbody input[type=checkbox]')];
    fireEvent.click(rowBoxes()[0]!);
    fireEvent.click(rowBoxes()[1]!);
    await waitFor(() => expect(form.submission.data.selectedFines).toEqual(['1', '2']));
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    await screen.findByText('CF-011');
    fireEvent.click(rowBoxes()[0]!);
    await waitFor(() => expect(form.submission.data.selectedFines).toEqual(['1', '2', '11']));
    fireEvent.click(screen.getByRole('button', { name: 'Previous Page' }));
    await screen.findByText('CF-001');
    await waitFor(() => expect(rowBoxes()[0]!.checked).toBe(true));
    // Select all, then none, on page 1: page 2's tick stays.
    fireEvent.click(screen.getByRole('checkbox', { name: 'All items unselected' }));
    await waitFor(() => expect(form.submission.data.selectedFines).toHaveLength(11));
    fireEvent.click(screen.getByRole('checkbox', { name: 'All items selected' }));
    await waitFor(() => expect(form.submission.data.selectedFines).toEqual(['11']));
  });

  it('shows the noDataLabel for an empty table and logs a missing API URL', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderForm([table({ apiUrl: '' })]);
    await screen.findByText('No Records found');
    expect(error).toHaveBeenCalledWith('Grid API Url not populated');
  });
});

describe('smart table inside Form.io: advanced queries and data providers (spec 001 §2.1, §4.1, §7.1)', () => {
  it('appends the advanced query to the URL as parameters for a legacy API', async () => {
    const form = await renderForm([
      table({ advancedSearchUrlParameters: true, apiUrl: '/api/court-fines?view=all' }),
    ]);
    await screen.findByText('CF-001');
    act(() => void tablesOf(form).applyAdvancedFilter('fines', '&status=OPEN&from=2026-01-01'));
    await waitFor(() =>
      expect(http.calls.at(-1)).toBe(
        'GET /api/court-fines?view=all&status=OPEN&from=2026-01-01&page=1&size=10',
      ),
    );
  });

  it('applies a predefined query filled from the form data, and saves the current one by name', async () => {
    await renderForm(
      [
        table({
          advancedSearchQueries: [{ label: 'At least the minimum', query: 'amount>={{ data.minimum }}' }],
        }),
        { type: 'number', key: 'minimum', input: true },
      ],
      { minimum: 120 },
    );
    await screen.findByText('CF-001');
    fireEvent.click(screen.getByRole('button', { name: 'Saved Searches' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'At least the minimum' }));
    await waitFor(() => expect(http.calls.at(-1)).toBe('GET /api/court-fines?page=1&size=10&q=amount>=120'));
    fireEvent.click(screen.getByRole('button', { name: 'Saved Searches' }));
    fireEvent.change(screen.getByLabelText('Name of the current search'), { target: { value: 'Big' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('menuitemradio', { name: 'Big' });
    expect(JSON.parse(localStorage.getItem(SAVED_QUERIES_STORAGE_KEY)!)).toEqual({
      u1: { finesGrid: [{ label: 'Big', query: 'amount>=120' }] },
    });
  });

  it("shows a user's saved searches to that user only, not to the next user of the browser", async () => {
    const first = await renderForm([table({})]);
    await screen.findByText('CF-001');
    act(() => void tablesOf(first).applyAdvancedFilter('fines', 'amount>=120'));
    fireEvent.click(screen.getByRole('button', { name: 'Saved Searches' }));
    fireEvent.change(screen.getByLabelText('Name of the current search'), { target: { value: 'Big' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('menuitemradio', { name: 'Big' });
    first.destroy();
    document.body.innerHTML = '';
    // The next user of the browser.
    provideComponentContext(
      testComponentContext({
        http,
        events,
        currentUser: () => ({ id: 'u2', acls: [], roles: ['user_role'] }),
      }),
    );
    await renderForm([table({})]);
    await screen.findByText('CF-001');
    fireEvent.click(screen.getByRole('button', { name: 'Saved Searches' }));
    expect(screen.queryByRole('menuitemradio', { name: 'Big' })).toBeNull();
  });

  it("runs the providers on the export's rows, but leaves the form's SET FIELD result to the page shown", async () => {
    const form = await renderForm([
      table({
        exportToExcel: true,
        additionalDataProviders: [
          {
            apiUrl: '/api/counted?ids={{ ids }}',
            apiMethod: 'GET',
            columnToKeyMapping: [{ parentGridPropertyName: 'id', keyInDataProvider: 'ids' }],
            responseAction: 'SET FIELD',
            fieldNameToStoreResult: 'shown',
            dataPath: 'count',
          },
          {
            apiUrl: '/api/counted?ids={{ ids }}',
            apiMethod: 'GET',
            columnToKeyMapping: [{ parentGridPropertyName: 'id', keyInDataProvider: 'ids' }],
            responseAction: 'MERGE',
            gridFieldToStoreResult: 'counted',
          },
        ],
      }),
      { type: 'number', key: 'shown', input: true },
    ]);
    await screen.findByText('CF-001');
    await waitFor(() => expect(form.data.shown).toBe(10));
    const controller = tableControllerFor(form.getComponent('fines'), testComponentContext());
    const exported: Row[][] = [];
    const withProviders = controller.withProviderData.bind(controller);
    vi.spyOn(controller, 'withProviderData').mockImplementation(async (rows) => {
      const merged = await withProviders(rows);
      exported.push(merged);
      return merged;
    });
    const downloads: string[] = [];
    await exportTable(controller, (_blob, name) => downloads.push(name));
    expect(downloads).toHaveLength(1);
    expect(exported.flat()).toHaveLength(25);
    expect(http.calls.filter((call) => call.startsWith('GET /api/counted'))).toHaveLength(4);
    // The form's field keeps the result of the rows on screen, not the last export chunk's.
    expect(form.data.shown).toBe(10);
  });

  it('shows the base rows and says so when a provider fails; results are kept by name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderForm([
      table({
        title: 'Fines, first on record {{ results.count[0].caseNumber }}',
        additionalDataProviders: [
          {
            apiUrl: '/api/fail?ids={{ ids }}',
            apiMethod: 'GET',
            columnToKeyMapping: [{ parentGridPropertyName: 'id', keyInDataProvider: 'ids' }],
            responseAction: 'MERGE',
            gridKeyToUseForMerging: 'id',
            gridFieldToStoreResult: 'related',
          },
          {
            name: 'count',
            apiUrl: '/api/court-fines?size=1',
            apiMethod: 'GET',
            responseAction: 'MERGE',
            gridKeyToUseForMerging: 'id',
            gridFieldToStoreResult: 'merged',
            dataPath: 'content',
          },
        ],
        columnDefinitions: [
          { field: 'caseNumber', headerName: 'Case Number' },
          { field: 'merged.offenderName', headerName: 'Merged' },
        ],
      }),
    ]);
    await screen.findByText(
      'Some related data could not be loaded (The related data is down); the table shows its own columns only.',
    );
    expect(screen.getByText('CF-001')).toBeTruthy();
    expect(screen.getByText('Fines, first on record CF-001')).toBeTruthy();
    // The second provider's merge is not shown: base rows, not a half merge.
    expect(within(bodyRows()[0]!).queryByText('Lim 0')).toBeNull();
  });
});

describe('smart table inside Form.io: context data and value commands (spec 001 §4.1)', () => {
  const contextTable = (extra: Partial<GridOptions> = {}) =>
    table({
      gridDataContext: 'contextDataDriven',
      apiUrl: undefined,
      contextDataFieldName: 'payments',
      defaultSort: undefined,
      title: 'Payments',
      columnDefinitions: [
        { field: 'ref', headerName: 'Ref' },
        {
          field: 'actions',
          headerName: 'Actions',
          displayValueFormatters: [
            {
              category: 'delete_row',
              displayType: 'button',
              displayValueFormatterTemplate: 'Delete {{ row.ref }}',
            },
            { category: 'edit_row', displayValueFormatterTemplate: 'Edit' },
          ],
        },
      ],
      ...extra,
    });

  it('sorts context rows locally, nulls first', async () => {
    await renderForm([contextTable(), { type: 'hidden', key: 'payments', input: true }], {
      payments: [{ ref: 'b' }, { ref: null }, { ref: 'a' }],
    });
    await screen.findByText('Showing 1 to 3 of 3 records');
    fireEvent.click(screen.getByText('Ref'));
    await waitFor(() =>
      expect(bodyRows().map((row) => row.textContent)).toEqual([
        expect.stringContaining('--'),
        expect.stringContaining('Delete a'),
        expect.stringContaining('Delete b'),
      ]),
    );
    expect(http.calls).toEqual([]);
  });

  it('deletes a row from the context array and emits delete; edit emits edit', async () => {
    const form = await renderForm([contextTable(), { type: 'hidden', key: 'payments', input: true }], {
      payments: [{ ref: 'a' }, { ref: 'b' }],
    });
    const heard: [string, unknown][] = [];
    form.on('delete', (payload: unknown) => heard.push(['delete', payload]));
    form.on('edit', (payload: unknown) => heard.push(['edit', payload]));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete a' }));
    await waitFor(() => expect(form.submission.data.payments).toEqual([{ ref: 'b' }]));
    await screen.findByText('Showing 1 to 1 of 1 records');
    fireEvent.click(screen.getByRole('link', { name: 'Edit' }));
    expect(heard.map(([event]) => event)).toEqual(['delete', 'edit']);
    expect(heard[0]![1]).toMatchObject({ key: 'fines', row: { ref: 'a' } });
  });

  it("takes 'clear', a list of rows and 'refresh' through its value", async () => {
    const form = await renderForm([contextTable(), { type: 'hidden', key: 'payments', input: true }], {
      payments: [{ ref: 'a' }],
    });
    await screen.findByText('Delete a');
    const component = form.getComponent('fines');
    act(() => void component.setValue([{ ref: 'x' }, { ref: 'y' }]));
    await screen.findByText('Delete y');
    expect(form.submission.data.payments).toEqual([{ ref: 'x' }, { ref: 'y' }]);
    act(() => void component.setValue('clear'));
    await screen.findByText('No Records found');
    expect(form.submission.data.payments).toEqual([]);
    form.submission.data.payments.push({ ref: 'z' });
    act(() => void component.setValue('refresh'));
    await screen.findByText('Delete z');
  });

  it('says so when a file comes for a parser it does not know, and uploads nothing', async () => {
    // Saving refuses such a parser; a grid stored before that rule still tells the user.
    await renderForm([table({ importDataEnabled: true, parser: 'pdfparser' as never })]);
    const upload = vi.spyOn(http, 'upload');
    await screen.findByText('CF-001');
    const input = screen.getByTestId('smart-table-import-input');
    const file = new File(['Case Number\nCF-9'], 'fines.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'fines.csv was not imported. The import parser "pdfparser" is not known: parser must be one of: xlcsvparser',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it("refuses a file over the spec's 1,000,000 bytes when the grid sets no maxFileSize", async () => {
    await renderForm([table({ importDataEnabled: true })]);
    const upload = vi.spyOn(http, 'upload');
    await screen.findByText('CF-001');
    const file = new File([new Uint8Array(1_000_001)], 'fines.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('smart-table-import-input'), { target: { files: [file] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('fines.csv is larger than the 976.6 KB allowed for an import');
    expect(upload).not.toHaveBeenCalled();
  });

  it('reads the file while it uploads, but uses nothing of it when the upload fails', async () => {
    const form = await renderForm([
      table({ importDataEnabled: true, parseFileData: true, parserResultField: 'parsed' }),
      { type: 'hidden', key: 'parsed', input: true },
    ]);
    vi.spyOn(http, 'upload').mockRejectedValue(new Error('Network error'));
    await screen.findByText('CF-001');
    const file = new File(['Case Number\nCF-9'], 'fines.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('smart-table-import-input'), { target: { files: [file] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The upload of fines.csv failed: Network error');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(form.submission.data.parsed || []).toEqual([]);
    expect(form.submission.data.uploadedDocument).toBeUndefined();
  });

  it("takes a list of rows when its context field is the table's own key", async () => {
    const form = await renderForm([contextTable({ contextDataFieldName: 'fines' })]);
    await screen.findByText('No Records found');
    const component = form.getComponent('fines');
    act(() => void component.setValue([{ ref: 'x' }, { ref: 'y' }]));
    await screen.findByText('Delete y');
    expect(form.data.fines).toEqual([{ ref: 'x' }, { ref: 'y' }]);
    act(() => void component.setValue('clear'));
    await screen.findByText('No Records found');
    expect(form.data.fines).toEqual([]);
  });

  it('expands a row with child rows into a child table mirroring the headers', async () => {
    await renderForm([
      table({
        needsRowExpansion: true,
        childRowsAttribute: 'events',
        childGridOptions: {
          columnDefinitions: [
            { field: 'name', headerName: 'Event' },
            { field: 'amount', headerName: 'Amount', cellDataType: 'currency' },
          ],
        },
      }),
    ]);
    await screen.findByText('CF-001');
    const togglers = document.querySelectorAll('tbody .p-row-toggler');
    // Only the first fine has child rows.
    expect(togglers).toHaveLength(1);
    fireEvent.click(togglers[0]!);
    await screen.findByText('Paid');
    expect(screen.getByText('Event')).toBeTruthy();
    expect(screen.getByText('S$ 5.00')).toBeTruthy();
    // The child rows are all there: their headers sort them in the browser, without a call.
    const childEvents = () =>
      [...document.querySelectorAll('.ignite-smart-table__child tbody tr td:first-child')].map(
        (cell) => cell.textContent,
      );
    expect(childEvents()).toEqual(['Fined', 'Paid']);
    const calls = http.calls.length;
    const amountHeader = document.querySelector<HTMLElement>('.ignite-smart-table__child th:nth-child(2)')!;
    fireEvent.click(amountHeader);
    expect(childEvents()).toEqual(['Paid', 'Fined']);
    fireEvent.click(amountHeader);
    expect(childEvents()).toEqual(['Fined', 'Paid']);
    expect(amountHeader.getAttribute('aria-sort')).toBe('descending');
    expect(http.calls.length).toBe(calls);
  });
});

describe('smart table in the form builder', () => {
  it('shows its columns and no spinner, and asks for nothing: there is no data while designing', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const form = await Formio.createForm(element, { components: [table({})] }, { attachMode: 'builder' });
    rendered.push(form);
    await within(element).findByText('Case Number');
    // Not "No Records found": nothing is asked for while designing, and the canvas says so.
    expect(within(element).getByText('Rows load when the screen runs in the portal')).toBeTruthy();
    expect(within(element).queryByText('No Records found')).toBeNull();
    expect(within(element).queryByRole('status')).toBeNull();
    expect(http.calls).toEqual([]);
  });
});
