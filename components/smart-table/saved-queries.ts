// Advanced queries a user saved under a name, per table (the advanced-search dropdown, spec 001 §2.1),
// kept in local storage beside the saved last search. A malformed entry is ignored.
import type { AdvancedSearchQuery } from '../../schemas/grid-options';
import { readEntries, writeEntries, type SearchStorage } from './table-storage';

export const SAVED_QUERIES_STORAGE_KEY = 'ignite.smartTable.savedQueries';

const isQuery = (value: unknown): value is AdvancedSearchQuery =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as AdvancedSearchQuery).label === 'string' &&
  typeof (value as AdvancedSearchQuery).query === 'string' &&
  (value as AdvancedSearchQuery).label.trim() !== '' &&
  (value as AdvancedSearchQuery).query.trim() !== '';

const readAll = (storage: SearchStorage) => readEntries(storage, SAVED_QUERIES_STORAGE_KEY);

function writeQueries(storage: SearchStorage, tableKey: string, queries: AdvancedSearchQuery[]): void {
  const all = { ...readAll(storage), [tableKey]: queries };
  writeEntries(storage, SAVED_QUERIES_STORAGE_KEY, all, 'The saved search');
}

export function loadSavedQueries(storage: SearchStorage, tableKey: string): AdvancedSearchQuery[] {
  const entry = readAll(storage)[tableKey];
  return Array.isArray(entry) ? entry.filter(isQuery) : [];
}

/** Saves a query under its label (replacing one of the same label); answers the table's list. */
export function saveQuery(
  storage: SearchStorage,
  tableKey: string,
  query: AdvancedSearchQuery,
): AdvancedSearchQuery[] {
  const saved = { label: query.label.trim(), query: query.query.trim() };
  if (!isQuery(saved)) throw new Error('A saved search needs a name and a query');
  const queries = [
    ...loadSavedQueries(storage, tableKey).filter((entry) => entry.label !== saved.label),
    saved,
  ];
  writeQueries(storage, tableKey, queries);
  return queries;
}

/** Removes the query of that label; answers the table's list. */
export function removeQuery(storage: SearchStorage, tableKey: string, label: string): AdvancedSearchQuery[] {
  const queries = loadSavedQueries(storage, tableKey).filter((entry) => entry.label !== label);
  writeQueries(storage, tableKey, queries);
  return queries;
}
