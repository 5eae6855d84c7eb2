// Designer scripts in component settings (the API text field's valueProcessor, the permission tile's
// initialValueEvaluator), run through the one evaluator of runtime/core/script.ts: an expression
// (`data.total > 0`), or statements in Form.io's style that assign `value` or `return`.
import { runScript } from '../runtime/core/script';
import { resultVariableOf } from '../runtime/core/script-scope';

export interface DesignerScriptResult {
  ok: boolean;
  value: unknown;
}

/**
 * Runs a designer script with the names of `scope` in reach. A script that does not compile or throws
 * is logged (naming `purpose`) and answers `{ ok: false }`, so a broken setting never breaks the screen.
 */
export function runDesignerScript(
  script: string,
  scope: Record<string, unknown>,
  purpose: string,
): DesignerScriptResult {
  try {
    return {
      ok: true,
      value: runScript(script, scope, { resultVariable: resultVariableOf('valueProcessor') }),
    };
  } catch (error) {
    console.error(`The ${purpose} script failed`, error);
    return { ok: false, value: undefined };
  }
}
