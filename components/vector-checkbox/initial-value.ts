// The tile's initialValueEvaluator (spec 001 §4.4): a designer script run against the form data when
// it loads; a truthy answer ticks the tile.
import { runDesignerScript } from '../designer-script';

export function initialValueTicks(
  evaluator: string | undefined,
  data: Record<string, unknown>,
  value: unknown,
): boolean {
  if (!evaluator?.trim()) return false;
  const result = runDesignerScript(evaluator, { data, value }, 'permission tile initialValueEvaluator');
  return result.ok && Boolean(result.value);
}
