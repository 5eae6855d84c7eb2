// Form.io's logic settings run on the server too, when a submission is re-validated (validate-submission.ts):
// conditions (customConditional), custom validations, calculated and default values, logic, and date limits
// written as code. Form.io compiles that text with `new Function` in the process running it, where it would
// reach `process`, the environment, the file system and the database connection. Here every such text runs in
// the designer-script sandbox instead (runtime/core/script-sandbox.ts): lodash as `_` and `utils`, and the
// values the text mentions, copied in as JSON. What the sandbox cannot give (Form.io's live `instance`,
// `moment` for a date limit) is null there, and the setting answers as Form.io answers a failing one.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as FormioModule from '@formio/core';
import { loadScriptSandbox, mentionedNames, runInSandbox } from '../../runtime/core/script-sandbox';

type FormioCore = typeof FormioModule;

const require = createRequire(import.meta.url);

/** The sandbox, with lodash read from node_modules (the app's bundle carries it for the browser). */
export const loadServerSandbox = (): Promise<void> =>
  loadScriptSandbox({ lodash: () => readFile(require.resolve('lodash/lodash.min.js'), 'utf8') });

/** Names Form.io passes that a function body can take as parameters; the sandbox keeps `__` ones. */
const isParameterName = (name: string) => /^[A-Za-z_$][\w$]*$/.test(name) && !name.startsWith('__');

/**
 * A compiled text as Form.io uses one: called with the values of `names`, in order. The text sees them as
 * parameters, as with `new Function(...names, text)`: Form.io's own `var value;` keeps the value passed.
 */
export function sandboxedFunction(text: string, names: string[]): (...values: unknown[]) => unknown {
  const unusable = names.find((name) => !isParameterName(name));
  if (unusable !== undefined)
    return () => {
      throw new Error(`Form.io passed "${unusable}", which a script cannot be given`);
    };
  const used = mentionedNames(text, names);
  const body = `return (function (${names.join(', ')}) {\n${text}\n})(${names
    .map((name) => (used.includes(name) ? name : 'undefined'))
    .join(', ')});`;
  return (...values) =>
    runInSandbox(used, body, Object.fromEntries(names.map((name, index) => [name, values[index]])));
}

/** Form.io's evaluator, compiling into the sandbox; JSON logic and functions given as such are Form.io's. */
export function sandboxedEvaluator(core: FormioCore): InstanceType<FormioCore['DefaultEvaluator']> {
  return new (class extends core.DefaultEvaluator {
    override evaluator(func: unknown, ...params: unknown[]): unknown {
      if (typeof func !== 'string' || this.noeval) return super.evaluator(func, ...params);
      const first = params[0];
      const names =
        typeof first === 'object' && first !== null
          ? Object.keys(first)
          : params.map((param) => String(param));
      return sandboxedFunction(func, names);
    }
  })();
}
