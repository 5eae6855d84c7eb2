// Advanced queries a user saved under a name, per table (the advanced-search dropdown, spec 001 §2.1),
// kept in local storage beside the saved last search. They are kept per user (by the user's id), so they
// outlive a sign-out for that user and never show to the next user of the browser. A malformed entry is
// ignored. A search made in the filter panel keeps its fields too, so that choosing it fills the panel again.
import type { AdvancedSearchQuery } from '../../schemas/grid-options';
import type { FilterField } from './search-query';
import { readEntries, writeEntries, type SearchStorage } from './table-storage';

export interface SavedQuery extends AdvancedSearchQuery {
  /** The filter panel's fields the query was made from. */
  filterFields?: FilterField[];
}

export const SAVED_QUERIES_STORAGE_KEY = 'ignite.smartTable.savedQueries';

const isFilterFields = (value: unknown): value is FilterField[] =>
  Array.isArray(value) &&
  value.every(
    (field) =>
      !!field &&
      typeof (field as FilterField).key === 'string' &&
      typeof (field as FilterField).value === 'string',
  );

const isQuery = (value: unknown): value is SavedQuery =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as SavedQuery).label === 'string' &&
  typeof (value as SavedQuery).query === 'string' &&
  (value as SavedQuery).label.trim() !== '' &&
  (value as SavedQuery).query.trim() !== '' &&
  ((value as SavedQuery).filterFields === undefined || isFilterFields((value as SavedQuery).filterFields));

const readAll = (storage: SearchStorage) => readEntries(storage, SAVED_QUERIES_STORAGE_KEY);

/** One user's tables: an object of lists by grid key. */
function tablesOf(all: Record<string, unknown>, userId: string): Record<string, unknown> {
  const tables = all[userId];
  return tables && typeof tables === 'object' && !Array.isArray(tables)
    ? (tables as Record<string, unknown>)
    : {};
}

function writeQueries(storage: SearchStorage, userId: string, tableKey: string, queries: SavedQuery[]): void {
  // A list at the top belongs to no user (kept before searches were kept per user): it is dropped.
  const users = Object.entries(readAll(storage)).filter(([, tables]) => !Array.isArray(tables));
  const all = Object.fromEntries(users);
  all[userId] = { ...tablesOf(all, userId), [tableKey]: queries };
  writeEntries(storage, SAVED_QUERIES_STORAGE_KEY, all, 'The saved search');
}

export function loadSavedQueries(storage: SearchStorage, userId: string, tableKey: string): SavedQuery[] {
  const entry = tablesOf(readAll(storage), userId)[tableKey];
  return Array.isArray(entry) ? entry.filter(isQuery) : [];
}

/** Saves a query under its label (replacing one of the same label); answers the table's list. */
export function saveQuery(
  storage: SearchStorage,
  userId: string,
  tableKey: string,
  query: SavedQuery,
): SavedQuery[] {
  const saved: SavedQuery = {
    label: query.label.trim(),
    query: query.query.trim(),
    ...(query.filterFields?.length ? { filterFields: query.filterFields } : {}),
  };
  if (!isQuery(saved)) throw new Error('A saved search needs a name and a query');
  const queries = [
    ...loadSavedQueries(storage, userId, tableKey).filter((entry) => entry.label !== saved.label),
    saved,
  ];
  writeQueries(storage, userId, tableKey, queries);
  return queries;
}

/** Removes the query of that label; answers the table's list. */
export function removeQuery(
  storage: SearchStorage,
  userId: string,
  tableKey: string,
  label: string,
): SavedQuery[] {
  const queries = loadSavedQueries(storage, userId, tableKey).filter((entry) => entry.label !== label);
  writeQueries(storage, userId, tableKey, queries);
  return queries;
}
