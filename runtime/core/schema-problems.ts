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
  return { path: error.instancePath || '/', message: custom ?? error.message ?? 'is invalid' };
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
