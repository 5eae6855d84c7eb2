// What a table keeps in local storage: one JSON object per storage key, an entry per grid key. A
// malformed value reads as empty; a full or blocked storage only loses the convenience.

export type SearchStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readEntries(storage: SearchStorage, storageKey: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(storage.getItem(storageKey) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function writeEntries(
  storage: SearchStorage,
  storageKey: string,
  entries: Record<string, unknown>,
  what: string,
): void {
  try {
    storage.setItem(storageKey, JSON.stringify(entries));
  } catch (error) {
    console.warn(`${what} could not be kept`, error);
  }
}
