// Watches the dependency fields for their change events (spec 001 §4.3). One listener per event type
// sits on the form's element and looks up, when an event comes, which dependency field it came from.
// Fields rendered after the watch started (revealed by a condition, added in a later redraw) are
// therefore covered without re-scanning the page: their events bubble to the same element.
import { CHANGE_EVENT_TYPES } from '../../schemas/values/api-text-field';
import { eventTypeOf, keyMatches, type Dependency } from './dependencies';

/** What the watcher needs to know of a dependency field when its event comes. */
export interface WatchedField {
  element?: HTMLElement;
  type?: string;
}

export function watchDependencies(
  formElement: HTMLElement,
  dependencies: readonly Dependency[],
  findField: (fieldName: string) => WatchedField | undefined,
  onTrigger: (dependency: Dependency) => void,
): () => void {
  const handle = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Node)) return;
    for (const dependency of dependencies) {
      const field = findField(dependency.fieldName);
      if (!field?.element?.contains(target)) continue;
      if (eventTypeOf(dependency, field.type) !== event.type) continue;
      if (!keyMatches(dependency, (event as KeyboardEvent).key)) continue;
      // One call per event, however many dependencies it concerns: the call reads all their values.
      onTrigger(dependency);
      return;
    }
  };
  const types = dependencies.length > 0 ? CHANGE_EVENT_TYPES : [];
  for (const type of types) formElement.addEventListener(type, handle);
  return () => {
    for (const type of types) formElement.removeEventListener(type, handle);
  };
}
