// The checks of the files the server reads as it starts (the exchange rates, the demo users): the same ajv
// options and problems as runtime/core/schema-validator.ts, without first checking each schema against
// JSON Schema's meta-schema. The schemas are TypeBox's, fixed in schemas/; compiling the meta-schema was
// most of the first check's time, paid on every start.
//
// A valid file, the usual case, is told by TypeBox's own check, which compiles nothing; only a file it
// rejects is compiled against with ajv, for the problems in the words every other check uses.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { problemsOf, type CompiledValidator, type SchemaProblem } from '../runtime/core/schema-problems';
import { createSchemaAjv } from '../runtime/core/schema-validator';

let ajv: ReturnType<typeof createSchemaAjv> | undefined;
const compiled = new WeakMap<TSchema, CompiledValidator>();

/** Checks a value read at start against a schema of schemas/; answers every problem (none when valid). */
export function checkStartFile(schema: TSchema, value: unknown): SchemaProblem[] {
  if (Value.Check(schema, value)) return [];
  let validate = compiled.get(schema);
  if (!validate) {
    validate = (ajv ??= createSchemaAjv({ validateSchema: false })).compile(schema as object);
    compiled.set(schema, validate);
  }
  return problemsOf(validate, value);
}
