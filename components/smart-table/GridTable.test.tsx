// GridTable in jsdom: PrimeReact's DataTable markup and classes (the themes depend on them), the sort
// cycle from header clicks and keys, selection and odd-row classes, the empty message and expansions.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridColumn } from './grid-column';
import { GridTable, type GridTableProps } from './GridTable';

const ROWS = [
  { id: 'a', name: 'Lim' },
  { id: 'b', name: 'Tan' },
  { id: 'c', name: 'Ong' },
];
const COLUMNS: GridColumn[] = [
  { key: 'id', header: 'Id', body: (row) => String(row.id) },
  {
    key: 'name',
    header: 'Name',
    sortField: 'name',
    bodyStyle: { textAlign: 'right' },
    body: (row) => String(row.name),
  },
];

const grid = (props: Partial<GridTableProps>) => (
  <GridTable
    rows={ROWS}
    columns={COLUMNS}
    rowKey={(row) => String(row.id)}
    emptyMessage="Nothing"
    {...props}
  />
);
const table = (props: Partial<GridTableProps> = {}) => render(grid(props));

afterEach(cleanup);

describe('GridTable', () => {
  it("draws PrimeReact's DataTable markup: root, wrapper, table, head and body classes", () => {
    const { container } = table({
      onSort: () => undefined,
      className: 'p-datatable-striped',
      rowHover: true,
      resizableColumns: true,
    });
    const root = container.firstElementChild!;
    expect([...root.classList]).toEqual(
      expect.arrayContaining([
        'p-datatable',
        'p-component',
        'p-datatable-striped',
        'p-datatable-hoverable-rows',
        'p-datatable-resizable',
      ]),
    );
    expect(
      root.querySelector(':scope > .p-datatable-wrapper > table.p-datatable-table > thead.p-datatable-thead'),
    ).not.toBeNull();
    expect(root.querySelectorAll('tbody.p-datatable-tbody > tr')).toHaveLength(3);
    expect(root.querySelectorAll('th .p-column-resizer')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Name' }).classList).toContain('p-sortable-column');
    expect(screen.getByRole('columnheader', { name: 'Id' }).classList).not.toContain('p-sortable-column');
    expect(screen.getByText('Tan').closest('tr')!.classList).toContain('p-row-odd');
    expect(screen.getByText('Lim').closest('tr')!.classList).not.toContain('p-row-odd');
    expect(screen.getByText('Lim').closest('td')!.style.textAlign).toBe('right');
  });

  it('sorts from a header: ascending, descending, then none; Enter sorts too; the resizer does not', () => {
    const onSort = vi.fn();
    const { rerender } = table({ onSort, sort: {} });
    const header = () => screen.getByRole('columnheader', { name: 'Name' });
    fireEvent.click(header());
    expect(onSort).toHaveBeenLastCalledWith('name', 1);
    rerender(grid({ onSort, sort: { field: 'name', order: 1 } }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(header().classList).toContain('p-highlight');
    fireEvent.keyDown(header(), { key: 'Enter' });
    expect(onSort).toHaveBeenLastCalledWith('name', -1);
    rerender(grid({ onSort, sort: { field: 'name', order: -1 }, resizableColumns: true }));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header());
    expect(onSort).toHaveBeenLastCalledWith(undefined, 0);
    onSort.mockClear();
    fireEvent.click(header().querySelector('.p-column-resizer')!);
    expect(onSort).not.toHaveBeenCalled();
  });

  it('marks selected rows and says when nothing is there', () => {
    table({ selectable: true, isSelected: (row) => row.id === 'b' });
    expect(screen.getByText('Tan').closest('tr')!.classList).toContain('p-highlight');
    expect(screen.getByText('Tan').closest('tr')!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Lim').closest('tr')!.getAttribute('aria-selected')).toBe('false');
    cleanup();
    const { container } = table({ rows: [] });
    const empty = container.querySelector('tbody > tr.p-datatable-emptymessage > td')!;
    expect(empty.textContent).toBe('Nothing');
    expect(empty.getAttribute('colspan')).toBe('2');
  });

  it("draws an expanded row's content under it, in one cell or as its own cells", () => {
    const { container } = table({
      isExpanded: (row) => row.id !== 'c',
      rowExpansion: (row, options) => {
        if (row.id === 'a') return <span>plan of Lim</span>;
        options.customRendering = true;
        return <td className="own-cell">plan of Tan</td>;
      },
    });
    const expansions = container.querySelectorAll('tr.p-datatable-row-expansion');
    expect(expansions).toHaveLength(2);
    expect(expansions[0]!.previousElementSibling!.textContent).toContain('Lim');
    expect(expansions[0]!.querySelector('td')!.getAttribute('colspan')).toBe('2');
    expect(expansions[1]!.querySelector('td.own-cell')!.textContent).toBe('plan of Tan');
  });
});
