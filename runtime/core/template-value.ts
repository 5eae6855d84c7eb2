// Templates inside structured values (request bodies): every string is interpolated, recursively.
import { interpolate, ownPath, wholePath } from './template';

export function interpolateValue(value: unknown, scope: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    // A string that is one {{ expression }} keeps the expression's own type (a number stays a number).
    const path = wholePath(value);
    if (path) return ownPath(scope, path) ?? null;
    const whole = /^\{\{\s*([\s\S]+?)\s*\}\}$/.exec(value);
    if (whole && !whole[1]!.includes('}}')) {
      const raw = interpolate(`{% print(JSON.stringify(${whole[1]})) %}`, scope);
      try {
        return raw === '' || raw === 'undefined' ? null : JSON.parse(raw);
      } catch {
        return interpolate(value, scope);
      }
    }
    return interpolate(value, scope);
  }
  if (Array.isArray(value)) return value.map((item) => interpolateValue(item, scope));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, interpolateValue(inner, scope)]),
    );
  }
  return value;
}
