// Settings of the smart table (`smart-table`), spec 001 §3.1–§3.6, the builder rules of §5.2 and the
// defaults of §9. The component keeps them under one property, `gridOptions`; every name is the spec's.
import Type from 'typebox';
import {
  BOOLEAN_FORMATS,
  CELL_ACTION_CATEGORIES,
  CELL_DATA_TYPES,
  CELL_DISPLAY_TYPES,
  DATA_PROVIDER_METHODS,
  GRID_DATA_CONTEXTS,
  IMPORT_FORM_IDS,
  IMPORT_PARSERS,
  NUMBER_FORMATS,
  PAGE_SIZE_OFFERED_KEYWORD,
  RESPONSE_ACTIONS,
  SEARCH_OPERATORS,
  TEXT_CASES,
  UNKNOWN_PARSER_MESSAGE,
} from './values/grid-options';
export { PagedResponse, UploadedDocument } from './api';
export * from './values/grid-options';

const text = (description: string) => Type.Optional(Type.String({ description }));
const flag = (description: string) => Type.Optional(Type.Boolean({ description }));
const template = (description: string) => Type.Optional(Type.String({ description }));

const literals = <const T extends string[]>(
  values: readonly [...T],
  description?: string,
  errorMessage?: string,
) =>
  Type.Enum<T>(values, {
    ...(description ? { description } : {}),
    ...(errorMessage ? { errorMessage } : {}),
  });

const CURRENCY_CODE_ON_OTHER_COLUMN =
  'currencyCode formats currency columns only: set cellDataType to currency or remove currencyCode';

export const FormatOptions = Type.Object(
  {
    case: Type.Optional(literals(TEXT_CASES, 'Letter case of text (default no_change)')),
    prefix: text('Text shown before the value'),
    suffix: text('Text shown after the value'),
    enableDateFormatter: flag('Reformat dates from sourceFormat to targetFormat'),
    sourceFormat: text("Date format of the data (default 'YYYY-MM-DD HH:mm:ss'; ISO dates are read too)"),
    targetFormat: text("Date format shown (default 'DD-MM-YYYY')"),
    booleanFormat: Type.Optional(literals(BOOLEAN_FORMATS, 'How booleans show (default yes_no)')),
    numberFormat: Type.Optional(literals(NUMBER_FORMATS, 'decimal, or percentage (value × 100, with %)')),
    disableNumberFormatter: flag('Show numbers as they are'),
    decimalPlaces: Type.Optional(Type.Integer({ minimum: 0, maximum: 20, description: 'Default 2' })),
    digitsInfo: text(
      "Angular digits info 'minInt.minFrac-maxFrac' (default '1.2-2'); wins over decimalPlaces",
    ),
    localeId: text("Locale of numbers (default 'en-SG')"),
    currency: text("Currency symbol shown in place of the code's own (default 'S$ ' with the default code)"),
    currencyCode: Type.Optional(
      Type.String({
        pattern: '^[A-Z]{3}$',
        description: "ISO 4217 code of a currency column, formatted in localeId (default 'SGD')",
        errorMessage:
          'currencyCode must be a three-letter ISO 4217 code in capitals, such as SGD, USD or EUR',
      }),
    ),
    currencySymbol: text('Older name of currency'),
  },
  { additionalProperties: true },
);
export type FormatOptions = Type.Static<typeof FormatOptions>;

export const DisplayValueFormatter = Type.Object(
  {
    category: literals(CELL_ACTION_CATEGORIES),
    displayType: Type.Optional(
      literals(CELL_DISPLAY_TYPES, 'Default href for actions, plain text otherwise'),
    ),
    displayValueFormatterTemplate: template(
      'Text shown; template with row, rowData, value, data, gridOptions',
    ),
    actionValueFormatterTemplate: template('Value the action uses (an id ...); same scope'),
    actionUrl: template('navigation: in-app URL; download: file URL (template)'),
    stateToPropagateEvaluator: text('navigation: script answering the state passed to the next screen'),
    popupScreenId: text('popup: form id of the popup screen'),
    downloadId: text('download: row field holding the document id, appended to actionUrl'),
    iconClass: text('Icon classes, e.g. pi pi-eye'),
    styleClass: text('Classes of the link or button'),
    customClass: text('Extra classes of the wrapper'),
    toolTip: text('Tooltip'),
    toolTipWhenDisabled: text('Tooltip while conditionallyDisable is true'),
    conditionallyDisable: text('Script (row, data, value) answering true to disable the action'),
    aclResource: text('ACL resource needed to see the action'),
  },
  { additionalProperties: true },
);
export type DisplayValueFormatter = Type.Static<typeof DisplayValueFormatter>;

export const ColumnDefinition = Type.Object(
  {
    field: Type.String({ minLength: 1, description: 'Path of the value in the row (dots nest)' }),
    headerName: text('Header text'),
    headerToolTip: text('Header tooltip'),
    headerTooltip: text('Older name of headerToolTip'),
    headerClass: text('Classes of the header cell'),
    thStyle: text("CSS of the header cell, e.g. 'width: 8rem'"),
    tdStyle: text('CSS of the body cells'),
    cellDataType: Type.Optional(literals(CELL_DATA_TYPES, 'Default string')),
    hide: flag('Hidden column'),
    sortable: flag('Sortable (default true)'),
    sortField: text('Field the server sorts by (needed when a composite column is sortable)'),
    filterable: flag('Shown in the filter panel'),
    resizable: flag('Deprecated: use the grid’s resizableColumns'),
    compositeColumn: flag('Value built by valueFormatterTemplate'),
    valueFormatterTemplate: template('Template with rowData and gridOptions'),
    flex: Type.Optional(Type.Number({ minimum: 0, description: 'Relative width (default 1)' })),
    defaultValueIfNull: text("Shown for an empty value (default '--')"),
    formatOptions: Type.Optional(FormatOptions),
    displayValueFormatters: Type.Optional(Type.Array(DisplayValueFormatter)),
  },
  {
    additionalProperties: true,
    allOf: [
      {
        if: { properties: { compositeColumn: { const: true } }, required: ['compositeColumn'] },
        then: { required: ['valueFormatterTemplate'] },
        errorMessage: 'A composite column needs a valueFormatterTemplate',
      },
      {
        if: {
          properties: { compositeColumn: { const: true }, sortable: { not: { const: false } } },
          required: ['compositeColumn'],
        },
        then: { required: ['sortField'] },
        errorMessage: 'A sortable composite column needs a sortField',
      },
      {
        // A currency code formats amounts; on a column of another type it would do nothing.
        if: { properties: { cellDataType: { not: { const: 'currency' } } } },
        then: {
          properties: {
            formatOptions: {
              properties: {
                currencyCode: { not: {}, errorMessage: CURRENCY_CODE_ON_OTHER_COLUMN },
              },
            },
          },
        },
        errorMessage: CURRENCY_CODE_ON_OTHER_COLUMN,
      },
    ],
  },
);
export type ColumnDefinition = Type.Static<typeof ColumnDefinition>;

export const ColumnToKeyMapping = Type.Object({
  parentGridPropertyName: Type.String({ minLength: 1, description: 'Row field whose values fill the URL' }),
  keyInDataProvider: Type.String({ minLength: 1, description: 'Placeholder name in apiUrl / apiRequest' }),
});
export type ColumnToKeyMapping = Type.Static<typeof ColumnToKeyMapping>;

export const AdditionalDataProvider = Type.Object(
  {
    name: text("Name of the result for later providers and templates (results.<name>; default 'provider1'…)"),
    apiUrl: Type.String({
      description: "URL template; a mapped placeholder takes the rows' values joined by |",
    }),
    apiMethod: literals(DATA_PROVIDER_METHODS),
    apiRequest: Type.Optional(
      Type.Union([Type.String(), Type.Record(Type.String(), Type.Unknown())], {
        description: 'Body (POST and PUT only): JSON, or a JSON template',
      }),
    ),
    columnToKeyMapping: Type.Optional(Type.Array(ColumnToKeyMapping)),
    dataPath: text("Path of the result in the response ('*' or empty: all of it)"),
    responseAction: Type.Optional(literals(RESPONSE_ACTIONS, 'MERGE into rows (default) or SET FIELD')),
    gridKeyToUseForMerging: text('MERGE: row field matched'),
    responseKeyToUseForMerging: text('MERGE: field of a result item matched'),
    gridFieldToStoreResult: text('MERGE: row field receiving the matched item (empty: merged into the row)'),
    fieldNameToStoreResult: text(
      'SET FIELD: form field receiving the result (MERGE: older gridFieldToStoreResult)',
    ),
  },
  { additionalProperties: true },
);
export type AdditionalDataProvider = Type.Static<typeof AdditionalDataProvider>;

/** An advanced query offered in the advanced-search dropdown (predefined, or saved by the user). */
export const AdvancedSearchQuery = Type.Object({
  label: Type.String({ minLength: 1, description: 'Name shown in the dropdown' }),
  query: Type.String({
    minLength: 1,
    description:
      'The advanced query: q criteria, or URL parameters with advancedSearchUrlParameters; {{ }} from the form data',
  }),
});
export type AdvancedSearchQuery = Type.Static<typeof AdvancedSearchQuery>;

export const FieldMapping = Type.Object({
  headerName: Type.String({ minLength: 1, description: 'Column header in the imported file' }),
  fieldName: Type.String({ minLength: 1, description: 'Field of the parsed row' }),
});
export type FieldMapping = Type.Static<typeof FieldMapping>;

export const ChildGridOptions = Type.Object(
  {
    childRowsAttribute: text("Path of the child rows in a row (default 'content')"),
    columnDefinitions: Type.Optional(Type.Array(ColumnDefinition, { description: "Default: the parent's" })),
    rowSpanCount: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          "How many of the parent row's columns the child table spans, from the first (default all)",
      }),
    ),
    selectedRecordIdentifierField: text(
      "Field identifying a child row, e.g. for a delete_row action on it (default 'id')",
    ),
    rowHover: flag('Highlight the row under the pointer'),
    styleClass: text('Classes of the child table'),
    slnoColumnRequired: flag('Serial-number column (default off)'),
    slnoLabel: text("Serial-number header (default 'S No')"),
  },
  { additionalProperties: true },
);
export type ChildGridOptions = Type.Static<typeof ChildGridOptions>;

export const GridOptions = Type.Object(
  {
    // Identity and data source
    key: Type.String({ minLength: 1, description: 'Grid key (saved search, action chains)' }),
    title: template('Title; {{ }} placeholders are evaluated after data loads'),
    gridDataContext: Type.Optional(literals(GRID_DATA_CONTEXTS, 'Default apiDataDriven')),
    apiUrl: template('List URL (GET); {{ }} placeholders from the submission; may carry its own q'),
    apiMethod: Type.Optional(Type.Literal('GET')),
    contextDataFieldName: text('Form field holding the rows (contextDataDriven)'),
    defaultData: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()))),
    defaultSort: text("Sort when none is chosen: 'field,asc' or 'field,desc'"),
    pageDataFieldName: text(
      "Field of the page holding the list (default 'content'; '*': the answer is the list)",
    ),
    isListingScreen: flag('Load on form ready, not when the grid is configured'),
    triggerDataFetchOnFormDataLoad: flag('Reload when an API text field has loaded'),
    ignoreTextWithApiFieldEvents: flag('Ignore API text field events'),
    refreshComponent: flag('Older name of refreshEnabled'),
    refreshEnabled: flag("Refresh button 'Refresh Grid Data' (default on)"),
    exportToExcel: flag("'Export to Excel' button (default off)"),
    additionalDataProviders: Type.Optional(Type.Array(AdditionalDataProvider)),
    aclResource: text('ACL resource needed to see the grid'),
    // Appearance
    styleClass: text("Table classes (default 'p-datatable-striped p-datatable-sm')"),
    gridHeaderClass: text("Header classes (default ' mt-4')"),
    gridTitleClass: text("Title classes (default ' mb-3')"),
    gridSearchControlClass: text("Search control classes (default ' mb-3')"),
    rowHover: flag('Highlight the row under the pointer (default on)'),
    resizableColumns: flag('Resizable columns (default on)'),
    headerRowClass: text('Classes of the header row'),
    dataRowClass: text('Classes of every data row'),
    dynamicDataRowClass: text('Script (row, data) answering extra classes of a row'),
    dynamicRowPrefix: template('HTML template (row, data) of a leading column'),
    noDataLabel: text("Empty table text (default 'No Records found')"),
    noDataLabelStyleClass: text("Classes of that text (default 'text-center')"),
    virtualScroll: flag('Virtual scrolling of the rows of a page (large pages)'),
    scrollHeight: text("Height of the scrolled body with virtualScroll (default '600px')"),
    // Paging
    pagination: flag('Paginator (default on)'),
    // The page size is one of the options (§5.2): said at the page size, or at the options when the page
    // size is the default.
    paginationRowsPerPageOptions: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        description: 'Page sizes offered (default 10, 25, 50)',
        allOf: [{ [PAGE_SIZE_OFFERED_KEYWORD]: true }],
      }),
    ),
    paginationPageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Default 10; one of paginationRowsPerPageOptions',
        allOf: [{ [PAGE_SIZE_OFFERED_KEYWORD]: true }],
      }),
    ),
    // Serial number
    slnoColumnRequired: flag('Serial-number column (default on)'),
    slnoLabel: text("Serial-number header (default 'S No')"),
    slnofield: text(
      "Row field whose value the serial-number column shows; rows without it are numbered from 1 (default 'slNo')",
    ),
    slnoColumnStyle: text("CSS of that column (default 'width: 4rem')"),
    // Selection
    checkboxSelection: flag('Checkbox selection'),
    radioSelection: flag('Radio-button selection'),
    selectedRecordIdentifierField: text("Field identifying a row (default 'id')"),
    selectedRecordStorageField: text('Form field receiving the selection'),
    useCompleteRecordDataAsSelection: flag('Store whole records instead of identifiers'),
    // Search
    globalSearchEnabled: flag('Simple search box (default off)'),
    globalSearchPlaceholder: text("Placeholder (default 'Search...')"),
    globalSearchFilterOperator: Type.Optional(literals(SEARCH_OPERATORS, 'Default starts_with')),
    globalSearchQueryFormatter: template('Template (searchText, query, operator, data) answering the q'),
    advancedSearchEnabled: flag('Filter panel and its button (default on)'),
    advancedFilterPosition: Type.Optional(
      Type.Union([Type.Literal('left'), Type.Literal('right')], { description: 'Default left' }),
    ),
    advancedSearchQueries: Type.Optional(
      Type.Array(AdvancedSearchQuery, { description: 'Predefined queries of the advanced-search dropdown' }),
    ),
    advancedSearchUrlParameters: flag(
      'Legacy API: advanced queries are appended to apiUrl as URL parameters, not sent as q (default off)',
    ),
    // Import
    importDataEnabled: flag('Import button (default off)'),
    importButtonDataLabel: text("Import button label (default 'Import')"),
    importFormId: Type.Optional(literals(IMPORT_FORM_IDS, 'Import configuration form')),
    maxFileSize: Type.Optional(Type.Integer({ minimum: 1, description: 'Largest import file in bytes' })),
    parseFileData: flag('Parse the uploaded file (default on)'),
    parserResultField: text("Form field receiving the parsed rows (default 'parsedResults')"),
    parserSlNoRequired: flag('Number the parsed rows'),
    parserSlNoField: text('Field of that number'),
    parser: Type.Optional(
      literals(IMPORT_PARSERS, "Parser of the imported file (default 'xlcsvparser')", UNKNOWN_PARSER_MESSAGE),
    ),
    fieldMapping: Type.Optional(Type.Array(FieldMapping)),
    // Expansion
    needsRowExpansion: flag('Expandable child table per row'),
    childRowsAttribute: text("Path of a row's child rows (default 'content')"),
    childGridOptions: Type.Optional(ChildGridOptions),
    // Columns
    columnDefinitions: Type.Array(ColumnDefinition),
  },
  {
    additionalProperties: true,
    allOf: [
      {
        if: {
          properties: { gridDataContext: { not: { const: 'contextDataDriven' } } },
          not: { required: ['defaultData'] },
        },
        then: { required: ['apiUrl'], properties: { apiUrl: { minLength: 1 } } },
        errorMessage: 'apiUrl is required when gridDataContext is apiDataDriven',
      },
      {
        if: {
          properties: { gridDataContext: { const: 'contextDataDriven' } },
          required: ['gridDataContext'],
        },
        then: { required: ['contextDataFieldName'], properties: { contextDataFieldName: { minLength: 1 } } },
        errorMessage: 'contextDataFieldName is required when gridDataContext is contextDataDriven',
      },
      {
        if: { properties: { parserSlNoRequired: { const: true } }, required: ['parserSlNoRequired'] },
        then: { required: ['parserSlNoField'], properties: { parserSlNoField: { minLength: 1 } } },
        errorMessage: 'parserSlNoField is required when parserSlNoRequired is on',
      },
    ],
  },
);
export type GridOptions = Type.Static<typeof GridOptions>;

export const SmartTableSettings = Type.Object(
  {
    type: Type.Literal('smart-table'),
    key: Type.String({ minLength: 1 }),
    label: Type.Optional(Type.String()),
    gridOptions: GridOptions,
  },
  { additionalProperties: true, $id: 'SmartTableSettings' },
);
export type SmartTableSettings = Type.Static<typeof SmartTableSettings>;

/** The saved last search (§3.6), kept in local storage per tableKey. */
export const SavedLastSearch = Type.Object({
  tableKey: Type.String(),
  searchType: Type.Union([Type.Literal('simple'), Type.Literal('advanced')]),
  simpleSearchOperator: Type.Optional(literals(SEARCH_OPERATORS)),
  simpleSearchText: Type.Optional(Type.String()),
  advancedSearchQuery: Type.Optional(Type.String()),
  advanceFilterFields: Type.Optional(Type.Array(Type.Object({ key: Type.String(), value: Type.String() }))),
  lastSearchOperation: Type.Optional(
    Type.Union([Type.Literal('simple_search'), Type.Literal('advanced_search')]),
  ),
  first: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  rows: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
});
export type SavedLastSearch = Type.Static<typeof SavedLastSearch>;
