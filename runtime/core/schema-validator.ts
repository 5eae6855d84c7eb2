// One ajv instance for every TypeBox schema of schemas/. Problems carry a JSON pointer and a message;
// a schema may name its own message with `errorMessage` (the spec's designer-rule messages).
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from 'typebox';

export interface SchemaProblem {
  /** JSON pointer into the validated value. */
  path: string;
  message: string;
}

const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
addFormats.default(ajv);
ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });

const compiled = new WeakMap<TSchema, ValidateFunction>();

function validatorFor(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema as object);
    compiled.set(schema, validate);
  }
  return validate;
}

function describe(error: ErrorObject): SchemaProblem {
  const custom = (error.parentSchema as { errorMessage?: string } | undefined)?.errorMessage;
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
export function checkSchema(schema: TSchema, value: unknown, pointerPrefix = ''): SchemaProblem[] {
  const validate = validatorFor(schema);
  if (validate(value)) return [];
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of validate.errors ?? []) {
    // Union branches repeat themselves; one line per path and message is enough.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const problem = describe(error);
    problem.path = `${pointerPrefix}${problem.path === '/' && pointerPrefix ? '' : problem.path}` || '/';
    const key = `${problem.path} ${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}
