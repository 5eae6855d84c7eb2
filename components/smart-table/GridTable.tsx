// The smart table's rows drawn as a plain table: the markup and classes of PrimeReact's DataTable (so
// the themes style it alike and nothing a user sees changes), without its per-cell components. A page
// of 100 rows × 12 columns is 1,200 cells; DataTable resolves its pass-through options for each of them
// on every page switch, which was most of the switch's time (docs/performance.md). Paging, sorting and
// selection are the caller's: the rows are one server page.
import { Tooltip } from 'primereact/tooltip';
import { SortAltIcon } from 'primereact/icons/sortalt';
import { SortAmountDownIcon } from 'primereact/icons/sortamountdown';
import { SortAmountUpAltIcon } from 'primereact/icons/sortamountupalt';
import { Fragment, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import type { Row } from './cell-value';
import { startColumnResize } from './column-resize';
import { nextSort, type GridColumn, type SortOrder } from './grid-column';
import './grid-table.css';

export interface GridTableProps {
  rows: readonly Row[];
  columns: readonly GridColumn[];
  rowKey(row: Row, index: number): string | number;
  /** Classes of the outer element (the grid's styleClass). */
  className?: string;
  tableClassName?: string;
  headerRowClassName?: string;
  size?: 'small';
  rowHover?: boolean;
  resizableColumns?: boolean;
  /** Rows can be selected (PrimeReact's p-datatable-selectable). */
  selectable?: boolean;
  isSelected?(row: Row): boolean;
  sort?: { field?: string; order?: number | null };
  onSort?(field: string | undefined, order: SortOrder): void;
  rowClassName?(row: Row): string;
  isExpanded?(row: Row): boolean;
  /**
   * An expanded row's content, in one cell across the row; setting customRendering means the content is
   * the row's cells themselves (PrimeReact's rowExpansionTemplate contract).
   */
  rowExpansion?(row: Row, options: { customRendering: boolean }): ReactNode;
  emptyMessage: ReactNode;
  /** Drawn under the table (the paginator). */
  footer?: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function SortIcon({ order }: { order: number }) {
  const props = { className: 'p-sortable-column-icon' };
  if (order > 0) return <SortAmountUpAltIcon {...props} />;
  if (order < 0) return <SortAmountDownIcon {...props} />;
  return <SortAltIcon {...props} />;
}

function HeaderCell({
  column,
  resizable,
  sort,
  onSort,
}: {
  column: GridColumn;
  resizable: boolean;
  sort: GridTableProps['sort'];
  onSort: GridTableProps['onSort'];
}) {
  const ref = useRef<HTMLTableCellElement>(null);
  const sortField = onSort ? column.sortField : undefined;
  const order = sortField !== undefined && sort?.field === sortField ? (sort.order ?? 0) : 0;
  const sortNext = () => {
    if (sortField === undefined) return;
    const next = nextSort(sort ?? {}, sortField);
    onSort?.(next.field, next.order);
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target as Element).closest('.p-column-resizer')) sortNext();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    sortNext();
  };
  const sortable = sortField !== undefined;
  return (
    <th
      ref={ref}
      className={classes(
        sortable && 'p-sortable-column',
        order !== 0 && 'p-highlight',
        resizable && 'p-resizable-column',
        column.className,
        column.headerClassName,
      )}
      role="columnheader"
      style={{ ...column.style, ...column.headerStyle }}
      {...(sortable
        ? {
            tabIndex: 0,
            'aria-sort': order > 0 ? 'ascending' : order < 0 ? 'descending' : 'none',
            onClick,
            onKeyDown,
          }
        : {})}
    >
      {resizable && (
        <span
          className="p-column-resizer"
          onMouseDown={(event) => startColumnResize(event, event.currentTarget)}
        />
      )}
      <div className="p-column-header-content">
        <span className="p-column-title">{column.header}</span>
        {sortable && (
          <span>
            <SortIcon order={order} />
          </span>
        )}
      </div>
      {column.headerTooltip && (
        <Tooltip target={ref as RefObject<HTMLElement>} content={column.headerTooltip} />
      )}
    </th>
  );
}

export function GridTable(props: GridTableProps) {
  const { rows, columns, resizableColumns = false } = props;
  const body: ReactNode[] = rows.map((row, index) => {
    const selected = props.isSelected?.(row) ?? false;
    const key = props.rowKey(row, index);
    const cells = columns.map((column) => (
      <td
        key={column.key}
        role="cell"
        className={column.className}
        style={column.style || column.bodyStyle ? { ...column.style, ...column.bodyStyle } : undefined}
      >
        {column.body(row, index)}
      </td>
    ));
    const expansion = props.isExpanded?.(row) && props.rowExpansion ? expansionRow(row, props) : null;
    return (
      <Fragment key={key}>
        <tr
          role="row"
          className={
            classes(index % 2 === 1 && 'p-row-odd', selected && 'p-highlight', props.rowClassName?.(row)) ||
            undefined
          }
          aria-selected={props.selectable ? selected : undefined}
        >
          {cells}
        </tr>
        {expansion}
      </Fragment>
    );
  });

  return (
    <div
      className={classes(
        props.className,
        props.size === 'small' && 'p-datatable-sm',
        'p-datatable p-component',
        props.rowHover && 'p-datatable-hoverable-rows',
        props.selectable && 'p-datatable-selectable',
        resizableColumns && 'p-datatable-resizable p-datatable-resizable-fit',
        'p-datatable-responsive-scroll',
      )}
    >
      <div className="p-datatable-wrapper">
        <table
          className={classes(
            props.tableClassName,
            'p-datatable-table',
            resizableColumns && 'p-datatable-resizable-table p-datatable-resizable-table-fit',
          )}
          role="table"
        >
          <thead className="p-datatable-thead">
            <tr role="row" className={props.headerRowClassName}>
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  column={column}
                  resizable={resizableColumns}
                  sort={props.sort}
                  onSort={props.onSort}
                />
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {body.length > 0 ? (
              body
            ) : (
              <tr role="row" className="p-datatable-emptymessage">
                <td colSpan={columns.length} role="cell">
                  {props.emptyMessage}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {props.footer}
    </div>
  );
}

function expansionRow(row: Row, props: GridTableProps) {
  const options = { customRendering: false };
  const content = props.rowExpansion!(row, options);
  return (
    <tr role="row" className="p-datatable-row-expansion">
      {options.customRendering ? (
        content
      ) : (
        <td colSpan={props.columns.length} role="cell">
          {content}
        </td>
      )}
    </tr>
  );
}
