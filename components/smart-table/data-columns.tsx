// The grid's data columns, shared by the table and its child tables: header text, tooltip, classes and
// styles, sortable (a composite column sorts by its sortField), relative widths from flex, and the cell
// content. Described once as GridColumns; primeColumns gives the same columns to PrimeReact's DataTable
// (the virtual-scroll table).
import { Column } from 'primereact/column';
import { CellContent, type CellEnvironment } from './CellContent';
import type { Row } from './cell-value';
import { styleFromCss } from './css-style';
import type { GridColumn } from './grid-column';
import type { ResolvedColumn } from './grid-settings';

function widthsFromFlex(columns: readonly ResolvedColumn[]): (string | undefined)[] {
  const total = columns.reduce((sum, column) => sum + column.flex, 0);
  const uniform = columns.every((column) => column.flex === columns[0]?.flex);
  return columns.map((column) =>
    uniform || total <= 0 ? undefined : `${((column.flex / total) * 100).toFixed(2)}%`,
  );
}

export function dataColumns(
  columns: readonly ResolvedColumn[],
  env: CellEnvironment,
  sortable = true,
): GridColumn[] {
  const widths = widthsFromFlex(columns);
  return columns.map((column, index) => {
    const headerStyle = styleFromCss(column.thStyle);
    // A width set on the header must hold for the whole column (cells of resizable tables clip).
    const width = headerStyle?.width ?? widths[index];
    return {
      key: `${column.field}-${index}`,
      header: column.headerName ?? column.field,
      headerTooltip: column.headerToolTip ?? column.headerTooltip,
      headerClassName: column.headerClass,
      style: width ? { width, minWidth: headerStyle?.minWidth } : undefined,
      headerStyle,
      bodyStyle: styleFromCss(column.tdStyle),
      sortField: sortable && column.sortable ? (column.sortField ?? column.field) : undefined,
      body: (row: Row) => <CellContent row={row} column={column} env={env} />,
    };
  });
}

/** The columns as PrimeReact Columns, for the DataTable that draws virtual-scroll grids. */
export function primeColumns(columns: readonly GridColumn[]) {
  return columns.map((column) => (
    <Column
      key={column.key}
      columnKey={column.key}
      field={column.sortField}
      header={column.header}
      headerTooltip={column.headerTooltip}
      headerClassName={column.headerClassName}
      style={column.style}
      headerStyle={column.headerStyle}
      bodyStyle={column.bodyStyle}
      sortable={column.sortField !== undefined}
      body={(row: Row, options: { rowIndex: number }) => column.body(row, options.rowIndex)}
    />
  ));
}
