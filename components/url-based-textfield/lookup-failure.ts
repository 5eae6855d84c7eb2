// Whether an API text field's last call failed, per component instance: the behaviour sets it, the view
// says it under the input (the value was cleared; without a word the empty field would look like "none").
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface LookupFailure {
  /** The failed call's message, or null while the field's value is the answer (or empty for no inputs). */
  message: string | null;
}

const stores = new WeakMap<object, StoreApi<LookupFailure>>();

export function lookupFailureOf(instance: object): StoreApi<LookupFailure> {
  let store = stores.get(instance);
  if (!store) {
    store = createStore<LookupFailure>(() => ({ message: null }));
    stores.set(instance, store);
  }
  return store;
}
