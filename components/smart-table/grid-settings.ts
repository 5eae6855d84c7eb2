// The grid's settings with the defaults of spec 001 §9 filled in, so the rest of the table reads one
// complete shape.
import {
  CHILD_GRID_DEFAULTS,
  COLUMN_DEFAULTS,
  GRID_DEFAULTS,
  offeredPageSizes,
} from '../../schemas/values/grid-options';
import type { ChildGridOptions, ColumnDefinition, GridOptions } from '../../schemas/grid-options';

type Defaults = typeof GRID_DEFAULTS;
export type ResolvedGridOptions = GridOptions & {
  -readonly [K in keyof Defaults]: Defaults[K] extends readonly number[]
    ? number[]
    : NonNullable<GridOptions[K]>;
};

export type ResolvedColumn = ColumnDefinition & {
  cellDataType: NonNullable<ColumnDefinition['cellDataType']>;
  sortable: boolean;
  hide: boolean;
  flex: number;
  defaultValueIfNull: string;
};

export type ResolvedChildGrid = ChildGridOptions & {
  childRowsAttribute: string;
  slnoColumnRequired: boolean;
  slnoLabel: string;
  selectedRecordIdentifierField: string;
  rowHover: boolean;
  styleClass: string;
  columnDefinitions: ColumnDefinition[];
};

/** Explicitly set values win; undefined and null take the default. */
function withDefaults(value: object, defaults: object): Record<string, unknown> {
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, entry] of Object.entries(value))
    if (entry !== undefined && entry !== null) result[key] = entry;
  return result;
}

export function resolveGridOptions(options: GridOptions | undefined): ResolvedGridOptions {
  const resolved = withDefaults(options ?? {}, GRID_DEFAULTS) as ResolvedGridOptions;
  // refreshComponent is the older name of refreshEnabled: either one off hides the button.
  if (options?.refreshComponent === false) resolved.refreshEnabled = false;
  resolved.key ??= '';
  resolved.columnDefinitions ??= [];
  resolved.paginationRowsPerPageOptions = offeredPageSizes({
    paginationPageSize: options?.paginationPageSize ?? undefined,
    paginationRowsPerPageOptions: options?.paginationRowsPerPageOptions ?? undefined,
  });
  return resolved;
}

export function resolveColumn(column: ColumnDefinition): ResolvedColumn {
  return withDefaults(column, COLUMN_DEFAULTS) as ResolvedColumn;
}

/** The columns shown: hidden ones dropped. */
export function visibleColumns(columns: readonly ColumnDefinition[]): ResolvedColumn[] {
  return columns.map(resolveColumn).filter((column) => !column.hide);
}

/** The child table's settings: its own, else the parent's columns and childRowsAttribute (§3.2, §9). */
export function resolveChildGrid(options: ResolvedGridOptions): ResolvedChildGrid {
  const child = options.childGridOptions ?? {};
  const resolved = withDefaults(child, CHILD_GRID_DEFAULTS) as ResolvedChildGrid;
  return {
    ...resolved,
    childRowsAttribute: child.childRowsAttribute ?? options.childRowsAttribute,
    columnDefinitions: child.columnDefinitions ?? options.columnDefinitions,
  };
}

/** The page size to start with: the configured one, if the paginator offers it (§5.2). */
export function initialPageSize(options: ResolvedGridOptions): number {
  const offered = options.paginationRowsPerPageOptions;
  const size = options.paginationPageSize;
  return offered.length === 0 || offered.includes(size)
    ? size
    : (offered[0] ?? GRID_DEFAULTS.paginationPageSize);
}
