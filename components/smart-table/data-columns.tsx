// The PrimeReact columns of the grid's column definitions, shared by the table and its child tables:
// header text, tooltip, classes and styles, sortable (a composite column sorts by its sortField),
// relative widths from flex, and the cell content.
import { Column } from 'primereact/column';
import { CellContent, type CellEnvironment } from './CellContent';
import { styleFromCss } from './css-style';
import type { ResolvedColumn } from './grid-settings';
import type { Row } from './cell-value';

function widthsFromFlex(columns: readonly ResolvedColumn[]): (string | undefined)[] {
  const total = columns.reduce((sum, column) => sum + column.flex, 0);
  const uniform = columns.every((column) => column.flex === columns[0]?.flex);
  return columns.map((column) =>
    uniform || total <= 0 ? undefined : `${((column.flex / total) * 100).toFixed(2)}%`,
  );
}

export function dataColumns(columns: readonly ResolvedColumn[], env: CellEnvironment, sortable = true) {
  const widths = widthsFromFlex(columns);
  return columns.map((column, index) => {
    const headerStyle = styleFromCss(column.thStyle);
    // A width set on the header must hold for the whole column (cells of resizable tables clip).
    const width = headerStyle?.width ?? widths[index];
    return (
      <Column
        key={`${column.field}-${index}`}
        columnKey={`${column.field}-${index}`}
        field={column.sortField ?? column.field}
        header={column.headerName ?? column.field}
        headerTooltip={column.headerToolTip ?? column.headerTooltip}
        headerClassName={column.headerClass}
        style={width ? { width, minWidth: headerStyle?.minWidth } : undefined}
        headerStyle={headerStyle}
        bodyStyle={styleFromCss(column.tdStyle)}
        sortable={sortable && column.sortable}
        body={(row: Row) => <CellContent row={row} column={column} env={env} />}
      />
    );
  });
}
