// The fields an API text field depends on (spec 001 §3.8, §4.3): the rows of dependsOnConfig, then the
// keys of the deprecated dependsOn not already listed. A dependency without an event type is watched
// with the default: click for a radio field, change for any other.
import type { ApiTextFieldOptions, ChangeEventType } from '../../schemas/api-text-field';

export interface Dependency {
  fieldName: string;
  /** Absent: the default for the field's type, decided when its event comes. */
  changeEventType?: ChangeEventType;
  /** For keyup and keydown: the key that triggers (e.g. Enter); absent means any key. */
  key?: string;
}

export function collectDependencies(
  options: Pick<ApiTextFieldOptions, 'dependsOn' | 'dependsOnConfig'>,
): Dependency[] {
  const configured: Dependency[] = (options.dependsOnConfig ?? [])
    .filter((row) => row.fieldName?.trim())
    .map((row) => ({
      fieldName: row.fieldName.trim(),
      changeEventType: row.changeEventType,
      key: row.changeEventTypeParams?.trim() || undefined,
    }));
  const listed = new Set(configured.map((dependency) => dependency.fieldName));
  const deprecated = (options.dependsOn ?? [])
    .map((fieldName) => fieldName.trim())
    .filter((fieldName) => fieldName && !listed.has(fieldName))
    .map((fieldName) => ({ fieldName }));
  return [...configured, ...deprecated];
}

export function defaultEventType(componentType: string | undefined): ChangeEventType {
  return componentType === 'radio' ? 'click' : 'change';
}

export function eventTypeOf(dependency: Dependency, componentType: string | undefined): ChangeEventType {
  return dependency.changeEventType ?? defaultEventType(componentType);
}

/** Whether a keyboard event carries the dependency's key ('Enter', 'space', 'esc' ...; any case). */
export function keyMatches(dependency: Dependency, pressedKey: string | undefined): boolean {
  if (!dependency.key) return true;
  const wanted = dependency.key.toLowerCase();
  const pressed = pressedKey === ' ' ? 'space' : (pressedKey ?? '').toLowerCase();
  return wanted === pressed || (wanted === 'esc' && pressed === 'escape');
}
