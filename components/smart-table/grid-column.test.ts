import { describe, expect, it } from 'vitest';
import { fitResize, MIN_COLUMN_WIDTH_PX } from './column-resize';
import { nextSort } from './grid-column';

describe('nextSort (a click on a sortable header)', () => {
  it('sorts another column ascending', () => {
    expect(nextSort({}, 'amount')).toEqual({ field: 'amount', order: 1 });
    expect(nextSort({ field: 'caseNumber', order: -1 }, 'amount')).toEqual({ field: 'amount', order: 1 });
  });

  it('turns the sorted column descending, then unsorted', () => {
    expect(nextSort({ field: 'amount', order: 1 }, 'amount')).toEqual({ field: 'amount', order: -1 });
    expect(nextSort({ field: 'amount', order: -1 }, 'amount')).toEqual({ field: undefined, order: 0 });
  });
});

describe('fitResize (dragging a header edge)', () => {
  it('gives the column what its neighbour loses', () => {
    expect(fitResize({ column: 100, next: 200 }, 40)).toEqual({ column: 140, next: 160 });
    expect(fitResize({ column: 100, next: 200 }, -40)).toEqual({ column: 60, next: 240 });
  });

  it('refuses to make either column narrower than the limit', () => {
    expect(fitResize({ column: 100, next: 200 }, -(100 - MIN_COLUMN_WIDTH_PX + 1))).toBeNull();
    expect(fitResize({ column: 100, next: 200 }, 200 - MIN_COLUMN_WIDTH_PX + 1)).toBeNull();
  });
});
