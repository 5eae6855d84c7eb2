// The internal event bus (spec 001 §3.12, §4.5): late subscribers receive the latest non-empty value
// of an event name at once.
export const EVENTS = {
  EMPTY: 'EMPTY',
  FORM_READY: 'FORM_READY',
  FORM_DATA_LOADED: 'FORM_DATA_LOADED',
  API_TEXT_FIELD_DATA_LOADED: 'API_TEXT_FIELD_DATA_LOADED',
  LOGOUT: 'LOGOUT',
  GRAPE_EDITOR_LOADED: 'GRAPE_EDITOR_LOADED',
  GRAPE_DATA_LOADED: 'GRAPE_DATA_LOADED',
} as const;

type Listener = (value: unknown) => void;

const isEmpty = (value: unknown) => value === undefined || value === null || value === EVENTS.EMPTY;

export class EventBus {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly latest = new Map<string, unknown>();

  emit(name: string, value: unknown = null): void {
    if (!isEmpty(value)) this.latest.set(name, value);
    for (const listener of [...(this.listeners.get(name) ?? [])]) listener(value);
  }

  /** Forgets the latest value of a name, so that a new screen does not replay the previous one's. */
  forget(name: string): void {
    this.latest.delete(name);
  }

  /** Subscribes; replays the latest non-empty value. Answers the unsubscribe function. */
  on(name: string, listener: Listener): () => void {
    const set = this.listeners.get(name) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(name, set);
    if (this.latest.has(name)) listener(this.latest.get(name));
    return () => set.delete(listener);
  }
}
