// Form.io's logic settings run on the server too, when a submission is re-validated (validate-submission.ts):
// conditions (customConditional), custom validations, calculated and default values, logic, and date limits
// written as code. Form.io compiles that text with `new Function` in the process running it, where it would
// reach `process`, the environment, the file system and the database connection. Here every such text runs in
// the designer-script sandbox instead (runtime/core/script-sandbox.ts): lodash as `_` and `utils`, and the
// values the text mentions, copied in as JSON. A date limit's `moment` is Day.js in the sandbox, as Form.io's
// core gives it on a server. What the sandbox cannot give (Form.io's live `instance`) is null there, and the
// setting answers as Form.io answers a failing one.
// JSON logic too: Form.io adds lodash's functions to it as operators (`_get`, `_invoke` …), through which a
// rule reaches the Function constructor and calls what it makes; it is applied in the sandbox as well.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as FormioModule from '@formio/core';
import { loadScriptSandbox, mentionedNames, runInSandbox } from '../../runtime/core/script-sandbox';

type FormioCore = typeof FormioModule;

const require = createRequire(import.meta.url);
/** Resolved from Form.io's core, whose JSON logic it is. */
const requireFromCore = createRequire(require.resolve('@formio/core'));

/**
 * Form.io's JSON logic set up in the sandbox as @formio/core sets it up (its lodash operators, getDate and
 * the relative dates), reachable only through a function that applies a rule: no script can change the
 * operators later rules use.
 */
async function jsonLogicSources(): Promise<string[]> {
  const { operators } = requireFromCore('./utils/jsonlogic/operators') as {
    operators: Record<string, unknown>;
  };
  const setup = `
    globalThis.__applyJsonLogic = ((logic) => {
      for (const name of ${JSON.stringify(Object.keys(operators))}) logic.add_operation('_' + name, _[name]);
      const shifted = (days) => { const date = new Date(); date.setDate(date.getDate() + days); return date.toISOString(); };
      logic.add_operation('getDate', (date) => new Date(date).toISOString());
      logic.add_operation('relativeMinDate', (days) => shifted(-days));
      logic.add_operation('relativeMaxDate', (days) => shifted(days));
      const apply = logic.apply;
      return (rule, context) => apply(rule, context);
    })(globalThis.jsonLogic);
    delete globalThis.jsonLogic;
  `;
  return [await readFile(requireFromCore.resolve('json-logic-js/logic.js'), 'utf8'), setup];
}

/**
 * Day.js, the `moment` Form.io's core passes to a date limit written as code (`moment().add(30, 'days')`),
 * kept in the sandbox as `__moment`; the limit's answer leaves it as an ISO date (Day.js's JSON).
 */
async function momentSources(): Promise<string[]> {
  const dayjs = await readFile(requireFromCore.resolve('dayjs/dayjs.min.js'), 'utf8');
  return [dayjs, 'globalThis.__moment = globalThis.dayjs; delete globalThis.dayjs;'];
}

/** Parameters the sandbox answers with its own value instead of a copy of the caller's. */
const SANDBOX_VALUES: Readonly<Record<string, string>> = { moment: '__moment' };

/** The sandbox, with lodash read from node_modules (the app's bundle carries it for the browser). */
export const loadServerSandbox = (): Promise<void> =>
  loadScriptSandbox({
    lodash: () => readFile(require.resolve('lodash/lodash.min.js'), 'utf8'),
    extras: async () => [...(await jsonLogicSources()), ...(await momentSources())],
  });

/** Applies a JSON logic rule in the sandbox to the values of `context` it names (copied in as JSON). */
export function sandboxedJsonLogic(rule: object, context: Record<string, unknown>): unknown {
  const named = mentionedNames(JSON.stringify(rule), Object.keys(context));
  return runInSandbox(['rule', 'context'], 'return __applyJsonLogic(rule, context);', {
    rule,
    context: Object.fromEntries(named.map((name) => [name, context[name]])),
  });
}

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
  const used = mentionedNames(text, names).filter((name) => !(name in SANDBOX_VALUES));
  const argument = (name: string) => SANDBOX_VALUES[name] ?? (used.includes(name) ? name : 'undefined');
  const body = `return (function (${names.join(', ')}) {\n${text}\n})(${names.map(argument).join(', ')});`;
  return (...values) =>
    runInSandbox(used, body, Object.fromEntries(names.map((name, index) => [name, values[index]])));
}

/** Form.io's evaluator with every text and every JSON logic rule run in the sandbox (a function is run as given). */
export function sandboxedEvaluator(core: FormioCore): InstanceType<FormioCore['DefaultEvaluator']> {
  return new (class extends core.DefaultEvaluator {
    override evaluate(
      func: unknown,
      args: Record<string, unknown> = {},
      ...rest: [ret?: unknown, interpolate?: boolean, context?: unknown, options?: object]
    ): unknown {
      if (func === null || typeof func !== 'object') return super.evaluate(func, args, ...rest);
      try {
        return sandboxedJsonLogic(func, args);
      } catch (error) {
        // As Form.io answers a rule that fails.
        console.warn('An error occured within JSON Logic', error);
        return null;
      }
    }

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
