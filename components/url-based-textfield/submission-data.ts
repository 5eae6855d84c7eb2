// The form data after a successful call (spec 001 §4.3): with dataKey '*' the response (an object)
// merges into the root data, with another dataKey it is stored at that path; then the field's value
// goes to each of its paths. Answers a new object and leaves the given data alone.
import cloneDeep from 'lodash/cloneDeep';
import isPlainObject from 'lodash/isPlainObject';
import set from 'lodash/set';
import { WHOLE_RESPONSE } from '../../schemas/values/api-text-field';

export interface LoadedResult {
  data: Record<string, unknown>;
  dataKey: string | undefined;
  response: unknown;
  value: unknown;
  /** Where the value goes: the component's data path, and its property name when that differs. */
  valuePaths: readonly string[];
}

export function dataAfterLoad({ data, dataKey, response, value, valuePaths }: LoadedResult) {
  const next = cloneDeep(data);
  const target = dataKey?.trim();
  if (target === WHOLE_RESPONSE) {
    // Only an object has keys to merge; a list or a scalar has no place at the root.
    if (isPlainObject(response)) Object.assign(next, cloneDeep(response));
  } else if (target) {
    set(next, target, cloneDeep(response));
  }
  for (const path of valuePaths) set(next, path, value);
  return next;
}
