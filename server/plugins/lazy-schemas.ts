// Route schemas compiled on first use: Fastify's own compilers (Ajv for what a request sends,
// fast-json-stringify for what a route answers), each route's function built the first time a request
// needs it instead of while the server starts (most of building the app, and most routes are not called
// soon after a start). The functions are the ones Fastify would build; only when they are built changes.
import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compile<T> = (route: never) => T;
type ValidateFunction = ((...args: unknown[]) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/** A validator that compiles on its first call; Fastify reads `schemaEnv` and `errors` from it too. */
function lazyValidator(build: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validator = (): ValidateFunction => (compiled ??= build());
  const validate = function (this: unknown, ...args: unknown[]): unknown {
    return validator().apply(this, args);
  } as ValidateFunction;
  Object.defineProperties(validate, {
    errors: { get: () => validator().errors, set: (errors: unknown) => (validator().errors = errors) },
    schemaEnv: { get: () => validator().schemaEnv },
  });
  return validate;
}

function lazySerializer(build: () => (doc: unknown) => string): (doc: unknown) => string {
  let compiled: ((doc: unknown) => string) | undefined;
  return (doc) => (compiled ??= build())(doc);
}

/** Fastify's `schemaController` option with its default compilers, each route's compiled on first use. */
export function lazySchemaCompilers(): NonNullable<FastifyServerOptions['schemaController']> {
  const validators = ValidatorSelector();
  const serializers = SerializerSelector();
  return {
    compilersFactory: {
      buildValidator: ((...pool: Parameters<typeof validators>) => {
        const compile = validators(...pool) as unknown as Compile<ValidateFunction>;
        return (route: never) => lazyValidator(() => compile(route));
      }) as never,
      buildSerializer: ((...pool: Parameters<typeof serializers>) => {
        const compile = serializers(...pool) as unknown as Compile<(doc: unknown) => string>;
        return (route: never) => lazySerializer(() => compile(route));
      }) as never,
    },
  };
}
