// A dropdown option's script result is merged into the submission and form data before the click runs.
import { runScript } from '../../runtime/core/script';

export function mergeOptionResult(
  script: string | undefined,
  data: Record<string, unknown>,
  scope: Record<string, unknown>,
): Record<string, unknown> {
  if (!script?.trim()) return {};
  const result = runScript(script, { ...scope, data }, { resultVariable: 'result' });
  if (!result || typeof result !== 'object' || Array.isArray(result)) return {};
  Object.assign(data, result);
  return result as Record<string, unknown>;
}
