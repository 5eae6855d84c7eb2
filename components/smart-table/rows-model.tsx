// What both ways of drawing the smart table's rows (GridTable for pages, PrimeReact's DataTable for
// virtual scroll) take from the grid's settings: serial numbers, whether rows have keys, the selection
// mode, the row prefix and serial-number columns and each row's classes.
import DOMPurify from 'dompurify';
import { runScript } from '../../runtime/core/script';
import { interpolateHtml } from '../../runtime/core/template';
import type { Row } from './cell-value';
import { styleFromCss } from './css-style';
import type { GridColumn } from './grid-column';
import type { ResolvedGridOptions } from './grid-settings';
import { serialNumberOf } from './serial-number';

function rowClasses(
  row: Row,
  fixed: string | undefined,
  script: string | undefined,
  data: Record<string, unknown>,
) {
  let dynamic = '';
  if (script?.trim()) {
    try {
      dynamic = String(runScript(script, { row, rowData: row, data }, { resultVariable: 'rowClass' }) ?? '');
    } catch (error) {
      console.warn('dynamicDataRowClass failed', error);
    }
  }
  return [fixed, dynamic].filter(Boolean).join(' ');
}

export interface RowsModel {
  /** Each row's number in the whole list (1 for the first row of the first page). */
  serials: Map<Row, number>;
  rowsHaveKeys: boolean;
  selectionMode: 'checkbox' | 'radiobutton' | undefined;
  /** The dynamicRowPrefix and serial-number columns, where the settings ask for them. */
  prefixColumns: GridColumn[];
  rowClassName(row: Row): string;
}

export function rowsModel(
  options: ResolvedGridOptions,
  rows: readonly Row[],
  first: number,
  data: Record<string, unknown>,
): RowsModel {
  const serials = new Map(rows.map((row, index) => [row, first + index + 1]));
  const identifier = options.selectedRecordIdentifierField;
  const prefixColumns: GridColumn[] = [];
  if (options.dynamicRowPrefix) {
    const prefix = options.dynamicRowPrefix;
    prefixColumns.push({
      key: 'prefix',
      style: { width: '3rem' },
      body: (row) => (
        <span
          className="ignite-smart-table__prefix"
          dangerouslySetInnerHTML={{
            // Row values are text in the prefix's markup (interpolateHtml), like any HTML content.
            __html: DOMPurify.sanitize(interpolateHtml(prefix, { row, rowData: row, data })),
          }}
        />
      ),
    });
  }
  if (options.slnoColumnRequired) {
    prefixColumns.push({
      key: 'slno',
      header: options.slnoLabel,
      headerStyle: styleFromCss(options.slnoColumnStyle),
      body: (row) => serialNumberOf(row, serials.get(row) ?? 0, options.slnofield),
    });
  }
  return {
    serials,
    rowsHaveKeys: rows.length > 0 && rows.every((row) => row[identifier] !== undefined),
    selectionMode: options.checkboxSelection
      ? 'checkbox'
      : options.radioSelection
        ? 'radiobutton'
        : undefined,
    prefixColumns,
    rowClassName: (row) => rowClasses(row, options.dataRowClass, options.dynamicDataRowClass, data),
  };
}
