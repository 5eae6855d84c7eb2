// Reads a list call's answer (spec 001 §3.6): the rows from pageDataFieldName ('*': the answer is the
// list itself), totalElements, and first. A Spring-style page says `first: true` when it is the first
// page, so the table shows it from row 0 whatever page it asked for; a number is the offset of the
// page's first row (APIs that answer the paginator's `first`). A plain list is every row, marked so.
import get from 'lodash/get';

export interface PageOfRows {
  rows: Record<string, unknown>[];
  totalRecords: number;
  /** The offset of the page's first row, when the answer says it. */
  first?: number;
  /** The answer is a plain list: every row, not a page (the table searches, sorts and pages it itself). */
  wholeList?: true;
}

const asRows = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? (value.filter((row) => row && typeof row === 'object') as Record<string, unknown>[])
    : [];

function firstRow(value: unknown): number | undefined {
  if (value === true) return 0;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

export function readPage(response: unknown, pageDataFieldName: string): PageOfRows {
  if (pageDataFieldName === '*' || Array.isArray(response)) {
    const rows = asRows(response);
    return { rows, totalRecords: rows.length, wholeList: true };
  }
  const rows = asRows(get(response, pageDataFieldName));
  const total = Number(get(response, 'totalElements'));
  const first = firstRow(get(response, 'first'));
  return {
    rows,
    totalRecords: Number.isFinite(total) ? total : rows.length,
    ...(first === undefined ? {} : { first }),
  };
}
