// Turns ajv's errors into problems a person can read: a JSON pointer and a message. A schema may name its
// own message with `errorMessage` (the spec's designer-rule messages). Free of ajv itself, so screens can
// use the validators compiled at build time (schemas/generated/runtime-validators.js) without the compiler.
import type { ErrorObject } from 'ajv';

export interface SchemaProblem {
  /** JSON pointer into the validated value. */
  path: string;
  message: string;
}

/** What ajv compiles, at run time or ahead of time: a check that leaves its errors behind. */
export interface CompiledValidator {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** A choice as a person writes it: text in quotes, numbers and booleans as they are. */
const choice = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));
const oneOf = (values: readonly unknown[]) =>
  values.length === 1 ? `must be ${choice(values[0])}` : `must be one of ${values.map(choice).join(', ')}`;

/** What a JSON type is called in the words of a form's settings. */
const TYPE_NAMES: Record<string, string> = {
  array: 'a list',
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  null: 'empty (null)',
};

/** The formats the schemas use, as a person writes them. */
const FORMAT_NAMES: Record<string, string> = {
  'date-time': 'a date and time (e.g. 2026-01-31T09:00:00Z)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM:SS)',
  email: 'an email address',
  uri: 'a URL',
  uuid: 'a UUID',
};

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** ajv's message for the keywords the schemas use, in plain words; undefined keeps ajv's own. */
export function readableMessage(error: Pick<ErrorObject, 'keyword' | 'params'>): string | undefined {
  const params = error.params as { limit?: number; type?: string | string[]; format?: string };
  const limit = params.limit ?? 0;
  switch (error.keyword) {
    case 'type': {
      const types = Array.isArray(params.type) ? params.type : String(params.type).split(',');
      return `must be ${types.map((type) => TYPE_NAMES[type] ?? type).join(' or ')}`;
    }
    case 'minLength':
      return limit === 1
        ? 'must not be empty'
        : `must be at least ${counted(limit, 'character', 'characters')} long`;
    case 'maxLength':
      return `must be at most ${counted(limit, 'character', 'characters')} long`;
    case 'minItems':
      return limit === 1
        ? 'must hold at least one entry'
        : `must hold at least ${counted(limit, 'entry', 'entries')}`;
    case 'maxItems':
      return `must hold at most ${counted(limit, 'entry', 'entries')}`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `must be more than ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'format':
      return `must be ${FORMAT_NAMES[params.format ?? ''] ?? `in the format ${params.format}`}`;
    default:
      return undefined;
  }
}

function describe(error: ErrorObject): SchemaProblem {
  const custom = (error.parentSchema as { errorMessage?: string } | undefined)?.errorMessage;
  if (!custom && error.keyword === 'enum')
    return {
      path: error.instancePath || '/',
      message: oneOf((error.params as { allowedValues: unknown[] }).allowedValues),
    };
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return { path: `${error.instancePath}/${missing}`, message: `${missing} is required` };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return { path: `${error.instancePath}/${extra}`, message: `${extra} is not allowed here` };
  }
  return {
    path: error.instancePath || '/',
    message: custom ?? readableMessage(error) ?? error.message ?? 'is invalid',
  };
}

/** Checks a value; answers every problem found (empty when the value is valid). */
export function problemsOf(validate: CompiledValidator, value: unknown, pointerPrefix = ''): SchemaProblem[] {
  if (validate(value)) return [];
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  const errors = validate.errors ?? [];
  // A union of literals fails once per literal: said once, with every value it would take.
  const constants = new Map<string, unknown[]>();
  for (const error of errors)
    if (error.keyword === 'const')
      constants.set(error.instancePath, [
        ...(constants.get(error.instancePath) ?? []),
        (error.params as { allowedValue: unknown }).allowedValue,
      ]);
  for (const error of errors) {
    // Union branches repeat themselves; one line per path and message is enough.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const allowed = error.keyword === 'const' ? constants.get(error.instancePath) : undefined;
    const problem = allowed
      ? { path: error.instancePath || '/', message: oneOf([...new Set(allowed)]) }
      : describe(error);
    problem.path = `${pointerPrefix}${problem.path === '/' && pointerPrefix ? '' : problem.path}` || '/';
    const key = `${problem.path} ${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}
