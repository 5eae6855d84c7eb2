// The current values of the dependency fields, read from the form data (a field name may be a dotted
// path). The API is called only when every one of them has a value (spec 001 §4.3).
import get from 'lodash/get';
import type { Dependency } from './dependencies';

export type DependencyValues = Map<string, unknown>;

export function dependencyValues(
  dependencies: readonly Dependency[],
  data: Record<string, unknown>,
): DependencyValues {
  return new Map(dependencies.map(({ fieldName }) => [fieldName, get(data, fieldName)]));
}

/** Empty means undefined, null, blank text, an empty list or an empty object; false and 0 are values. */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

export function everyDependencyHasValue(values: DependencyValues): boolean {
  return [...values.values()].every(hasValue);
}
