// What a cell holds and shows: the row's value at the column's field, or for a composite column the
// text of its valueFormatterTemplate (scope rowData and gridOptions, spec 001 §3.3), formatted.
import get from 'lodash/get';
import { interpolate } from '../../runtime/core/template';
import type { GridOptions } from '../../schemas/grid-options';
import { formatCellValue } from './format-value';
import type { ResolvedColumn } from './grid-settings';

export type Row = Record<string, unknown>;

export function rawCellValue(row: Row, column: ResolvedColumn, gridOptions: GridOptions): unknown {
  if (column.compositeColumn && column.valueFormatterTemplate)
    return interpolate(column.valueFormatterTemplate, { rowData: row, row, gridOptions }).trim();
  return get(row, column.field);
}

export function cellText(row: Row, column: ResolvedColumn, gridOptions: GridOptions): string {
  return formatCellValue(rawCellValue(row, column, gridOptions), column);
}
