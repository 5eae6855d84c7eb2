// The plain values of the smart table's settings (lists, defaults, messages), spec 001 §3, §9: free of
// TypeBox, so the portal's code can use them without loading the schema library (schemas/values/).
import type { ChildGridOptions, ColumnDefinition, FormatOptions, GridOptions } from '../grid-options';

export const GRID_DATA_CONTEXTS = ['apiDataDriven', 'contextDataDriven'] as const;
export type GridDataContext = (typeof GRID_DATA_CONTEXTS)[number];

export const CELL_DATA_TYPES = [
  'string',
  'numeric',
  'number',
  'decimal',
  'boolean',
  'date',
  'currency',
] as const;
export type CellDataType = (typeof CELL_DATA_TYPES)[number];

export const TEXT_CASES = ['upper_case', 'lower_case', 'title_case', 'no_change'] as const;
export const BOOLEAN_FORMATS = ['yes_no', 'true_false', '1_0'] as const;
export const NUMBER_FORMATS = ['decimal', 'percentage'] as const;

export const CELL_ACTION_CATEGORIES = [
  'no_action',
  'navigation',
  'popup',
  'download',
  'delete_row',
  'edit_row',
] as const;
export type CellActionCategory = (typeof CELL_ACTION_CATEGORIES)[number];

export const CELL_DISPLAY_TYPES = ['href', 'button', 'html'] as const;
export type CellDisplayType = (typeof CELL_DISPLAY_TYPES)[number];

/** The simple-search operators (§9): 'contains' wraps the text as (%text%), 'starts_with' as [text). */
export const SEARCH_OPERATORS = ['contains', 'starts_with'] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

export const DATA_PROVIDER_METHODS = ['GET', 'POST', 'PUT'] as const;
export const RESPONSE_ACTIONS = ['MERGE', 'SET FIELD'] as const;

/** Import configuration forms the builder offers (§9). */
export const IMPORT_FORM_IDS = [
  'deposit-import-configuration',
  'fund-disbursements-import-configuration',
] as const;

/** The import file parsers (§3.1, §9): xlcsvparser reads .csv and .xlsx files. */
export const IMPORT_PARSERS = ['xlcsvparser'] as const;
export type ImportParser = (typeof IMPORT_PARSERS)[number];
export const UNKNOWN_PARSER_MESSAGE = `parser must be one of: ${IMPORT_PARSERS.join(', ')} (reads .csv and .xlsx files)`;

/** A row action is hidden when its value is this literal (§5.1). */
export const DO_NOT_DISPLAY = 'DO_NOT_DISPLAY';

// Defaults of §9, applied at run time and offered by the builder.
export const GRID_DEFAULTS = {
  gridDataContext: 'apiDataDriven',
  refreshEnabled: true,
  pagination: true,
  paginationPageSize: 10,
  paginationRowsPerPageOptions: [10, 25, 50],
  pageDataFieldName: 'content',
  styleClass: 'p-datatable-striped p-datatable-sm',
  gridHeaderClass: ' mt-4',
  gridTitleClass: ' mb-3',
  gridSearchControlClass: ' mb-3',
  rowHover: true,
  resizableColumns: true,
  globalSearchEnabled: false,
  globalSearchPlaceholder: 'Search...',
  globalSearchFilterOperator: 'starts_with',
  advancedSearchEnabled: true,
  advancedFilterPosition: 'left',
  slnoColumnRequired: true,
  slnoLabel: 'S No',
  slnoColumnStyle: 'width: 4rem',
  slnofield: 'slNo',
  checkboxSelection: false,
  radioSelection: false,
  selectedRecordIdentifierField: 'id',
  noDataLabel: 'No Records found',
  noDataLabelStyleClass: 'text-center',
  importDataEnabled: false,
  importButtonDataLabel: 'Import',
  exportToExcel: false,
  parseFileData: true,
  parser: 'xlcsvparser',
  parserResultField: 'parsedResults',
  childRowsAttribute: 'content',
  scrollHeight: '600px',
} as const satisfies Partial<GridOptions>;

/**
 * The builder offers 10 to 100 in steps of 10 (§9), and 25 besides: its default list is the run-time
 * default, 10, 25, 50, so the list a designer sees is the list the grid offers when none is saved (an
 * untouched setting is not saved). §9's builder list 10, 20, 50, 100 would show sizes the grid then refuses.
 */
export const BUILDER_ROWS_PER_PAGE_CHOICES = [10, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100] as const;
export const BUILDER_ROWS_PER_PAGE_DEFAULT: number[] = [...GRID_DEFAULTS.paginationRowsPerPageOptions];

/** The grid schema's keyword of the rule "the page size is one of the rows-per-page options" (§5.2). */
export const PAGE_SIZE_OFFERED_KEYWORD = 'pageSizeOffered';

/**
 * Why a grid's page size is not one of the rows-per-page options it sets (§5.2); null when it is, when
 * either is not set (the grid then offers the default options and the page size among them, or starts at
 * the first option), when the grid has no paginator, or when the settings are not numbers (their types say
 * so). Only a choice the designer made of both is refused: a grid saved with a page size and no options
 * list is not.
 */
export function pageSizeNotOffered(grid: {
  pagination?: unknown;
  paginationPageSize?: unknown;
  paginationRowsPerPageOptions?: unknown;
}): string | null {
  const size = grid.paginationPageSize;
  const offered = grid.paginationRowsPerPageOptions;
  if (grid.pagination === false || !Number.isInteger(size) || !Array.isArray(offered)) return null;
  if (offered.length === 0 || offered.includes(size)) return null;
  return `paginationPageSize ${String(size)} must be one of paginationRowsPerPageOptions (${offered.join(', ')})`;
}

/**
 * The rows-per-page options a grid offers: its own, else the defaults with its page size among them (a
 * grid saved with a page size of 20 and no list offers 10, 20, 25, 50 and starts at 20).
 */
export function offeredPageSizes(grid: {
  paginationPageSize?: number | undefined;
  paginationRowsPerPageOptions?: number[] | undefined;
}): number[] {
  if (grid.paginationRowsPerPageOptions) return [...grid.paginationRowsPerPageOptions];
  const defaults: number[] = [...GRID_DEFAULTS.paginationRowsPerPageOptions];
  const size = grid.paginationPageSize;
  if (size === undefined || !Number.isInteger(size) || size < 1 || defaults.includes(size)) return defaults;
  return [...defaults, size].sort((a, b) => a - b);
}

export const CHILD_GRID_DEFAULTS = {
  childRowsAttribute: 'content',
  slnoColumnRequired: false,
  slnoLabel: 'S No',
  selectedRecordIdentifierField: 'id',
  rowHover: true,
  styleClass: 'p-datatable-sm',
} as const satisfies Partial<ChildGridOptions>;

export const COLUMN_DEFAULTS = {
  cellDataType: 'string',
  sortable: true,
  hide: false,
  flex: 1,
  defaultValueIfNull: '--',
} as const satisfies Partial<ColumnDefinition>;

export const FORMAT_DEFAULTS = {
  digitsInfo: '1.2-2',
  localeId: 'en-SG',
  currencyCode: 'SGD',
  currency: 'S$ ',
  decimalPlaces: 2,
  booleanFormat: 'yes_no',
  sourceFormat: 'YYYY-MM-DD HH:mm:ss',
  targetFormat: 'DD-MM-YYYY',
  case: 'no_change',
} as const satisfies Partial<FormatOptions>;
