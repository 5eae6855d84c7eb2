// The serial-number column (spec 001 §3.1, §9): a row's own number at slnofield (default 'slNo') when the
// record carries one, e.g. an imported file's line number that must survive sorting and paging; other
// rows are numbered by their position, from 1 on the first page.
import get from 'lodash/get';
import type { Row } from './cell-value';

export function serialNumberOf(row: Row, position: number, slnofield: string): string | number {
  const own: unknown = slnofield ? get(row, slnofield) : undefined;
  if (typeof own === 'number' && Number.isFinite(own)) return own;
  if (typeof own === 'string' && own.trim() !== '') return own.trim();
  return position;
}
