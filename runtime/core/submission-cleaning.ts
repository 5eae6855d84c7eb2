// Submission cleaning (spec 000 §4): before a submission is sent, values of components that are not
// persistent and of screen-configuration components are removed, and empty values are nulled
// recursively. The server runs the same code so that what it stores matches what the client sends.
import type { FormComponent } from '../../schemas/form-definition';
import { eachComponent } from './form-tree';

type Data = Record<string, unknown>;

function isDropped(component: FormComponent): boolean {
  return component.persistent === false || component.type === 'screen-config';
}

/** Removes the value at path; array containers apply the rest of the path to each row. */
function removeAt(data: unknown, path: string[], arrayPaths: Set<string>, walked: string[] = []): void {
  if (data === null || typeof data !== 'object') return;
  const [head, ...rest] = path;
  if (head === undefined) return;
  const record = data as Data;
  if (rest.length === 0) {
    delete record[head];
    return;
  }
  const next = record[head];
  const here = [...walked, head].join('.');
  if (arrayPaths.has(here) && Array.isArray(next)) {
    for (const row of next) removeAt(row, rest, arrayPaths, [...walked, head]);
  } else {
    removeAt(next, rest, arrayPaths, [...walked, head]);
  }
}

/** Turns '' and undefined into null, recursively through objects and arrays. */
export function nullEmptyValues(value: unknown): unknown {
  if (value === '' || value === undefined) return null;
  if (Array.isArray(value)) return value.map(nullEmptyValues);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, nullEmptyValues(inner)]));
  }
  return value;
}

export function cleanSubmission(components: readonly FormComponent[], data: Data): Data {
  const copy = structuredClone(data);
  const arrayPaths = new Set<string>();
  const dropped: string[][] = [];
  eachComponent(components, ({ component, dataPath }) => {
    if (['datagrid', 'editgrid', 'tagpad', 'datatable'].includes(component.type))
      arrayPaths.add(dataPath.join('.'));
    if (isDropped(component) && component.key) dropped.push(dataPath);
  });
  for (const path of dropped) removeAt(copy, path, arrayPaths);
  return nullEmptyValues(copy) as Data;
}
