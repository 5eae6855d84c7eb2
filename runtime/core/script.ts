// Designer scripts (conditions, processors, evaluators) run through this one evaluator. A script is
// either an expression (`data.amount > 100`) or statements that set the result variable
// (`value = data.amount * 2;`, Form.io's style) or `return` it. The scope is documented in
// docs/designer-scripts.md: data, row, form, user, state, actions (results of earlier chain steps),
// utils (lodash) and whatever the caller adds (response, value ...).
import lodash from 'lodash';
import { libraryScopeNames, resultVariableOf } from './script-scope';

export class ScriptError extends Error {
  constructor(
    message: string,
    readonly script: string,
    readonly reason?: unknown,
  ) {
    super(message);
  }
}

type Compiled = (...args: unknown[]) => unknown;
const cache = new Map<string, Compiled>();

function compile(script: string, names: string[], resultVariable: string): Compiled {
  const cacheKey = `${resultVariable}\u0000${names.join(',')}\u0000${script}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  let compiled: Compiled | null = null;
  // An expression answers its own value. The result variable is declared for it (unless the scope
  // brings it), so `value = data.total` is an expression too instead of an undeclared assignment.
  const declared = names.includes(resultVariable) ? '' : `let ${resultVariable}; `;
  try {
    compiled = new Function(...names, `"use strict"; ${declared}return (${script}\n);`) as Compiled;
  } catch {
    compiled = null;
  }
  if (!compiled) {
    const body = names.includes(resultVariable)
      ? `"use strict"; ${script}\n; return ${resultVariable};`
      : `"use strict"; let ${resultVariable}; ${script}\n; return ${resultVariable};`;
    try {
      compiled = new Function(...names, body) as Compiled;
    } catch (error) {
      throw new ScriptError(`The script does not compile: ${(error as Error).message}`, script, error);
    }
  }
  cache.set(cacheKey, compiled);
  return compiled;
}

export interface ScriptOptions {
  /** The variable a statement script sets (Form.io uses `value`, `show`, `valid`). */
  resultVariable?: string;
}

/** Runs a designer script; a failure (compile or run) throws ScriptError with the reason. */
export function runScript(
  script: string,
  scope: Record<string, unknown>,
  options: ScriptOptions = {},
): unknown {
  const resultVariable = options.resultVariable ?? 'result';
  const library = Object.fromEntries(libraryScopeNames.map((name) => [name, lodash]));
  const fullScope: Record<string, unknown> = { ...library, ...scope };
  const names = Object.keys(fullScope).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  const compiled = compile(script, names, resultVariable);
  try {
    return compiled(...names.map((name) => fullScope[name]));
  } catch (error) {
    throw new ScriptError(`The script failed: ${(error as Error).message}`, script, error);
  }
}

/** A condition: empty means true (the spec's default condition is `show = true`). */
export function evaluateCondition(script: string | undefined, scope: Record<string, unknown>): boolean {
  if (!script || !script.trim()) return true;
  return Boolean(runScript(script, scope, { resultVariable: resultVariableOf('condition') }));
}
