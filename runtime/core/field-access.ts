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

export function getAtPath(data: unknown, path: readonly string[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function setAtPath(data: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let current = data;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    if (next === null || typeof next !== 'object') current[key] = {};
    current = current[key] as Record<string, unknown>;
  });
}

/** The object at `keys` under `root`, each object on the way there replaced by a shallow copy of itself. */
function copiedAlong(
  root: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> | undefined {
  let parent = root;
  for (const key of keys) {
    const child = parent[key];
    if (child === null || typeof child !== 'object') return undefined;
    const copied = Array.isArray(child) ? [...(child as unknown[])] : { ...(child as object) };
    parent[key] = copied;
    parent = copied as Record<string, unknown>;
  }
  return parent;
}

/**
 * A copy of the data without the restricted paths. Only the objects along those paths are copied; the rest
 * is shared with `data`, which stays as it was (every page of records is answered through this).
 */
export function withoutPaths<T extends Record<string, unknown>>(data: T, paths: readonly string[][]): T {
  const copy: Record<string, unknown> = { ...data };
  for (const path of paths) {
    const last = path[path.length - 1];
    const parent = copiedAlong(copy, path.slice(0, -1));
    if (parent && last !== undefined) delete parent[last];
  }
  return copy as T;
}
