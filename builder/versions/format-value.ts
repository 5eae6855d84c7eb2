// How a diffed value reads on screen: text as it is, anything else as compact JSON.
export function formatValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
