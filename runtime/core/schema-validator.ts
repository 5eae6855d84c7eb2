// One ajv instance for every TypeBox schema of schemas/, compiled on first use. Screens use the same
// checks compiled ahead of time (schemas/generated/runtime-validators.js) and stay free of the compiler.
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from 'typebox';
import { problemsOf, type CompiledValidator, type SchemaProblem } from './schema-problems';

export type { SchemaProblem } from './schema-problems';

/** The ajv every check uses, here and when validators are compiled ahead of time. */
export function createSchemaAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, ...options });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  return ajv;
}

const ajv = createSchemaAjv();
const compiled = new WeakMap<TSchema, CompiledValidator>();

function validatorFor(schema: TSchema): CompiledValidator {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema as object);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Checks a value; answers every problem found (empty when the value is valid). */
export function checkSchema(schema: TSchema, value: unknown, pointerPrefix = ''): SchemaProblem[] {
  return problemsOf(validatorFor(schema), value, pointerPrefix);
}
