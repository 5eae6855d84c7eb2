// Structural sharing: a value read again (from storage, from the server) keeps the objects of the value it
// replaces wherever they are equal, so what depends on an unchanged part (a screen on the user's acls) is
// not run again because the part was read afresh.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** `next`, with every part deep-equal to the same part of `previous` replaced by that part of `previous`. */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  const parts = keys.map((key) => keepUnchanged(before[key], after[key]));
  const allFromBefore = keys.every(
    (key, index) => Object.hasOwn(before, key) && parts[index] === before[key],
  );
  if (allFromBefore && keys.length === Object.keys(before).length) return previous as T;
  if (parts.every((part, index) => part === after[keys[index]!])) return next;
  const mixed = (arrays ? [] : {}) as Record<string, unknown>;
  keys.forEach((key, index) => (mixed[key] = parts[index]));
  return mixed as T;
}
