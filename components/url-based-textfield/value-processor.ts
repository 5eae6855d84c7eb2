// The designer's valueProcessor script (spec 001 §3.8): it gets { value, data, response } and answers
// the value to show. A failing script is logged and the unprocessed value is kept.
import { runDesignerScript } from '../designer-script';

export interface ValueProcessorScope {
  value: unknown;
  data: Record<string, unknown>;
  response: unknown;
}

export function processValue(script: string | undefined, scope: ValueProcessorScope): unknown {
  if (!script?.trim()) return scope.value;
  const result = runDesignerScript(script, { ...scope }, 'API text field valueProcessor');
  return result.ok ? result.value : scope.value;
}
