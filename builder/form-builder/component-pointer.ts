// Maps a JSON pointer into a form (`/components/3/gridOptions/key`) to the component it concerns: the
// deepest object on the path that has a type and a key, so nested layouts (panels, columns) resolve too.
import { pointerSegments } from '../editors/json-pointer';

export interface PointedComponent {
  key: string;
  type: string;
  /** The pointer of the component itself, e.g. `/components/3`. */
  pointer: string;
}

function isComponent(value: unknown): value is { key: string; type: string } {
  if (!value || typeof value !== 'object') return false;
  const { key, type } = value as { key?: unknown; type?: unknown };
  return typeof key === 'string' && typeof type === 'string';
}

/** The component a pointer lands in, or null when it points at the form's envelope or nowhere. */
export function componentAtPointer(
  form: { components: unknown[] },
  pointer: string,
): PointedComponent | null {
  const segments = pointerSegments(pointer);
  let current: unknown = form;
  let found: PointedComponent | null = null;
  let walked = '';
  for (const segment of segments) {
    if (!current || typeof current !== 'object') break;
    current = (current as Record<string, unknown>)[segment];
    walked += `/${segment}`;
    if (isComponent(current)) found = { key: current.key, type: current.type, pointer: walked };
  }
  return found;
}
