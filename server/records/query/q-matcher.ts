// The q language evaluated in memory against one record's data, with the same typing rules as the SQL
// compiler (numbers compare as numbers, text case-insensitively for contains/starts-with, a missing
// value is null). Used where rules are written in q, such as validation hooks.
import get from 'lodash/get';
import { parseQuery, type Criterion } from '../../../runtime/core/q-parser';

type Data = Record<string, unknown>;

const asNumber = (text: string): number | undefined =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;

function equals(actual: unknown, value: string, quoted: boolean): boolean {
  if (actual === null || actual === undefined) return false;
  if (!quoted && typeof actual === 'number') return asNumber(value) === actual;
  if (!quoted && typeof actual === 'boolean') return String(actual) === value;
  return String(actual) === value;
}

function compare(actual: unknown, op: '>' | '>=' | '<' | '<=', value: string): boolean {
  const number = asNumber(value);
  let left: number | string;
  let right: number | string;
  if (number !== undefined) {
    if (typeof actual !== 'number') return false;
    [left, right] = [actual, number];
  } else {
    if (typeof actual !== 'string') return false;
    [left, right] = [actual, value];
  }
  return op === '>' ? left > right : op === '>=' ? left >= right : op === '<' ? left < right : left <= right;
}

function textMatches(actual: unknown, mode: 'contains' | 'startsWith', text: string): boolean {
  if (actual === null || actual === undefined) return false;
  const haystack = (typeof actual === 'object' ? JSON.stringify(actual) : String(actual)).toLowerCase();
  const needle = text.toLowerCase();
  return mode === 'contains' ? haystack.includes(needle) : haystack.startsWith(needle);
}

function matches(criterion: Criterion, data: Data, searchable: string[]): boolean {
  if (criterion.kind === 'search')
    return searchable.some((field) => textMatches(get(data, field), criterion.mode, criterion.text));
  const actual = get(data, criterion.path);
  switch (criterion.kind) {
    case 'null':
      return (actual === null || actual === undefined) !== criterion.negated;
    case 'in': {
      const found = criterion.items.some((item) =>
        item.value === null
          ? actual === null || actual === undefined
          : equals(actual, item.value, item.quoted),
      );
      return criterion.negated ? !found && actual !== null && actual !== undefined : found;
    }
    case 'match':
      return textMatches(actual, criterion.mode, criterion.text) !== criterion.negated;
    case 'compare':
      if (criterion.op === '=') return equals(actual, criterion.value, criterion.quoted);
      if (criterion.op === '!=') return !equals(actual, criterion.value, criterion.quoted);
      return compare(actual, criterion.op, criterion.value);
  }
}

/** Whether the data satisfies every criterion of q (a syntax error throws QuerySyntaxError). */
export function matchesQuery(q: string, data: Data, searchable: string[] = []): boolean {
  return parseQuery(q).every((criterion) => matches(criterion, data, searchable));
}
