// What changed between two versions of a form definition: components added, removed, changed or moved
// (matched by key), the screen configuration as a path-level JSON diff, and the envelope (name, category,
// public, display and settings).
// Pure, so the builder's version diff, the import dry run and the server all read changes the same way.
import type { FormComponent } from '../../schemas/form-definition';
import { eachComponent } from './form-tree';

/** The parts of a form the diff reads (a FormDefinition or a saved version's content). */
export interface DiffableForm {
  name: string;
  category: string;
  public?: boolean;
  display?: string;
  settings?: unknown;
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

/**
 * A component in another place: inside another container (a panel, a column, a wizard page, the form
 * itself), or in another order among the neighbours it kept.
 */
export interface ComponentMove {
  key: string;
  before: ComponentRef;
  after: ComponentRef;
}

export interface FormDiff {
  envelope: ValueChange[];
  added: ComponentRef[];
  removed: ComponentRef[];
  changed: ComponentChange[];
  moved: ComponentMove[];
  /** The screen-config component's settings, path by path. */
  screenConfig: ValueChange[];
}

const SCREEN_CONFIG = 'screen-config';
/** Form.io regenerates `id` on every component each time a builder opens the form. */
const VOLATILE_PROPERTIES = new Set(['id']);

interface Found {
  ref: ComponentRef;
  component: FormComponent;
  /**
   * The list the component sits in, named so that it reads the same in both versions: the key of the
   * nearest component holding it and the way down from there (`panel/components`, `cols/columns/1/components`),
   * or the pointer of the form's own list ('').
   */
  container: string;
}

/** The pointer of the list an item sits in: its own pointer without the last index. */
const listOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

function collect(components: readonly unknown[]): { byKey: Map<string, Found>; screen?: FormComponent } {
  const byKey = new Map<string, Found>();
  const keyAt = new Map<string, string>();
  let screen: FormComponent | undefined;
  const containerOf = (pointer: string) => {
    const list = listOf(pointer);
    for (let holder = listOf(list); holder; holder = listOf(holder)) {
      const key = keyAt.get(holder);
      if (key !== undefined) return `${key}${list.slice(holder.length)}`;
    }
    return list;
  };
  eachComponent(components as FormComponent[], ({ component, pointer }) => {
    if (component === null || typeof component !== 'object') return;
    if (component.key) keyAt.set(pointer, component.key);
    if (component.type === SCREEN_CONFIG) {
      screen ??= component;
      return;
    }
    const key = component.key;
    // Without a key a component cannot be matched across versions; the first of a repeated key wins.
    if (!key || byKey.has(key)) return;
    const label = typeof component.label === 'string' ? component.label : undefined;
    byKey.set(key, {
      component,
      container: containerOf(pointer),
      ref: { key, type: component.type, pointer, ...(label ? { label } : {}) },
    });
  });
  return { byKey, screen };
}

/** The keys of the longest common subsequence of two orders: those that kept their order. */
function keptOrder(before: string[], after: string[]): Set<string> {
  const lengths = before.map(() => new Array<number>(after.length + 1).fill(0));
  lengths.push(new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      lengths[i]![j] =
        before[i] === after[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

/**
 * Components in another container, or out of order among the neighbours that stayed in theirs (one
 * component inserted above the others moves none of them).
 */
function moves(left: Map<string, Found>, right: Map<string, Found>): ComponentMove[] {
  const moved = new Set<string>();
  const stayed = new Map<string, { before: string[]; after: string[] }>();
  for (const [key, old] of left) {
    const now = right.get(key);
    if (!now) continue;
    if (old.container !== now.container) moved.add(key);
    else {
      const lists = stayed.get(old.container) ?? { before: [], after: [] };
      lists.before.push(key);
      stayed.set(old.container, lists);
    }
  }
  // Both maps hold their keys in document order.
  for (const [key, now] of right) {
    const lists = stayed.get(now.container);
    if (lists?.before.includes(key)) lists.after.push(key);
  }
  for (const { before, after } of stayed.values()) {
    const kept = keptOrder(before, after);
    for (const key of before) if (!kept.has(key)) moved.add(key);
  }
  return [...left.keys()]
    .filter((key) => moved.has(key))
    .map((key) => ({ key, before: left.get(key)!.ref, after: right.get(key)!.ref }));
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
  // A form without `display` is a plain form.
  const wasDisplayed = before.display ?? 'form';
  const isDisplayed = after.display ?? 'form';
  if (wasDisplayed !== isDisplayed)
    changes.push({ path: 'display', kind: 'changed', before: wasDisplayed, after: isDisplayed });
  changes.push(...diffJson(before.settings ?? {}, after.settings ?? {}, 'settings'));
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
    moved: moves(left.byKey, right.byKey),
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
      diff.moved.length +
      diff.screenConfig.length ===
    0
  );
}
