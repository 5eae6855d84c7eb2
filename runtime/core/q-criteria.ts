// Criterion queries (spec 001 §7.4): q-language text (docs/q-language.md) built from key, operator and
// value, so callers never concatenate q by hand. Values are written so the server reads back exactly
// what was given: numbers and booleans bare, text bare only when it cannot mean anything else, quoted
// otherwise. The server's parser reads this output in tests/integration/q-criteria.test.ts.

export const CRITERION_OPERATORS = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'in',
  'not_in',
  'contains',
  'not_contains',
  'starts_with',
  'not_starts_with',
] as const;
export type CriterionOperator = (typeof CRITERION_OPERATORS)[number];

export type CriterionValue = string | number | boolean | null;

export interface Criterion {
  /** A dotted path into the record's data (`offender.name`) or a record column (`id`, `createdDate`). */
  key: string;
  operator: CriterionOperator;
  /** A list for `in` / `not_in`; text for the contains and starts-with operators. */
  value: CriterionValue | readonly CriterionValue[];
}

/** A criterion the q language cannot express; the message names the key and the reason. */
export class CriterionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CriterionError';
  }
}

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/** Text that reads back as itself when bare: no spaces, separators, quotes or wrapper marks. */
const PLAIN_TEXT = /^[A-Za-z0-9_][A-Za-z0-9_.:@/+-]*$/;
const WORDS_WITH_MEANING = new Set(['null', 'true', 'false']);

const WRAPPERS = {
  contains: { open: '(%', close: '%)' },
  starts_with: { open: '[', close: ')' },
} as const;

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function textValue(text: string): string {
  return PLAIN_TEXT.test(text) && !NUMBER.test(text) && !WORDS_WITH_MEANING.has(text) ? text : quote(text);
}

function scalar(key: string, value: CriterionValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new CriterionError(`The value of "${key}" must be a finite number`);
    return String(value);
  }
  if (typeof value === 'string') return textValue(value);
  throw new CriterionError(`The value of "${key}" must be text, a number, a boolean or null`);
}

function wrapped(key: string | null, mode: keyof typeof WRAPPERS, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new CriterionError(`The ${mode} value of "${key ?? 'the search'}" must be text`);
  const text = String(value);
  const { open, close } = WRAPPERS[mode];
  // The wrapper closes at the first closing mark followed by ';' (or the end): text holding that
  // sequence would end the value early, and the language has no escape for it.
  if (new RegExp(`${close.replace(/[%)]/g, '\\$&')}\\s*;`).test(text))
    throw new CriterionError(
      `The ${mode} text of "${key ?? 'the search'}" cannot hold "${close}" before ";"`,
    );
  if (text === '') throw new CriterionError(`The ${mode} text of "${key ?? 'the search'}" is empty`);
  return `${open}${text}${close}`;
}

/** One criterion as q text. Throws CriterionError for what the language cannot say. */
export function criterionText({ key, operator, value }: Criterion): string {
  if (!FIELD.test(key))
    throw new CriterionError(`"${key}" is not a field name (letters, digits and _, joined by dots)`);
  const negated = operator.startsWith('not_') || operator === '!=';
  const equality = negated ? '!=' : '=';
  switch (operator) {
    case 'in':
    case 'not_in': {
      if (!Array.isArray(value) || value.length === 0)
        throw new CriterionError(`"${key}" ${operator} needs a list of at least one value`);
      const items = (value as readonly CriterionValue[]).map((item) => scalar(key, item));
      return `${key}${equality}in(${items.join(',')})`;
    }
    case 'contains':
    case 'not_contains':
      return `${key}${equality}${wrapped(key, 'contains', value)}`;
    case 'starts_with':
    case 'not_starts_with':
      return `${key}${equality}${wrapped(key, 'starts_with', value)}`;
    default: {
      if (Array.isArray(value)) throw new CriterionError(`"${key}" ${operator} takes one value, not a list`);
      const single = value as CriterionValue;
      if (single === null && operator !== '=' && operator !== '!=')
        throw new CriterionError(`"${key}" can only be compared with null by = or !=`);
      return `${key}${operator}${scalar(key, single)}`;
    }
  }
}

/** The text searched in the resource's searchable fields: `(%text%)` or `[text)`, with no field. */
export function searchText(text: string, mode: 'contains' | 'starts_with'): string {
  return wrapped(null, mode, text);
}

/** Criteria (or q text already built) joined by ';'; blank parts are left out. */
export function buildQuery(...parts: (Criterion | string | null | undefined)[]): string {
  return parts
    .map((part) => (part && typeof part === 'object' ? criterionText(part) : (part?.trim() ?? '')))
    .filter(Boolean)
    .join(';');
}

/** Short ways to write criteria: `where.eq('status', 'OPEN')`, `where.in('id', [1, 2])`. */
export const where = {
  eq: (key: string, value: CriterionValue): Criterion => ({ key, operator: '=', value }),
  ne: (key: string, value: CriterionValue): Criterion => ({ key, operator: '!=', value }),
  gt: (key: string, value: number | string): Criterion => ({ key, operator: '>', value }),
  gte: (key: string, value: number | string): Criterion => ({ key, operator: '>=', value }),
  lt: (key: string, value: number | string): Criterion => ({ key, operator: '<', value }),
  lte: (key: string, value: number | string): Criterion => ({ key, operator: '<=', value }),
  in: (key: string, values: readonly CriterionValue[]): Criterion => ({ key, operator: 'in', value: values }),
  notIn: (key: string, values: readonly CriterionValue[]): Criterion => ({
    key,
    operator: 'not_in',
    value: values,
  }),
  contains: (key: string, text: string): Criterion => ({ key, operator: 'contains', value: text }),
  startsWith: (key: string, text: string): Criterion => ({ key, operator: 'starts_with', value: text }),
};
