// One ajv instance for every TypeBox schema of schemas/, compiled on first use. Screens use the same
// checks compiled ahead of time (schemas/generated/runtime-validators.js) and stay free of the compiler.
import { Ajv, type ErrorObject, type Options } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import addFormats from 'ajv-formats';
import type { TSchema } from 'typebox';
import { PAGE_SIZE_OFFERED_KEYWORD, pageSizeNotOffered } from '../../schemas/values/grid-options';
import { problemsOf, type CompiledValidator, type SchemaProblem } from './schema-problems';

export type { SchemaProblem } from './schema-problems';

/** The ajv every check uses, here and when validators are compiled ahead of time. */
export function createSchemaAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, ...options });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  ajv.addKeyword({
    keyword: PAGE_SIZE_OFFERED_KEYWORD,
    schemaType: 'boolean',
    errors: true,
    validate: pageSizeOffered,
  });
  return ajv;
}

/**
 * The grid schema's rule "the page size is one of the rows-per-page options", checked at either setting
 * with its sibling: at the options only when the page size is not set (else it is said at the page size).
 */
function pageSizeOffered(
  on: boolean,
  _value: unknown,
  _schema?: unknown,
  where?: DataValidationCxt,
): boolean {
  const grid = where?.parentData as Record<string, unknown> | undefined;
  if (!on || !grid || typeof grid !== 'object') return true;
  if (where?.parentDataProperty === 'paginationRowsPerPageOptions' && grid.paginationPageSize !== undefined)
    return true;
  const message = pageSizeNotOffered(grid);
  if (message === null) return true;
  pageSizeOffered.errors = [{ keyword: PAGE_SIZE_OFFERED_KEYWORD, message, params: {} }];
  return false;
}
pageSizeOffered.errors = [] as Partial<ErrorObject>[];

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
