// A stateToPropagateEvaluator (spec 000 §3 navigationConfig, spec 001 §3.4): a designer script that sets
// `state`, the propagated state of the next screen. It reads the current screen's state under the
// same name, so it runs on a copy: a script that sets nothing, or answers the screen's state as it was,
// passes nothing on, and no script can change the screen's own state.
import cloneDeep from 'lodash/cloneDeep';
import isEqual from 'lodash/isEqual';
import { runScript } from './script';
import { resultVariableOf } from './script-scope';

export function evaluatePropagatedState(
  script: string | undefined,
  scope: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (!script?.trim()) return undefined;
  const current = scope.state;
  const copy = cloneDeep(current);
  const answer = runScript(
    script,
    { ...scope, state: copy },
    { resultVariable: resultVariableOf('stateEvaluator') },
  );
  if (answer === undefined || answer === null) return undefined;
  // The sandbox answers a copy: a state equal to the screen's own is one the script left as it was.
  if (isEqual(answer, current)) return undefined;
  return typeof answer === 'object' ? (answer as Record<string, unknown>) : { value: answer };
}
