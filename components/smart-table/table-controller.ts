// One smart table at run time (spec 001 §4.1): loads rows on its triggers, runs the additional data
// providers, searches, pages and sorts, takes value commands, keeps the selection and the saved last
// search, and answers the table registry's refresh / reset / advanced filter. One per component
// instance, so its state survives Form.io's redraws.
import get from 'lodash/get';
import set from 'lodash/set';
import type { StoreApi } from 'zustand/vanilla';
import type { ActionForm } from '../../runtime/core/actions/action-context';
import { writeField } from '../../runtime/core/actions/form-fields';
import type { ComponentContext } from '../../runtime/core/component-context';
import type { TableController as RegistryControls } from '../../runtime/core/table-registry';
import { REST_DEFAULT_PAGE_SIZE, restClientFor, type RestClient } from '../../runtime/core/rest-client';
import { hasTemplate, interpolate } from '../../runtime/core/template';
import type { GridOptions, SearchOperator } from '../../schemas/grid-options';
import type { FormioComponentInstance } from '../formio';
import type { Row } from './cell-value';
import { runDataProviders, type ProvidersOutcome } from './data-providers';
import {
  initialPageSize,
  resolveGridOptions,
  visibleColumns,
  type ResolvedColumn,
  type ResolvedGridOptions,
} from './grid-settings';
import { dataSourceOf, loadRows, type HeldList, type RowsRequest } from './load-rows';
import type { PageOfRows } from './page-response';
import {
  browserStorage,
  clearLastSearch,
  loadLastSearch,
  saveLastSearch,
  savedPaging,
  type SearchStorage,
} from './saved-search';
import { loadSavedQueries, removeQuery, saveQuery, type SavedQuery } from './saved-queries';
import {
  filterPanelParameters,
  filterPanelQuery,
  filterProblems,
  simpleSearchQuery,
  type FilterField,
} from './search-query';
import { oncePerFrame } from './once-per-frame';
import { rowScriptsReadFormData } from './row-scripts';
import { mergedSelection, rowsOfSelection, storedSelection, type SelectionSettings } from './selection';
import { createTableState, type TableState } from './table-state';
import { perInstance } from '../per-instance';

/** Value commands (§4.1): 'refresh', 'clear', an advanced query, or a list of rows. */
export function isTableCommand(value: unknown): value is string | Row[] {
  return Array.isArray(value) || (typeof value === 'string' && value.trim() !== '');
}

export class SmartTableController implements RegistryControls {
  readonly store: StoreApi<TableState>;
  private loadSequence = 0;
  /** The whole selection as it would be stored, for a table without a selectedRecordStorageField. */
  private heldSelection: unknown = null;
  private loadScheduled = false;
  private configuredWith: GridOptions | null = null;
  private readonly readyForms = new WeakSet<object>();
  /** The form's changes of one frame draw the rows once, with the data as it is when they are drawn. */
  private readonly formDataChanged = oncePerFrame(() =>
    this.store.setState((state) => ({ formDataVersion: state.formDataVersion + 1 })),
  );
  /**
   * Paging and sort asked for but not shown yet: the table keeps showing the current page (and its
   * paginator) until the new rows arrive, so its cells render once per change, not twice.
   */
  private pending: Partial<Pick<TableState, 'first' | 'rowsPerPage' | 'sort'>> = {};
  /** An API's plain list (pageDataFieldName '*'), paged and sorted here without asking for it again. */
  private heldList: HeldList | null = null;
  /** Whether the next load reads the list again: any load but a page or sort change does. */
  private heldListStale = true;

  constructor(
    readonly instance: FormioComponentInstance,
    readonly context: ComponentContext,
    private readonly storage: SearchStorage | null = browserStorage(),
  ) {
    const options = this.options;
    this.store = createTableState({
      rowsPerPage: initialPageSize(options),
      simpleSearchOperator: options.globalSearchFilterOperator,
      title: options.title && !hasTemplate(options.title) ? options.title : '',
      savedQueries: this.loadSavedQueries(),
      // Loading until the first rows arrive; in the form builder nothing loads (no behaviour is started).
      loading: !instance.builderMode,
    });
  }

  get options(): ResolvedGridOptions {
    return resolveGridOptions(this.instance.component.gridOptions as GridOptions | undefined);
  }

  get columns(): ResolvedColumn[] {
    return visibleColumns(this.options.columnDefinitions);
  }

  get tableKey(): string {
    return this.options.key || this.instance.component.key;
  }

  /** Whose saved searches the table shows: the signed-in user's (none without one). */
  private get savedQueriesOwner(): string | null {
    return this.context.currentUser()?.id ?? null;
  }

  private loadSavedQueries(): SavedQuery[] {
    const owner = this.savedQueriesOwner;
    return this.storage && owner ? loadSavedQueries(this.storage, owner, this.tableKey) : [];
  }

  get form(): ActionForm | null {
    return (this.instance.root as unknown as ActionForm | null) ?? null;
  }

  get data(): Record<string, unknown> {
    return this.instance.root?.data ?? this.instance.data ?? {};
  }

  /** The REST service every call of the table goes through. */
  get rest(): RestClient {
    return restClientFor(this.context.http);
  }

  /** A legacy API takes the advanced query as URL parameters; /api/{resource} takes it as q. */
  get advancedQueryAsUrlParameters(): boolean {
    return Boolean(this.options.advancedSearchUrlParameters);
  }

  /** The state with the paging and sort asked for. */
  private get state(): TableState {
    return { ...this.store.getState(), ...this.pending };
  }

  /** Sets state; what it sets is no longer pending. */
  private set(partial: Partial<TableState>): void {
    const settled = Object.keys(partial).filter((key) => key in this.pending);
    if (settled.length > 0) {
      const pending: Record<string, unknown> = { ...this.pending };
      for (const key of settled) delete pending[key];
      this.pending = pending;
    }
    this.store.setState(partial);
  }

  // Triggers (§4.1)

  /** The grid's configuration is set (attach): load, except on listing screens (they load when ready). */
  configure(): void {
    const gridOptions = this.instance.component.gridOptions as GridOptions | undefined;
    if (this.configuredWith === gridOptions) return;
    this.configuredWith = gridOptions ?? null;
    if (!this.options.isListingScreen) this.requestLoad();
  }

  formReady(form: object): void {
    if (this.readyForms.has(form)) return;
    this.readyForms.add(form);
    // Rows whose scripts read the form's data are drawn again as it changes (a button enabled by a field).
    if (rowScriptsReadFormData(this.options))
      (form as { on?(event: string, listener: () => void): void }).on?.('change', this.formDataChanged);
    // The grid loaded when it was configured: again only if a saved search changed what it shows.
    if (this.restoreLastSearch() || this.loadSequence === 0) this.requestLoad();
  }

  dataLoaded(): void {
    this.restoreLastSearch();
    this.requestLoad();
  }

  apiTextFieldLoaded(): void {
    const options = this.options;
    if (options.triggerDataFetchOnFormDataLoad && !options.ignoreTextWithApiFieldEvents) this.requestLoad();
  }

  /**
   * Several triggers in one turn (attach, ready, data loaded) make one load. Paging, sorting, the search box
   * and the filter panel (`keepList`) show an API's plain list again from what was read (they are applied
   * to it here); any other trigger reads it again.
   */
  requestLoad({ keepList = false } = {}): void {
    if (!keepList) this.heldListStale = true;
    if (this.loadScheduled) return;
    this.loadScheduled = true;
    queueMicrotask(() => {
      this.loadScheduled = false;
      void this.load();
    });
  }

  // Loading

  searchQuery(state: TableState = this.state): string {
    if (state.searchType === 'advanced')
      return this.advancedQueryAsUrlParameters ? '' : state.advancedSearchQuery;
    return simpleSearchQuery(
      state.simpleSearchText,
      state.simpleSearchOperator,
      this.options.globalSearchQueryFormatter,
      this.data,
    );
  }

  rowsRequest(state: TableState = this.state): RowsRequest {
    // Without a paginator the grid shows every row: an API is asked for all of them, up to its 1,000.
    const paged = this.options.pagination;
    return {
      first: paged ? state.first : 0,
      rows: paged ? state.rowsPerPage : REST_DEFAULT_PAGE_SIZE,
      sort: state.sort,
      searchQuery: this.searchQuery(state),
      ...(state.searchType === 'advanced' && this.advancedQueryAsUrlParameters
        ? { urlParameters: state.advancedSearchQuery }
        : {}),
      simpleSearchText: state.searchType === 'simple' ? state.simpleSearchText : '',
      simpleSearchOperator: state.simpleSearchOperator,
      filterFields: state.searchType === 'advanced' ? state.filterFields : [],
    };
  }

  /**
   * Runs the additional data providers on a page. A failed call, or a failure of the chain itself,
   * leaves the base rows (§4.1) with the failure marked.
   */
  async runProviders(rows: Row[], { writeFields = true } = {}): Promise<ProvidersOutcome> {
    const providers = this.options.additionalDataProviders ?? [];
    if (providers.length === 0 || rows.length === 0) return { rows, results: {}, failure: null };
    try {
      return await runDataProviders(rows, providers, {
        data: this.data,
        call: (method, url, body) => this.rest.call(method, url, body, { quiet: true }),
        setField: (path, value) => {
          if (writeFields) this.writeFormField(path, value);
        },
      });
    } catch (error) {
      console.error('An additional data provider failed; the grid shows its base data', error);
      const message = error instanceof Error ? error.message : String(error);
      return { rows, results: {}, failure: { apiError: { status: 0, message } } };
    }
  }

  /**
   * The rows with the providers' data (export pages). SET FIELD providers leave the form alone: its field
   * keeps the result of the rows shown, not of the export's last slice.
   */
  async withProviderData(rows: Row[]): Promise<Row[]> {
    return (await this.runProviders(rows, { writeFields: false })).rows;
  }

  /** A page of rows; `quiet` keeps the page's loading overlay away (an export shows its own progress). */
  fetchPage(request: RowsRequest, { quiet = false } = {}): Promise<PageOfRows> {
    const env = {
      data: this.data,
      rest: this.rest,
      held: this.heldListStale ? null : this.heldList,
      hold: (list: HeldList) => {
        this.heldList = list;
      },
    };
    return loadRows(this.options, this.columns, request, env, { quiet });
  }

  async load(): Promise<void> {
    const sequence = ++this.loadSequence;
    const asked = this.pending;
    this.set({ loading: true });
    let page: PageOfRows;
    const stale = this.heldListStale;
    this.heldListStale = false;
    if (stale) this.heldList = null;
    try {
      page = await this.fetchPage(this.rowsRequest());
    } catch (error) {
      // §8: logged, and said above the table. The rows shown before were for another search or page: the
      // table shows none rather than let them pass for the answer, and its title counts none either.
      console.error(`Smart table "${this.tableKey}" could not load its data`, error);
      if (sequence === this.loadSequence) {
        this.pending = {};
        const message = error instanceof Error ? error.message : String(error);
        this.set({
          loading: false,
          rows: [],
          totalRecords: 0,
          loadFailure: message,
          title: this.evaluatedTitle([], 0, {}),
        });
      }
      return;
    }
    if (sequence !== this.loadSequence) return;
    const { rows, results, failure } = await this.runProviders(page.rows);
    if (sequence !== this.loadSequence) return;
    this.set({
      ...asked,
      // The answer's own first (§3.6) wins over the page asked for.
      ...(page.first === undefined ? {} : { first: page.first }),
      rows,
      totalRecords: page.totalRecords,
      loading: false,
      loaded: true,
      providerResults: results,
      providerFailure: failure,
      loadFailure: null,
      title: this.evaluatedTitle(rows, page.totalRecords, results),
      selection: rowsOfSelection(this.storedSelectionValue(), rows, this.selectionSettings()),
    });
  }

  private evaluatedTitle(rows: Row[], totalRecords: number, results: Record<string, unknown>): string {
    const title = this.options.title ?? '';
    return interpolate(title, { data: this.data, rows, totalRecords, results, gridOptions: this.options });
  }

  // Search, paging, sort

  /** A simple search replaces the filters: the panel and the saved search no longer keep them. */
  search(text: string, operator: SearchOperator = this.state.simpleSearchOperator): void {
    this.set({
      searchType: 'simple',
      simpleSearchText: text,
      simpleSearchOperator: operator,
      filterFields: [],
      advancedSearchQuery: '',
      first: 0,
    });
    this.saveSearch('simple_search');
    this.requestLoad({ keepList: true });
  }

  setSearchOperator(operator: SearchOperator): void {
    this.set({ simpleSearchOperator: operator });
  }

  /**
   * Searches with the panel's filled fields; answers what their columns cannot hold (`abc` for a number),
   * and then searches nothing.
   */
  applyFilterPanel(fields: FilterField[]): string[] {
    const filled = fields.filter((field) => field.value.trim() !== '');
    const problems = filterProblems(filled, this.columns);
    if (problems.length > 0) return problems;
    this.set({
      searchType: 'advanced',
      filterFields: filled,
      advancedSearchQuery: this.advancedQueryAsUrlParameters
        ? filterPanelParameters(filled, this.columns)
        : filterPanelQuery(filled, this.columns),
      simpleSearchText: '',
      first: 0,
    });
    this.saveSearch('advanced_search');
    this.requestLoad({ keepList: true });
    return [];
  }

  /** An advanced query replaces the search text, is saved, and the grid reloads from page 1 (§4.1). */
  applyAdvancedFilter(query: string): void {
    this.set({
      searchType: 'advanced',
      advancedSearchQuery: query,
      simpleSearchText: '',
      filterFields: [],
      first: 0,
    });
    this.saveSearch('advanced_search');
    this.requestLoad();
  }

  /**
   * A query of the advanced-search dropdown: one made in the filter panel fills the panel again and
   * searches with it; any other has its {{ }} filled from the form data and is applied as it is.
   */
  applySavedQuery(query: SavedQuery): void {
    if (query.filterFields?.length) {
      this.applyFilterPanel(query.filterFields);
      if (this.options.advancedSearchEnabled) this.set({ filterPanelOpen: true });
      return;
    }
    this.applyAdvancedFilter(interpolate(query.query, { data: this.data, ...this.data }).trim());
  }

  /** Keeps the current advanced query under a name in the advanced-search dropdown. */
  saveCurrentQuery(label: string): void {
    const state = this.state;
    if (state.searchType !== 'advanced' || !state.advancedSearchQuery.trim())
      throw new Error('Filter the table before saving its search');
    const owner = this.savedQueriesOwner;
    if (!this.storage) throw new Error('This browser keeps no saved searches');
    if (!owner) throw new Error('Sign in to save searches');
    this.set({
      savedQueries: saveQuery(this.storage, owner, this.tableKey, {
        label,
        query: state.advancedSearchQuery,
        filterFields: state.filterFields,
      }),
    });
  }

  removeSavedQuery(label: string): void {
    const owner = this.savedQueriesOwner;
    if (this.storage && owner)
      this.set({ savedQueries: removeQuery(this.storage, owner, this.tableKey, label) });
  }

  toggleFilterPanel(): void {
    this.set({ filterPanelOpen: !this.state.filterPanelOpen });
  }

  page(first: number, rowsPerPage: number): void {
    this.pending = { ...this.pending, first, rowsPerPage };
    this.saveSearch();
    this.requestLoad({ keepList: true });
  }

  sortBy(field: string | undefined, order: number | null | undefined): void {
    this.pending = { ...this.pending, sort: field && order ? { field, order } : {}, first: 0 };
    this.requestLoad({ keepList: true });
  }

  /** 'refresh' (and refreshSmartTable): reload from the first page. */
  refresh(): void {
    this.set({ first: 0 });
    this.requestLoad();
  }

  /**
   * The refresh button and resetSmartTableResults: the saved search, the search text and the filters
   * are cleared and the grid goes back to page 1 (§4.1).
   */
  reset(): void {
    if (this.storage) clearLastSearch(this.storage, this.tableKey);
    this.set({
      searchType: 'simple',
      simpleSearchText: '',
      simpleSearchOperator: this.options.globalSearchFilterOperator,
      advancedSearchQuery: '',
      filterFields: [],
      first: 0,
    });
    this.requestLoad();
  }

  // Saved last search (§3.6, §4.1)

  private saveSearch(operation?: 'simple_search' | 'advanced_search'): void {
    if (!this.storage) return;
    const state = this.state;
    const previous = loadLastSearch(this.storage, this.tableKey);
    saveLastSearch(this.storage, {
      tableKey: this.tableKey,
      searchType: state.searchType,
      simpleSearchOperator: state.simpleSearchOperator,
      simpleSearchText: state.simpleSearchText,
      advancedSearchQuery: state.advancedSearchQuery,
      advanceFilterFields: state.filterFields,
      ...((operation ?? previous?.lastSearchOperation)
        ? { lastSearchOperation: operation ?? previous!.lastSearchOperation! }
        : {}),
      first: state.first,
      rows: state.rowsPerPage,
    });
  }

  /** Answers whether a saved search of this table was applied. */
  restoreLastSearch(): boolean {
    if (!this.storage) return false;
    const saved = loadLastSearch(this.storage, this.tableKey);
    if (!saved) return false;
    const paging = savedPaging(saved);
    this.set({
      searchType: saved.searchType,
      simpleSearchOperator: saved.simpleSearchOperator ?? this.options.globalSearchFilterOperator,
      simpleSearchText: saved.simpleSearchText ?? '',
      advancedSearchQuery: saved.advancedSearchQuery ?? '',
      filterFields: saved.advanceFilterFields ?? [],
      ...(paging ? { first: paging.first, rowsPerPage: paging.rows } : {}),
    });
    return true;
  }

  // Value commands (§4.1)

  command(value: string | Row[]): void {
    if (Array.isArray(value)) this.setRows(value);
    else if (value === 'refresh') this.refresh();
    else if (value === 'clear') this.clear();
    else this.applyAdvancedFilter(value);
  }

  /** 'clear': no rows, the context field emptied, then a reload. */
  clear(): void {
    this.set({ rows: [], totalRecords: 0, first: 0 });
    if (this.options.contextDataFieldName) this.writeFormField(this.options.contextDataFieldName, []);
    this.requestLoad();
  }

  /** A supplied list: the rows and their count, written to the context field too. */
  setRows(rows: Row[]): void {
    const field = this.options.contextDataFieldName;
    if (field) this.writeFormField(field, rows);
    if (dataSourceOf(this.options) === 'context') {
      this.set({ first: 0 });
      this.requestLoad();
      return;
    }
    this.loadSequence++;
    this.set({ rows, totalRecords: rows.length, first: 0, loading: false, loaded: true });
  }

  // Rows, selection, expansion

  writeFormField(path: string, value: unknown): void {
    const form = this.form;
    if (form?.getComponent) {
      // The table's own key: its value is a command channel (setRows would write here again), so the
      // rows go into the form's data as they are.
      if (this.isOwnPath(path) || form.getComponent(path) === this.instance) set(form.data, path, value);
      else writeField(form, path, value);
    } else {
      // A component outside a form (tests): its own data.
      (this.instance.data as Record<string, unknown>)[path] = value;
    }
  }

  private isOwnPath(path: string): boolean {
    return path === (this.instance.path || this.instance.component.key);
  }

  emit(event: string, payload: Record<string, unknown>): void {
    this.instance.emit(event, {
      key: this.instance.component.key,
      component: this.instance.component,
      ...payload,
    });
  }

  /** delete_row: the row leaves the form's context array, the grid refreshes, 'delete' is emitted (§4.1). */
  deleteRow(row: Row): void {
    const field = this.options.contextDataFieldName;
    if (field) {
      const list = get(this.data, field);
      if (Array.isArray(list)) {
        const id = this.options.selectedRecordIdentifierField;
        const key = get(row, id);
        const remaining = list.filter((item) =>
          key === undefined ? item !== row : get(item, id) !== key && item !== row,
        );
        this.writeFormField(field, remaining);
      }
    }
    this.refresh();
    this.emit('delete', { row });
  }

  selectionSettings(): SelectionSettings {
    const options = this.options;
    return {
      multiple: !options.radioSelection,
      identifierField: options.selectedRecordIdentifierField,
      wholeRecord: Boolean(options.useCompleteRecordDataAsSelection),
    };
  }

  private storedSelectionValue(): unknown {
    const field = this.options.selectedRecordStorageField;
    return field ? get(this.data, field) : this.heldSelection;
  }

  /** This page's selection; a checkbox selection keeps what other pages had ticked (mergedSelection). */
  select(selection: Row | Row[] | null): void {
    const settings = this.selectionSettings();
    const stored =
      settings.multiple && Array.isArray(selection)
        ? mergedSelection(this.storedSelectionValue(), this.state.rows, selection, settings)
        : storedSelection(selection, settings);
    this.set({ selection });
    this.heldSelection = stored;
    const field = this.options.selectedRecordStorageField;
    if (field) this.writeFormField(field, stored);
  }

  setExpandedRows(expandedRows: Record<string, boolean>): void {
    this.set({ expandedRows });
  }
}

export const tableControllerFor = perInstance(
  (instance, context) => new SmartTableController(instance, context),
);
