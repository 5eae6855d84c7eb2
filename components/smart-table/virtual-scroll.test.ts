import { describe, expect, it } from 'vitest';
import type { RowsRequest } from './load-rows';
import { rowsViewKey, VIRTUAL_ROW_HEIGHT_PX, virtualRowHeight } from './virtual-scroll';

describe("virtualScroll's row height", () => {
  it('takes the tallest row drawn, rounded up, when it is taller than the guess', () => {
    expect(virtualRowHeight([40, 40, 39.5], VIRTUAL_ROW_HEIGHT_PX)).toBe(40);
    expect(virtualRowHeight([40, 52.2], 40)).toBe(53);
  });

  it('keeps the size when nothing is drawn, a row is hidden or the rows fit it', () => {
    expect(virtualRowHeight([], VIRTUAL_ROW_HEIGHT_PX)).toBe(VIRTUAL_ROW_HEIGHT_PX);
    expect(virtualRowHeight([0, Number.NaN], 40)).toBe(40);
    expect(virtualRowHeight([38, 38], 40)).toBe(40);
  });
});

describe('the view the rows answer', () => {
  const request: RowsRequest = {
    first: 0,
    rows: 100,
    sort: {},
    searchQuery: '',
    simpleSearchText: '',
    simpleSearchOperator: 'contains',
    filterFields: [],
  };

  it('is the same for a reload of the same page, sort and search', () => {
    expect(rowsViewKey({ ...request })).toBe(rowsViewKey(request));
    expect(rowsViewKey({ ...request, sort: { field: undefined, order: null } })).toBe(rowsViewKey(request));
  });

  it('changes with the page, the page size, the sort and the search', () => {
    const key = rowsViewKey(request);
    for (const changed of [
      { first: 100 },
      { rows: 50 },
      { sort: { field: 'depositReference', order: 1 } },
      { searchQuery: '(%tan%)', simpleSearchText: 'tan' },
      { filterFields: [{ key: 'depositorName', value: 'tan' }] },
    ])
      expect(rowsViewKey({ ...request, ...changed }), JSON.stringify(changed)).not.toBe(key);
    expect(rowsViewKey({ ...request, sort: { field: 'a', order: -1 } })).not.toBe(
      rowsViewKey({ ...request, sort: { field: 'a', order: 1 } }),
    );
  });
});
