// What changed between two versions of a form definition: components added, removed or changed (matched
// by key), the screen configuration as a path-level JSON diff, and the envelope (name, category, public).
// Pure, so the builder's version diff, the import dry run and the server all read changes the same way.
import type { FormComponent } from '../../schemas/form-definition';
import { eachComponent } from './form-tree';

/** The parts of a form the diff reads (a FormDefinition or a saved version's content). */
export interface DiffableForm {
  name: string;
  category: string;
  public?: boolean;
  components: readonly unknown[];
}

export type ChangeKind = 'added' | 'removed' | 'changed';

/** One changed value, at a readable path such as `gridOptions.columns[2].header`. */
export interface ValueChange {
  path: string;
  kind: ChangeKind;
  before?: unknown;
  after?: unknown;
}

/** A component as found in one version. */
export interface ComponentRef {
  key: string;
  type: string;
  label?: string;
  /** JSON pointer of the component inside the component list of its version. */
  pointer: string;
}

export interface ComponentChange {
  key: string;
  before: ComponentRef;
  after: ComponentRef;
  /** The component's own changed properties; nested components are diffed on their own. */
  changes: ValueChange[];
}

export interface FormDiff {
  envelope: ValueChange[];
  added: ComponentRef[];
  removed: ComponentRef[];
  changed: ComponentChange[];
  /** The screen-config component's settings, path by path. */
  screenConfig: ValueChange[];
}

const SCREEN_CONFIG = 'screen-config';
/** Form.io regenerates `id` on every component each time a builder opens the form. */
const VOLATILE_PROPERTIES = new Set(['id']);

interface Found {
  ref: ComponentRef;
  component: FormComponent;
}

function collect(components: readonly unknown[]): { byKey: Map<string, Found>; screen?: FormComponent } {
  const byKey = new Map<string, Found>();
  let screen: FormComponent | undefined;
  eachComponent(components as FormComponent[], ({ component, pointer }) => {
    if (component.type === SCREEN_CONFIG) {
      screen ??= component;
      return;
    }
    const key = component.key;
    // Without a key a component cannot be matched across versions; the first of a repeated key wins.
    if (!key || byKey.has(key)) return;
    const label = typeof component.label === 'string' ? component.label : undefined;
    byKey.set(key, { component, ref: { key, type: component.type, pointer, ...(label ? { label } : {}) } });
  });
  return { byKey, screen };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function joinPath(path: string, segment: string | number): string {
  if (typeof segment === 'number') return `${path}[${segment}]`;
  return path ? `${path}.${segment}` : segment;
}

/** A path-level diff of two JSON values; `skip` leaves out properties (by name and value) reported elsewhere. */
export function diffJson(
  before: unknown,
  after: unknown,
  path = '',
  skip: (name: string, value: unknown) => boolean = () => false,
): ValueChange[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: ValueChange[] = [];
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      const here = joinPath(path, index);
      if (index >= after.length) changes.push({ path: here, kind: 'removed', before: before[index] });
      else if (index >= before.length) changes.push({ path: here, kind: 'added', after: after[index] });
      else changes.push(...diffJson(before[index], after[index], here, skip));
    }
    return changes;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const changes: ValueChange[] = [];
    const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const name of names) {
      const had = Object.hasOwn(before, name) && before[name] !== undefined;
      const has = Object.hasOwn(after, name) && after[name] !== undefined;
      if ((had && skip(name, before[name])) || (has && skip(name, after[name]))) continue;
      const here = joinPath(path, name);
      if (!has) changes.push({ path: here, kind: 'removed', before: before[name] });
      else if (!had) changes.push({ path: here, kind: 'added', after: after[name] });
      else changes.push(...diffJson(before[name], after[name], here, skip));
    }
    return changes;
  }
  return [{ path, kind: 'changed', before, after }];
}

/** Child component lists are diffed as components of their own, not as properties of their parent. */
const childComponents = (name: string, value: unknown) => name === 'components' && Array.isArray(value);

function componentChanges(before: FormComponent, after: FormComponent): ValueChange[] {
  return diffJson(before, after, '', (name, value) => childComponents(name, value)).filter(
    (change) => !VOLATILE_PROPERTIES.has(change.path),
  );
}

function envelopeChanges(before: DiffableForm, after: DiffableForm): ValueChange[] {
  const changes: ValueChange[] = [];
  for (const name of ['name', 'category'] as const) {
    if (before[name] !== after[name])
      changes.push({ path: name, kind: 'changed', before: before[name], after: after[name] });
  }
  // An absent `public` means not public (the wire format leaves it out).
  const wasPublic = before.public === true;
  const isPublic = after.public === true;
  if (wasPublic !== isPublic)
    changes.push({ path: 'public', kind: 'changed', before: wasPublic, after: isPublic });
  return changes;
}

export function diffForms(before: DiffableForm, after: DiffableForm): FormDiff {
  const left = collect(before.components);
  const right = collect(after.components);
  const added: ComponentRef[] = [];
  const removed: ComponentRef[] = [];
  const changed: ComponentChange[] = [];
  for (const [key, old] of left.byKey) {
    const now = right.byKey.get(key);
    if (!now) {
      removed.push(old.ref);
      continue;
    }
    const changes = componentChanges(old.component, now.component);
    if (changes.length > 0) changed.push({ key, before: old.ref, after: now.ref, changes });
  }
  for (const [key, now] of right.byKey) if (!left.byKey.has(key)) added.push(now.ref);
  return {
    envelope: envelopeChanges(before, after),
    added,
    removed,
    changed,
    screenConfig: diffJson(left.screen ?? {}, right.screen ?? {}).filter(
      (change) => !VOLATILE_PROPERTIES.has(change.path),
    ),
  };
}

/** True when the two versions differ in nothing the diff reads. */
export function isEmptyDiff(diff: FormDiff): boolean {
  return (
    diff.envelope.length +
      diff.added.length +
      diff.removed.length +
      diff.changed.length +
      diff.screenConfig.length ===
    0
  );
}
