// The components a builder save stores: what the designer changed, and nothing Form.io added. Form.io's
// builder fills every component it draws with its type's defaults (prefix: '', overlay, validate, tableView
// and some forty more, components never opened included), gives each an id, and adjusts a few settings
// for itself (a column's currentWidth, a missing column of a columns layout, a date field's format). Form.io
// applies all of that again whenever it builds a component, so none of it needs storing; stored, it bloats
// every version, diff and export.
//
// So a save compares each component with the form as the builder opened it: what is as it was drawn then
// is stored as it was loaded (an unchanged form saves exactly as it came), what changed is stored as it is
// now. A component with no counterpart (new, or its key changed) loses the settings equal to Form.io's
// defaults for its type, except those read straight from the JSON, where absent does not mean the
// default:
// - type, key, label, and input, persistent, clearOnHide, which the server's checks
//   (server/records/*, @formio/core's processors) and the portal's submission cleaning read as "present or
//   not" (a missing `persistent` means persistent, whatever the type's default);
// - tree, inputType, inputMask, fields, reference, protected when they say something: @formio/core reads
//   them without defaults (a day field's fields, a phone number's mask, a password's protection);
// - for our own components, every setting their own schema gives (a smart table's gridOptions key, its
//   persistent: false): the server and the lint rules read those as written. Only what Form.io's classes
//   under them contribute is dropped.
import { isPlainObject, pairItems, sameJson } from './unset-settings';

type Json = Record<string, unknown>;

/** Form.io's defaults for a component type (what it fills in whenever it builds one), if it knows the type. */
export type FormioDefaults = (type: string) => Json | undefined;

/** Read as "present or not": kept whatever their value. */
const READ_AS_PRESENT = new Set(['type', 'key', 'label', 'input', 'persistent', 'clearOnHide']);
/** Read without defaults, absent as nothing: kept when they say something. */
const READ_AS_WRITTEN = new Set(['tree', 'inputType', 'inputMask', 'fields', 'reference', 'protected']);

/** Set by Form.io on each build: a component's id, a column's width as drawn. */
const isDerived = (name: string, isComponent: boolean) =>
  (isComponent && name === 'id') || name === 'currentWidth';

interface Counterpart {
  /** The component as loaded. */
  loaded: Json;
  /** The component as the builder first drew it. */
  drawn: Json;
}

/** Child component lists hang under `components` (panels, columns' and table cells' items, tab panes). */
const isChildList = (name: string, value: unknown): value is unknown[] =>
  name === 'components' && Array.isArray(value);

/** Lists the keys of `value` in the order of `model` first (a saved component reads as it was loaded). */
function inOrderOf(value: Json, model: Json | undefined): Json {
  if (!model) return value;
  const ordered: Json = {};
  for (const name of Object.keys(model)) if (Object.hasOwn(value, name)) ordered[name] = value[name];
  for (const [name, item] of Object.entries(value)) if (!Object.hasOwn(ordered, name)) ordered[name] = item;
  return ordered;
}

export class SavedComponents {
  private readonly counterparts = new Map<string, Counterpart[]>();
  private taken = new Set<Counterpart>();

  /**
   * @param loaded the components as loaded, before the builder drew them
   * @param drawn the same components as the builder holds them once drawn
   */
  constructor(
    loaded: readonly unknown[],
    drawn: readonly unknown[],
    private readonly formioDefaults: FormioDefaults,
  ) {
    this.collect(loaded, drawn);
  }

  /** The components to store for the builder's components now. */
  toSave(current: readonly unknown[]): unknown[] {
    this.taken = new Set();
    return structuredClone(current.map((component) => this.component(component)));
  }

  private collect(loaded: readonly unknown[], drawn: readonly unknown[]): void {
    loaded.forEach((component, index) => {
      const built = drawn[index];
      if (!isPlainObject(component) || !isPlainObject(built)) return;
      if (typeof component.key === 'string') {
        const list = this.counterparts.get(component.key) ?? [];
        list.push({ loaded: component, drawn: built });
        this.counterparts.set(component.key, list);
      }
      this.collectWithin(component, built);
    });
  }

  /** Finds the child component lists inside a component (in its columns, rows, …) and collects them. */
  private collectWithin(loaded: unknown, drawn: unknown): void {
    if (Array.isArray(loaded) && Array.isArray(drawn)) {
      loaded.forEach((item, index) => this.collectWithin(item, drawn[index]));
    } else if (isPlainObject(loaded) && isPlainObject(drawn)) {
      for (const [name, value] of Object.entries(loaded)) {
        if (isChildList(name, value) && Array.isArray(drawn[name]))
          this.collect(value, drawn[name] as unknown[]);
        else this.collectWithin(value, drawn[name]);
      }
    }
  }

  /** The counterpart of a component: the first not yet taken with its key and type. */
  private counterpartOf(component: Json): Counterpart | undefined {
    if (typeof component.key !== 'string') return undefined;
    const found = (this.counterparts.get(component.key) ?? []).find(
      (candidate) => !this.taken.has(candidate) && candidate.loaded.type === component.type,
    );
    if (found) this.taken.add(found);
    return found;
  }

  private component(component: unknown): unknown {
    if (!isPlainObject(component)) return component;
    const counterpart = this.counterpartOf(component);
    if (!counterpart) return this.withoutDefaults(component, this.defaultsOf(component), true);
    return this.mergeObject(component, counterpart.drawn, counterpart.loaded, true);
  }

  private defaultsOf(component: Json): Json {
    return (typeof component.type === 'string' && this.formioDefaults(component.type)) || {};
  }

  /**
   * A value of a component with a counterpart: unchanged since drawn, it is stored as loaded (or not at
   * all, when Form.io added it); changed, as it is now.
   */
  private merge(now: unknown, drawn: unknown, loaded: unknown): unknown {
    if (sameJson(now, drawn)) return loaded;
    if (isPlainObject(now) && isPlainObject(drawn))
      return this.mergeObject(now, drawn, isPlainObject(loaded) ? loaded : undefined, false);
    if (Array.isArray(now) && Array.isArray(drawn))
      return this.mergeList(now, drawn, Array.isArray(loaded) ? loaded : undefined);
    return this.current(now);
  }

  private mergeObject(now: Json, drawn: Json, loaded: Json | undefined, isComponent: boolean): Json {
    const merged: Json = {};
    for (const [name, value] of Object.entries(now)) {
      if (isDerived(name, isComponent) && !(loaded && Object.hasOwn(loaded, name))) continue;
      if (isChildList(name, value)) {
        merged[name] = value.map((child) => this.component(child));
        continue;
      }
      const kept = this.merge(value, drawn[name], loaded?.[name]);
      if (kept !== undefined) merged[name] = kept;
    }
    return inOrderOf(merged, loaded);
  }

  /** Items pair with the drawn ones they equal, else with the one in their place. */
  private mergeList(now: unknown[], drawn: unknown[], loaded: unknown[] | undefined): unknown[] {
    const pairs = pairItems(now, drawn, sameJson);
    const merged: unknown[] = [];
    now.forEach((item, index) => {
      const at = pairs[index] ?? -1;
      // An unchanged item that was not loaded is Form.io's (a column it added to a columns layout).
      const kept = at < 0 ? this.current(item) : this.merge(item, drawn[at], loaded?.[at]);
      if (kept !== undefined) merged.push(kept);
    });
    return merged;
  }

  /** A value as it is now, the child components in it stored as components. */
  private current(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.current(item));
    if (!isPlainObject(value)) return value;
    const copy: Json = {};
    for (const [name, item] of Object.entries(value))
      copy[name] = isChildList(name, item) ? item.map((child) => this.component(child)) : this.current(item);
    return copy;
  }

  /** A value without what equals Form.io's defaults (list items by their place, as Form.io fills them). */
  private withoutDefaults(value: Json, defaults: unknown, isComponent: boolean): Json {
    const base = isPlainObject(defaults) ? defaults : {};
    const kept: Json = {};
    for (const [name, item] of Object.entries(value)) {
      if (isDerived(name, isComponent)) continue;
      if (isChildList(name, item)) {
        kept[name] = item.map((child) => this.component(child));
        continue;
      }
      if (isComponent && (READ_AS_PRESENT.has(name) || (READ_AS_WRITTEN.has(name) && Boolean(item)))) {
        kept[name] = this.current(item);
        continue;
      }
      const fallback = base[name];
      if (Object.hasOwn(base, name) && sameJson(item, fallback)) continue;
      if (isPlainObject(item) && isPlainObject(fallback)) {
        const rest = this.withoutDefaults(item, fallback, false);
        if (Object.keys(rest).length > 0) kept[name] = rest;
      } else if (Array.isArray(item) && Array.isArray(fallback)) {
        kept[name] = this.listWithoutDefaults(item, fallback);
      } else kept[name] = this.current(item);
    }
    return kept;
  }

  private listWithoutDefaults(items: unknown[], defaults: unknown[]): unknown[] {
    const kept = items.map((item, index) =>
      isPlainObject(item) ? this.withoutDefaults(item, defaults[index], false) : this.current(item),
    );
    // Trailing items left with nothing of their own are the ones Form.io fills in (a columns layout's second
    // column); the others keep their place.
    while (kept.length > 0) {
      const last = kept[kept.length - 1];
      if (!isPlainObject(last) || Object.keys(last).length > 0 || kept.length > defaults.length) break;
      kept.pop();
    }
    return kept;
  }
}
