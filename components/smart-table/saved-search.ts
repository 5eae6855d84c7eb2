// The saved last search (spec 001 §3.6, §4.1): one entry per tableKey in local storage, restored when
// the form is ready or its data loads. Paging comes back only when both rows and first were saved.
import { problemsOf } from '../../runtime/core/schema-problems';
import { SavedLastSearch as validateSavedLastSearch } from '../../schemas/generated/runtime-validators';
import type { SavedLastSearch } from '../../schemas/grid-options';
import { SAVED_SEARCH_STORAGE_KEY } from './storage-keys';
import { readEntries, writeEntries, type SearchStorage } from './table-storage';

export { SAVED_SEARCH_STORAGE_KEY };

export type { SearchStorage };

const readAll = (storage: SearchStorage) => readEntries(storage, SAVED_SEARCH_STORAGE_KEY);
const writeAll = (storage: SearchStorage, all: Record<string, unknown>) =>
  writeEntries(storage, SAVED_SEARCH_STORAGE_KEY, all, 'The last search');

export function saveLastSearch(storage: SearchStorage, search: SavedLastSearch): void {
  writeAll(storage, { ...readAll(storage), [search.tableKey]: search });
}

/** The saved search of this table, if it is one (a malformed or foreign entry is ignored). */
export function loadLastSearch(storage: SearchStorage, tableKey: string): SavedLastSearch | null {
  const entry = readAll(storage)[tableKey];
  if (!entry || problemsOf(validateSavedLastSearch, entry).length > 0) return null;
  const search = entry as SavedLastSearch;
  return search.tableKey === tableKey ? search : null;
}

export function clearLastSearch(storage: SearchStorage, tableKey: string): void {
  const all = readAll(storage);
  if (!(tableKey in all)) return;
  delete all[tableKey];
  writeAll(storage, all);
}

/** Saved paging, only when both first and rows are there. */
export function savedPaging(search: SavedLastSearch): { first: number; rows: number } | null {
  if (typeof search.first !== 'number' || typeof search.rows !== 'number') return null;
  return { first: search.first, rows: search.rows };
}

/** The browser's local storage, or none (server rendering, blocked storage). */
export function browserStorage(): SearchStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
