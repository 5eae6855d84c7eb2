// The grid options of spec 001 §3.1–§3.3 that show in the rendered table, one test each that fails when
// the option is ignored: the load triggers, defaultData, radio selection and whole-record selection, the
// row, header and grid-header classes (fixed and scripted), dynamicRowPrefix, the filter panel on the
// right and the grid's acl; the table's appearance and header controls; the columns' styles, relative
// widths, hiding and sorting. The table runs inside a real Form.io form in jsdom; its HTTP answers come
// from an in-memory client that records each call.
import { Formio } from '@formio/js/form';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventBus, EVENTS } from '../../runtime/core/event-bus';
import { HttpClient } from '../../runtime/core/http';
import type { GridOptions } from '../../schemas/grid-options';
import { testComponentContext } from '../../tests/helpers/component-context';
import { fakeServices } from '../../tests/helpers/fake-action-run';
import { registerFormioComponent, type FormioComponentInstance } from '../formio';
import { provideComponentContext } from '../react-component';
import { SmartTable } from './SmartTable';
import { tableControllerFor } from './table-controller';

type Row = Record<string, unknown>;

const FINES: Row[] = [
  { id: '1', caseNumber: 'CF-001', offenderName: 'Lim', amount: 100 },
  { id: '2', caseNumber: 'CF-002', offenderName: 'Tan', amount: 250 },
  { id: '3', caseNumber: 'CF-003', offenderName: 'Ong', amount: 90 },
];

/** Answers every GET with the three fines as one page, and keeps the calls. */
class RecordingHttp extends HttpClient {
  readonly calls: string[] = [];
  constructor() {
    super({ getToken: () => null });
  }

  override async request<T>(method: string, url: string): Promise<T> {
    this.calls.push(`${method} ${decodeURIComponent(url)}`);
    return { content: FINES, totalElements: FINES.length, first: true } as T;
  }
}

let http: RecordingHttp;
let events: EventBus;
const forms: { destroy(): void }[] = [];

function useUser(acls: string[]) {
  provideComponentContext(
    testComponentContext({
      http,
      events,
      currentUser: () => ({ id: 'u1', acls, roles: ['user_role'] }),
      actionServices: () => fakeServices().services,
    }),
  );
}

beforeAll(async () => {
  registerFormioComponent('smart-table', SmartTable);
  await import('./SmartTableView');
});

beforeEach(() => {
  localStorage.clear();
  http = new RecordingHttp();
  events = new EventBus();
  useUser([]);
});

afterEach(() => {
  for (const form of forms.splice(0)) form.destroy();
  document.body.innerHTML = '';
});

const grid = (options: Partial<GridOptions>, key = 'fines') => ({
  type: 'smart-table',
  key,
  input: true,
  persistent: false,
  gridOptions: {
    key: `${key}Grid`,
    title: 'Fines',
    apiUrl: '/api/court-fines',
    columnDefinitions: [
      { field: 'caseNumber', headerName: 'Case Number' },
      { field: 'offenderName', headerName: 'Offender' },
      { field: 'amount', headerName: 'Amount' },
    ],
    ...options,
  },
});

/** Renders the components in a Form.io form and announces it ready, as the screen runtime does. */
async function showForm(components: unknown[]) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, { components });
  forms.push(form);
  await form.ready;
  events.emit(EVENTS.FORM_READY, form);
  return form;
}

/** Lets queued loads start and their answers arrive. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const tableRows = () => [...document.querySelectorAll<HTMLTableRowElement>('.ignite-smart-table tbody > tr')];
const headerRow = () => document.querySelector<HTMLTableRowElement>('.ignite-smart-table thead > tr')!;

describe('smart table options: when it loads (spec 001 §4.1)', () => {
  it('isListingScreen: loads when its form is ready, not when its configuration is set', async () => {
    const form = await showForm([grid({ isListingScreen: true }, 'listing'), grid({}, 'plain')]);
    await screen.findAllByText('CF-001');
    await settle();
    expect(http.calls).toHaveLength(2);

    // A new configuration: the plain grid reloads, the listing grid does not.
    for (const key of ['listing', 'plain']) {
      const component = form.getComponent(key);
      component.component.gridOptions = { ...component.component.gridOptions, title: 'Fines again' };
      component.redraw();
    }
    await settle();
    expect(http.calls).toHaveLength(3);
  });

  it('reloads when the screen loads data into the form, with that data in its apiUrl', async () => {
    const form = await showForm([
      grid({ apiUrl: '/api/court-fines?q=offenderName={{ data.offender }}' }),
      { type: 'textfield', key: 'offender', input: true },
    ]);
    await screen.findByText('CF-001');
    await settle();
    const before = http.calls.length;
    await form.setSubmission({ data: { offender: 'Tan' } });
    events.emit(EVENTS.FORM_DATA_LOADED, form.data);
    await settle();
    expect(http.calls.length).toBe(before + 1);
    expect(http.calls.at(-1)).toContain('q=offenderName=Tan');
  });

  it('triggerDataFetchOnFormDataLoad: reloads when an API text field has loaded', async () => {
    await showForm([grid({ triggerDataFetchOnFormDataLoad: true })]);
    await screen.findByText('CF-001');
    await settle();
    const before = http.calls.length;
    events.emit(EVENTS.API_TEXT_FIELD_DATA_LOADED, { key: 'amountDue' });
    await settle();
    expect(http.calls.length).toBe(before + 1);
  });

  it('ignoreTextWithApiFieldEvents: an API text field having loaded does not reload the grid', async () => {
    await showForm([grid({ triggerDataFetchOnFormDataLoad: true, ignoreTextWithApiFieldEvents: true })]);
    await screen.findByText('CF-001');
    await settle();
    const before = http.calls.length;
    events.emit(EVENTS.API_TEXT_FIELD_DATA_LOADED, { key: 'amountDue' });
    await settle();
    expect(http.calls.length).toBe(before);
  });
});

describe('smart table options: data and selection (spec 001 §3.1)', () => {
  it('defaultData: shows the static rows, paged and sorted in the browser, and calls no API', async () => {
    const defaultData = Array.from({ length: 12 }, (_, index) => ({
      id: String(index + 1),
      caseNumber: `DF-${String(index + 1).padStart(2, '0')}`,
    }));
    await showForm([grid({ defaultData })]);
    await screen.findByText('Showing 1 to 10 of 12 records');
    expect(screen.getByText('DF-01')).toBeTruthy();
    const header = screen.getByRole('columnheader', { name: /Case Number/ });
    fireEvent.click(header);
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(header);
    await screen.findByText('DF-12');
    expect(tableRows()[0]!.textContent).toContain('DF-12');
    expect(http.calls).toEqual([]);
  });

  it('radioSelection: one row at a time, stored as one identifier', async () => {
    const form = await showForm([
      grid({ radioSelection: true, selectedRecordStorageField: 'chosenFine' }),
      { type: 'hidden', key: 'chosenFine', input: true },
    ]);
    await screen.findByText('CF-001');
    const radios = () => [...document.querySelectorAll<HTMLInputElement>('tbody input[type=radio]')];
    expect(radios()).toHaveLength(3);
    expect(document.querySelectorAll('tbody input[type=checkbox]')).toHaveLength(0);
    fireEvent.click(radios()[1]!);
    await waitFor(() => expect(form.submission.data.chosenFine).toBe('2'));
    fireEvent.click(radios()[2]!);
    await waitFor(() => expect(form.submission.data.chosenFine).toBe('3'));
  });

  it("checkboxSelection: the header's checkbox selects the page's rows, then none", async () => {
    const form = await showForm([
      grid({ checkboxSelection: true, selectedRecordStorageField: 'chosenFines' }),
      { type: 'hidden', key: 'chosenFines', input: true },
    ]);
    await screen.findByText('CF-001');
    const all = () => document.querySelector<HTMLInputElement>('thead input[type=checkbox]')!;
    fireEvent.click(document.querySelectorAll<HTMLInputElement>('tbody input[type=checkbox]')[1]!);
    await waitFor(() => expect(form.submission.data.chosenFines).toEqual(['2']));
    expect(all().checked).toBe(false);
    fireEvent.click(all());
    await waitFor(() => expect(form.submission.data.chosenFines).toEqual(['1', '2', '3']));
    expect(document.querySelectorAll('tbody tr.p-highlight')).toHaveLength(3);
    fireEvent.click(all());
    await waitFor(() => expect(form.submission.data.chosenFines).toEqual([]));
  });

  it('useCompleteRecordDataAsSelection: the selection holds the whole records', async () => {
    const form = await showForm([
      grid({
        checkboxSelection: true,
        selectedRecordStorageField: 'chosenFines',
        useCompleteRecordDataAsSelection: true,
      }),
      { type: 'hidden', key: 'chosenFines', input: true },
    ]);
    await screen.findByText('CF-001');
    fireEvent.click(document.querySelectorAll<HTMLInputElement>('tbody input[type=checkbox]')[2]!);
    await waitFor(() => expect(form.submission.data.chosenFines).toEqual([FINES[2]]));
  });
});

describe('smart table options: classes (spec 001 §3.1, §3.3)', () => {
  it('headerRowClass: on the header row', async () => {
    await showForm([grid({ headerRowClass: 'fines-header-row' })]);
    await screen.findByText('CF-001');
    expect(headerRow().classList).toContain('fines-header-row');
  });

  it("a column's headerClass: on that column's header cell only", async () => {
    await showForm([
      grid({
        columnDefinitions: [
          { field: 'caseNumber', headerName: 'Case Number', headerClass: 'case-header' },
          { field: 'amount', headerName: 'Amount' },
        ],
      }),
    ]);
    await screen.findByText('CF-001');
    expect(screen.getByRole('columnheader', { name: 'Case Number' }).classList).toContain('case-header');
    expect(screen.getByRole('columnheader', { name: 'Amount' }).classList).not.toContain('case-header');
  });

  it('dataRowClass: on every data row', async () => {
    await showForm([grid({ dataRowClass: 'fine-row' })]);
    await screen.findByText('CF-001');
    expect(tableRows().map((row) => row.classList.contains('fine-row'))).toEqual([true, true, true]);
  });

  it('dynamicDataRowClass: the classes its script answers for each row, beside dataRowClass', async () => {
    const form = await showForm([
      grid({
        dataRowClass: 'fine-row',
        dynamicDataRowClass: "rowClass = row.amount >= data.threshold ? 'table-warning' : '';",
      }),
      { type: 'hidden', key: 'threshold', input: true, defaultValue: 100 },
    ]);
    await screen.findByText('CF-001');
    expect(tableRows().map((row) => row.className.includes('table-warning'))).toEqual([true, true, false]);
    expect(tableRows().every((row) => row.classList.contains('fine-row'))).toBe(true);
    // The script reads the form's data: the rows follow its change, without a reload.
    const loads = http.calls.length;
    act(() => void form.getComponent('threshold').setValue(1000));
    await waitFor(() =>
      expect(tableRows().map((row) => row.className.includes('table-warning'))).toEqual([
        false,
        false,
        false,
      ]),
    );
    expect(http.calls.length).toBe(loads);
  });

  it("dynamicDataRowClass reading the form's data: the changes of one frame draw the rows once, with the last", async () => {
    const form = await showForm([
      grid({ dynamicDataRowClass: "rowClass = row.amount >= data.threshold ? 'table-warning' : '';" }),
      { type: 'hidden', key: 'threshold', input: true, defaultValue: 100 },
    ]);
    await screen.findByText('CF-001');
    await settle();
    const table = tableControllerFor(
      form.getComponent('fines') as unknown as FormioComponentInstance,
      testComponentContext(),
    );
    let draws = 0;
    const unsubscribe = table.store.subscribe((state, before) => {
      if (state.formDataVersion !== before.formDataVersion) draws++;
    });
    // Several changes in one task (a submission set, an action chain writing fields): Form.io says each.
    act(() => {
      for (const threshold of [90, 1000, 95, 250]) {
        form.data.threshold = threshold;
        form.emit('change', form.submission);
      }
    });
    await waitFor(() =>
      expect(tableRows().map((row) => row.className.includes('table-warning'))).toEqual([false, true, false]),
    );
    await settle();
    unsubscribe();
    expect(draws).toBe(1);
  });

  it('gridHeaderClass, gridTitleClass and gridSearchControlClass: on the header, its title and controls', async () => {
    await showForm([
      grid({
        gridHeaderClass: 'fines-header',
        gridTitleClass: 'fines-title',
        gridSearchControlClass: 'fines-controls',
      }),
    ]);
    await screen.findByText('CF-001');
    expect(document.querySelector('.ignite-smart-table__header')!.classList).toContain('fines-header');
    expect(screen.getByRole('heading', { name: 'Fines' }).classList).toContain('fines-title');
    expect(document.querySelector('.ignite-smart-table__controls')!.classList).toContain('fines-controls');
  });

  it('noDataLabelStyleClass: on the empty table text', async () => {
    await showForm([
      grid({
        gridDataContext: 'contextDataDriven',
        contextDataFieldName: 'fines',
        apiUrl: undefined,
        noDataLabel: 'No fines',
        noDataLabelStyleClass: 'text-muted fst-italic',
      }),
    ]);
    expect((await screen.findByText('No fines')).className).toBe('text-muted fst-italic');
  });
});

describe('smart table options: leading column, filter panel and acl (spec 001 §2.1, §3.1, §6)', () => {
  it('dynamicRowPrefix: a leading cell of sanitised HTML from each row', async () => {
    await showForm([
      grid({
        dynamicRowPrefix:
          '<i class="pi pi-flag" title="Fine {{ row.caseNumber }}"></i><img src="x" onerror="window.hacked = 1">',
      }),
    ]);
    await screen.findByText('CF-001');
    const prefixes = [...document.querySelectorAll('tbody .ignite-smart-table__prefix')];
    expect(prefixes.map((prefix) => prefix.querySelector('i')!.title)).toEqual([
      'Fine CF-001',
      'Fine CF-002',
      'Fine CF-003',
    ]);
    expect(prefixes[0]!.querySelector('img')!.getAttribute('onerror')).toBeNull();
  });

  it("advancedFilterPosition 'right': the filter panel shows after the table", async () => {
    await showForm([
      grid({
        advancedFilterPosition: 'right',
        columnDefinitions: [{ field: 'caseNumber', headerName: 'Case Number', filterable: true }],
      }),
    ]);
    await screen.findByText('CF-001');
    fireEvent.click(screen.getByRole('button', { name: /Advanced Search/ }));
    const wrapper = document.querySelector('.ignite-smart-table')!;
    expect([...wrapper.children].map((child) => child.className)).toEqual([
      expect.stringContaining('ignite-smart-table__table-column'),
      expect.stringContaining('ignite-smart-table__filter-column'),
    ]);
  });

  it("the grid's aclResource: hidden from a user without it, and its rows are not fetched", async () => {
    await showForm([grid({ aclResource: 'court-fines.read' })]);
    await settle();
    expect(document.querySelector('.ignite-smart-table')).toBeNull();
    expect(http.calls).toEqual([]);

    for (const form of forms.splice(0)) form.destroy();
    useUser(['court-fines.read']);
    await showForm([grid({ aclResource: 'court-fines.read' })]);
    await screen.findByText('CF-001');
    expect(http.calls).toHaveLength(1);
  });
});

describe('smart table options: appearance and header controls (spec 001 §3.1)', () => {
  const datatable = () => document.querySelector('.ignite-smart-table .p-datatable')!;

  it('styleClass: the classes of the table', async () => {
    await showForm([grid({ styleClass: 'p-datatable-gridlines fines-table' })]);
    await screen.findByText('CF-001');
    expect(datatable().classList).toContain('fines-table');
    expect(datatable().classList).not.toContain('p-datatable-striped');
  });

  it('rowHover off: rows are not highlighted under the pointer', async () => {
    await showForm([grid({ rowHover: false })]);
    await screen.findByText('CF-001');
    expect(datatable().classList).not.toContain('p-datatable-hoverable-rows');
  });

  it('resizableColumns off: the headers cannot be resized', async () => {
    await showForm([grid({ resizableColumns: false })]);
    await screen.findByText('CF-001');
    expect(datatable().classList).not.toContain('p-datatable-resizable');
    expect(document.querySelectorAll('.p-column-resizer')).toHaveLength(0);
  });

  it('pagination off: no paginator', async () => {
    await showForm([grid({ pagination: false })]);
    await screen.findByText('CF-001');
    expect(document.querySelector('.p-paginator')).toBeNull();
  });

  it('paginationPageSize and paginationRowsPerPageOptions: the page asked for and the sizes offered', async () => {
    await showForm([grid({ paginationPageSize: 25, paginationRowsPerPageOptions: [5, 25, 100] })]);
    await screen.findByText('CF-001');
    expect(http.calls[0]).toContain('size=25');
    fireEvent.click(document.querySelector('.p-paginator .p-dropdown')!);
    const items = () => [...document.querySelectorAll<HTMLElement>('.p-dropdown-panel .p-dropdown-item')];
    await waitFor(() => expect(items()).toHaveLength(3));
    const offered = items();
    expect(offered.map((option) => option.textContent)).toEqual(['5', '25', '100']);
    // Choosing one closes the list (PrimeReact removes it from the body) and asks for that size.
    fireEvent.click(offered[0]!);
    await waitFor(() => expect(http.calls.at(-1)).toContain('size=5'));
    await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).toBeNull());
  });

  it('refreshEnabled off: no refresh button', async () => {
    await showForm([grid({ refreshEnabled: false })]);
    await screen.findByText('CF-001');
    expect(screen.queryByRole('button', { name: 'Refresh Grid Data' })).toBeNull();
  });

  it('slnoColumnRequired off: no serial-number column', async () => {
    await showForm([grid({ slnoColumnRequired: false })]);
    await screen.findByText('CF-001');
    expect(screen.queryByRole('columnheader', { name: 'S No' })).toBeNull();
    expect(tableRows()[0]!.cells[0]!.textContent).toBe('CF-001');
  });

  it('slnoLabel and slnoColumnStyle: the serial column’s header text and style', async () => {
    await showForm([grid({ slnoLabel: 'No.', slnoColumnStyle: 'width: 6rem; text-align: center' })]);
    await screen.findByText('CF-001');
    const header = screen.getByRole('columnheader', { name: 'No.' });
    expect(header.style.width).toBe('6rem');
    expect(header.style.textAlign).toBe('center');
  });

  it('globalSearchPlaceholder: the search box placeholder', async () => {
    await showForm([grid({ globalSearchEnabled: true, globalSearchPlaceholder: 'Case or offender' })]);
    await screen.findByText('CF-001');
    expect(screen.getByPlaceholderText('Case or offender')).toBeTruthy();
  });

  it('importDataEnabled and importButtonDataLabel: the import button and its label', async () => {
    await showForm([grid({ importDataEnabled: true, importButtonDataLabel: 'Import statements' })]);
    await screen.findByText('CF-001');
    expect(screen.getByRole('button', { name: 'Import statements' })).toBeTruthy();
    expect(screen.getByTestId('smart-table-import-input').getAttribute('type')).toBe('file');
  });
});

describe('smart table options: columns (spec 001 §3.3)', () => {
  it('thStyle and tdStyle: the header cell’s and the body cells’ CSS', async () => {
    await showForm([
      grid({
        columnDefinitions: [
          { field: 'caseNumber', headerName: 'Case Number' },
          { field: 'amount', headerName: 'Amount', thStyle: 'width: 9rem', tdStyle: 'text-align: right' },
        ],
      }),
    ]);
    await screen.findByText('CF-001');
    expect(screen.getByRole('columnheader', { name: 'Amount' }).style.width).toBe('9rem');
    const [, caseCell, amountCell] = [...tableRows()[0]!.cells];
    expect(amountCell!.style.textAlign).toBe('right');
    expect(caseCell!.style.textAlign).toBe('');
  });

  it('flex: relative column widths', async () => {
    await showForm([
      grid({
        slnoColumnRequired: false,
        columnDefinitions: [
          { field: 'caseNumber', headerName: 'Case Number', flex: 3 },
          { field: 'amount', headerName: 'Amount', flex: 1 },
        ],
      }),
    ]);
    await screen.findByText('CF-001');
    expect(screen.getByRole('columnheader', { name: 'Case Number' }).style.width).toBe('75%');
    expect(screen.getByRole('columnheader', { name: 'Amount' }).style.width).toBe('25%');
  });

  it('hide: the column is not shown', async () => {
    await showForm([
      grid({
        columnDefinitions: [
          { field: 'caseNumber', headerName: 'Case Number' },
          { field: 'offenderName', headerName: 'Offender', hide: true },
        ],
      }),
    ]);
    await screen.findByText('CF-001');
    expect(screen.queryByRole('columnheader', { name: 'Offender' })).toBeNull();
    expect(screen.queryByText('Lim')).toBeNull();
  });

  it('sortable off: clicking the header does not sort', async () => {
    await showForm([
      grid({
        columnDefinitions: [
          { field: 'caseNumber', headerName: 'Case Number', sortable: false },
          { field: 'amount', headerName: 'Amount' },
        ],
      }),
    ]);
    await screen.findByText('CF-001');
    const calls = http.calls.length;
    const header = screen.getByRole('columnheader', { name: 'Case Number' });
    expect(header.classList).not.toContain('p-sortable-column');
    fireEvent.click(header);
    await settle();
    expect(http.calls).toHaveLength(calls);
    expect(screen.getByRole('columnheader', { name: /Amount/ }).classList).toContain('p-sortable-column');
  });
});
