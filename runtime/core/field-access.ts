// Field-level access: components (or layout components around them) whose aclResource the user lacks
// hide their fields. The client hides them; the server neither returns nor accepts them.
import type { FormComponent } from '../../schemas/form-definition';
import { guardingAclResource, hasAccess } from './access';
import { eachComponent } from './form-tree';

/** Data paths of every value the user may not see or change. */
export function restrictedDataPaths(
  components: readonly FormComponent[],
  acls: readonly string[],
): string[][] {
  const deniedPointers: string[] = [];
  const paths: string[][] = [];
  eachComponent(components, ({ component, pointer, dataPath }) => {
    const insideDenied = deniedPointers.some((denied) => pointer.startsWith(`${denied}/`));
    const denied = insideDenied || !hasAccess(acls, guardingAclResource(component));
    if (!denied) return;
    deniedPointers.push(pointer);
    if (component.key && component.input !== false) paths.push(dataPath);
  });
  return paths;
}

/** Whether `key` picks one element of an array, rather than a key of each of its rows (a grid's column). */
const isIndex = (key: string) => /^\d+$/.test(key);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/**
 * `node` without the value at `path`. A component inside a grid has the grid's key and its own as its path,
 * and its values are in every row: each row loses it. Only the objects along the path are copied; the
 * rest is shared with `node`, which stays as it was.
 */
function without(node: unknown, path: readonly string[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined || !isObject(node)) return node;
  if (Array.isArray(node) && !isIndex(key)) return node.map((row: unknown) => without(row, path));
  const copy: Record<string, unknown> = Array.isArray(node) ? ([...node] as never) : { ...node };
  if (!Object.hasOwn(copy, key)) return node;
  if (rest.length === 0) delete copy[key];
  else copy[key] = without(copy[key], rest);
  return copy;
}

/** A copy of the data without the restricted paths (every page of records is answered through this). */
export function withoutPaths<T extends Record<string, unknown>>(data: T, paths: readonly string[][]): T {
  return paths.reduce<unknown>((visible, path) => without(visible, path), data) as T;
}

/**
 * Puts the values of `source` at `path` into `target` (changed in place): a grid's column row by row, by
 * position; a row `target` does not have gets nothing.
 */
export function putBack(target: Record<string, unknown>, source: unknown, path: readonly string[]): void {
  const [key, ...rest] = path;
  if (key === undefined || !isObject(source)) return;
  if (Array.isArray(target) && !isIndex(key)) {
    if (Array.isArray(source))
      target.forEach((row: unknown, index) => isObject(row) && putBack(row, source[index], path));
    return;
  }
  if (!Object.hasOwn(source, key)) return;
  const kept = source[key];
  if (rest.length === 0) {
    target[key] = kept;
    return;
  }
  if (!isObject(target[key])) {
    // A grid the caller left out gets no rows; an object it left out is made again for the value.
    if (Array.isArray(kept)) return;
    target[key] = {};
  }
  putBack(target[key] as Record<string, unknown>, kept, rest);
}
