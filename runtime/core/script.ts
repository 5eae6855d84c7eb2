// Designer scripts (conditions, processors, evaluators) run through this one evaluator, in the sandbox of
// runtime/core/script-sandbox.ts. A script is either an expression (`data.amount > 100`) or statements
// that set the result variable (`value = data.amount * 2;`, Form.io's style) or `return` it. The scope is
// documented in docs/designer-scripts.md: data, user, state, actions (results of earlier chain steps),
// utils (lodash) and whatever the caller adds (response, value ...), as data: a live object the caller
// passes (the Form.io form) is not visible to the script.
import { libraryScopeNames, resultVariableOf } from './script-scope';
import { mentionedNames, runInSandbox, SandboxError } from './script-sandbox';

export class ScriptError extends Error {
  constructor(
    message: string,
    readonly script: string,
    readonly reason?: unknown,
  ) {
    super(message);
  }
}

const LIBRARY_NAMES = new Set<string>(libraryScopeNames);
/** Names a script cannot be given: the sandbox's globals and what the compiled function uses itself. */
const isScopeName = (name: string) =>
  /^[A-Za-z_$][\w$]*$/.test(name) && !LIBRARY_NAMES.has(name) && !name.startsWith('__');

/** The result variable's declaration, unless the scope brings it. */
const declarationOf = (names: string[], resultVariable: string) =>
  names.includes(resultVariable) ? '' : `let ${resultVariable}; `;

/** The function bodies a script may mean: as an expression, else as statements. */
function bodiesOf(script: string, names: string[], resultVariable: string): string[] {
  // The result variable is declared for an expression too, so that `value = data.total` is an
  // expression instead of an undeclared assignment.
  const declared = declarationOf(names, resultVariable);
  return [
    `"use strict"; ${declared}return (${script}\n);`,
    `"use strict"; ${declared}${script}\n; return ${resultVariable};`,
  ];
}

/** Put after a script to find where its syntax error lies: no script continues into both. */
const END_MARKS = [')', ']'];

/**
 * The syntax error of a script as written, from `errorOf` (the engine's error for a body of statements,
 * '' when it compiles). The bodies a script is compiled as go on past it (`)`, `;`, `}`), so the error of
 * one cut short (`data.amount >`) would name a token the designer never typed: the script is compiled
 * with each end mark after it instead, and an error that changes with the mark lies at its end.
 */
export function syntaxErrorAsWritten(script: string, errorOf: (statements: string) => string): string {
  const [first, second] = END_MARKS.map((mark) => errorOf(`${script}\n${mark}`));
  return first === second ? first! : 'unexpected end of the script';
}

/** The sandbox's error for statements; `return` comes first, so nothing of them ever runs. */
function sandboxErrorOf(statements: string, names: string[], resultVariable: string): string {
  try {
    runInSandbox(names, `"use strict"; return; ${declarationOf(names, resultVariable)}${statements}`, {});
    return '';
  } catch (error) {
    return error instanceof SandboxError ? error.message : String(error);
  }
}

const compiledBodies = new Map<string, string>();

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
  const names = mentionedNames(script, Object.keys(scope).filter(isScopeName));
  const cacheKey = `${resultVariable}\u0000${names.join(',')}\u0000${script}`;
  const known = compiledBodies.get(cacheKey);
  const [expression, statements] = bodiesOf(script, names, resultVariable);
  const candidates = known ? [known] : [expression!, statements!];
  let compileError: SandboxError | undefined;
  for (const body of candidates) {
    try {
      const result = runInSandbox(names, body, scope);
      compiledBodies.set(cacheKey, body);
      return result;
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      if (error.phase === 'run') throw new ScriptError(`The script failed: ${error.message}`, script, error);
      if (error.phase === 'load') throw new ScriptError(error.message, script, error);
      compileError = error;
    }
  }
  const reason = syntaxErrorAsWritten(script, (statements) =>
    sandboxErrorOf(statements, names, resultVariable),
  );
  throw new ScriptError(`The script does not compile: ${reason}`, script, compileError);
}

/** A condition: empty means true (the spec's default condition is `show = true`). */
export function evaluateCondition(script: string | undefined, scope: Record<string, unknown>): boolean {
  if (!script || !script.trim()) return true;
  return Boolean(runScript(script, scope, { resultVariable: resultVariableOf('condition') }));
}
