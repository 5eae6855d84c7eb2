// One column of a grid as GridTable draws it: what its header shows and how a row's cell is drawn. The
// smart table's data columns and its leading columns (selection, expander, row prefix, serial number)
// are all described this way.
import type { CSSProperties, ReactNode } from 'react';
import type { Row } from './cell-value';

export interface GridColumn {
  key: string;
  header?: ReactNode;
  headerTooltip?: string;
  headerClassName?: string;
  /** On the header cell and every body cell (widths). */
  style?: CSSProperties;
  headerStyle?: CSSProperties;
  bodyStyle?: CSSProperties;
  /** Extra class of the header and body cells (PrimeReact's p-selection-column). */
  className?: string;
  /** Set when the column sorts: the field its sort asks the server for. */
  sortField?: string;
  body(row: Row, rowIndex: number): ReactNode;
}

/** Sort orders as PrimeReact's DataTable keeps them: 1 ascending, -1 descending, 0 none. */
export type SortOrder = 1 | -1 | 0;

/**
 * The next sort after a click on a sortable header (PrimeReact's removableSort): another column starts
 * ascending; the sorted column turns descending, then unsorted.
 */
export function nextSort(
  current: { field?: string; order?: number | null },
  field: string,
): { field: string | undefined; order: SortOrder } {
  if (current.field !== field || !current.order) return { field, order: 1 };
  return current.order === 1 ? { field, order: -1 } : { field: undefined, order: 0 };
}
