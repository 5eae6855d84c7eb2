// The grid's search as q-language text (docs/q-language.md, spec 001 §7.1): the simple search wraps
// its text by operator, the filter panel builds one criterion per filled field, an advanced query is
// taken as it is.
import { CriterionError, criterionText, where } from '../../runtime/core/q-criteria';
import { interpolate } from '../../runtime/core/template';
import type { SearchOperator } from '../../schemas/grid-options';
import { filterValue, FilterValueError } from './filter-values';
import type { ResolvedColumn } from './grid-settings';

/** contains: (%text%), starts_with: [text). */
export function wrapSearchText(text: string, operator: SearchOperator): string {
  return operator === 'contains' ? `(%${text}%)` : `[${text})`;
}

/**
 * The q of a simple search: the wrapped text alone (the resource's searchable fields), or what the
 * designer's globalSearchQueryFormatter makes of it (`caseNumber={{ query }}`).
 */
export function simpleSearchQuery(
  text: string,
  operator: SearchOperator,
  formatter: string | undefined,
  data: Record<string, unknown>,
): string {
  const searchText = text.trim();
  if (!searchText) return '';
  const query = wrapSearchText(searchText, operator);
  if (!formatter?.trim()) return query;
  return interpolate(formatter, { searchText, query, operator, data }).trim();
}

export interface FilterField {
  key: string;
  value: string;
}

/** How a filter field matches: numbers and booleans by equality, dates by prefix, text by contains. */
export type FilterMatch = 'equals' | 'startsWith' | 'contains';

export function filterMatchOf(column: Pick<ResolvedColumn, 'cellDataType'> | undefined): FilterMatch {
  switch (column?.cellDataType) {
    case 'numeric':
    case 'number':
    case 'decimal':
    case 'currency':
    case 'boolean':
      return 'equals';
    case 'date':
      return 'startsWith';
    default:
      return 'contains';
  }
}

/** The filter field's column: the one sorted (and so filtered) by that key. */
export const filterColumn = (key: string, columns: readonly ResolvedColumn[]) =>
  columns.find((candidate) => (candidate.sortField ?? candidate.field) === key);

/** The criterion of one filter field (see filterMatchOf). */
function filterCriterion(key: string, text: string, column: ResolvedColumn | undefined): string {
  switch (filterMatchOf(column)) {
    case 'equals':
      // The value the rows hold (`S$ 1,200.00` is 1200, Yes is true): the server compares a number
      // numerically and true/false as booleans.
      return `${key}=${filterValue(text, column)}`;
    case 'startsWith':
      return criterionText(where.startsWith(key, text));
    default:
      return criterionText(where.contains(key, text));
  }
}

/** One criterion per filled filter field (see filterCriterion). */
export function filterPanelQuery(fields: readonly FilterField[], columns: readonly ResolvedColumn[]): string {
  const criteria: string[] = [];
  for (const { key, value } of fields) {
    const text = value.trim();
    if (!text) continue;
    const column = filterColumn(key, columns);
    try {
      criteria.push(filterCriterion(key, text, column));
    } catch (error) {
      if (!(error instanceof CriterionError) && !(error instanceof FilterValueError)) throw error;
      console.warn(`The filter on ${key} is left out: ${error.message}`);
    }
  }
  return criteria.join(';');
}

/** What the filled fields' columns cannot hold (a number column given `abc`), one message a field. */
export function filterProblems(fields: readonly FilterField[], columns: readonly ResolvedColumn[]): string[] {
  const problems: string[] = [];
  for (const { key, value } of fields) {
    try {
      filterValue(value, filterColumn(key, columns));
    } catch (error) {
      if (!(error instanceof FilterValueError)) throw error;
      problems.push(error.message);
    }
  }
  return problems;
}

/**
 * The filter fields as a legacy API's URL parameters: `key=value&…`, each part encoded, numbers and
 * booleans as their columns hold them.
 */
export function filterPanelParameters(
  fields: readonly FilterField[],
  columns: readonly ResolvedColumn[] = [],
): string {
  return fields
    .filter(({ value }) => value.trim() !== '')
    .map(({ key, value }) => {
      const column = filterColumn(key, columns);
      const held = filterMatchOf(column) === 'equals' ? filterValue(value, column) : value.trim();
      return `${encodeURIComponent(key)}=${encodeURIComponent(held)}`;
    })
    .join('&');
}

/** Criteria joined as the q language joins them; empty parts dropped. */
export function joinQueries(...parts: (string | undefined | null)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(';');
}
