// Says where a problem's JSON pointer lands in words: the component it concerns (type, key, label) and
// the setting below it, e.g. `/components/2/components/0/gridOptions/key` -> smart table `fines` ->
// gridOptions.key.
import { pointerSegments } from '../editors/json-pointer';
import { componentAtPointer } from '../form-builder/component-pointer';

export interface ProblemLocation {
  component: { key: string; type: string; label?: string; pointer: string } | null;
  /** The setting below the component (or the form) as a dotted path; empty for the component itself. */
  setting: string;
}

function valueAt(root: unknown, pointer: string): unknown {
  let current = root;
  for (const segment of pointerSegments(pointer)) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

export function problemLocation(form: { components: unknown[] } | undefined, path: string): ProblemLocation {
  const found = form ? componentAtPointer(form, path) : null;
  const rest = found ? path.slice(found.pointer.length) : path;
  const setting = pointerSegments(rest).join('.');
  if (!found) return { component: null, setting };
  const label = (valueAt(form, found.pointer) as { label?: unknown }).label;
  return {
    component: { ...found, ...(typeof label === 'string' && label ? { label } : {}) },
    setting,
  };
}

/** `smart table "fines" → gridOptions.key`; the pointer itself when it lands in no component. */
export function describeLocation({ component, setting }: ProblemLocation, path: string): string {
  if (!component) return path || 'the form';
  const what = `${component.type.replace(/-/g, ' ')} "${component.key}"`;
  return setting ? `${what} → ${setting}` : what;
}
