// The URL of the call (spec 001 §7.2): each {{fieldKey}} placeholder takes the current value of that
// dependency field, URL-encoded so a value with '/', '&' or spaces stays one parameter.
import set from 'lodash/set';
import { interpolate } from '../../runtime/core/template';
import type { DependencyValues } from './dependency-values';

function encoded(value: unknown): unknown {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? encodeURIComponent(String(value))
    : value;
}

export function apiRequestUrl(apiUrl: string, values: DependencyValues): string {
  const scope: Record<string, unknown> = {};
  // set() nests dotted field names, so {{address.postcode}} reads as it is written.
  for (const [fieldName, value] of values) set(scope, fieldName, encoded(value));
  return interpolate(apiUrl, scope);
}
