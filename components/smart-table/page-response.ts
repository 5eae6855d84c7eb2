// Reads a list call's answer (spec 001 §3.6): the rows from pageDataFieldName ('*': the answer is the
// list itself), and totalElements.
import get from 'lodash/get';

export interface PageOfRows {
  rows: Record<string, unknown>[];
  totalRecords: number;
}

const asRows = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? (value.filter((row) => row && typeof row === 'object') as Record<string, unknown>[])
    : [];

export function readPage(response: unknown, pageDataFieldName: string): PageOfRows {
  if (pageDataFieldName === '*' || Array.isArray(response)) {
    const rows = asRows(response);
    return { rows, totalRecords: rows.length };
  }
  const rows = asRows(get(response, pageDataFieldName));
  const total = Number(get(response, 'totalElements'));
  return { rows, totalRecords: Number.isFinite(total) ? total : rows.length };
}
