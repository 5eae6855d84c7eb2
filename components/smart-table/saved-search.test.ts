import { describe, expect, it } from 'vitest';
import {
  clearLastSearch,
  loadLastSearch,
  saveLastSearch,
  savedPaging,
  SAVED_SEARCH_STORAGE_KEY,
  type SearchStorage,
} from './saved-search';

function memoryStorage(
  initial: Record<string, string> = {},
): SearchStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return { items, getItem: (key) => items[key] ?? null, setItem: (key, value) => void (items[key] = value) };
}

describe('the saved last search (spec 001 §3.6, §4.1)', () => {
  it('keeps one search per tableKey', () => {
    const storage = memoryStorage();
    saveLastSearch(storage, {
      tableKey: 'fines',
      searchType: 'simple',
      simpleSearchOperator: 'contains',
      simpleSearchText: 'tan',
      first: 10,
      rows: 10,
    });
    saveLastSearch(storage, {
      tableKey: 'deposits',
      searchType: 'advanced',
      advancedSearchQuery: 'amount>=5',
      advanceFilterFields: [{ key: 'amount', value: '5' }],
    });
    expect(loadLastSearch(storage, 'fines')).toMatchObject({ simpleSearchText: 'tan', first: 10, rows: 10 });
    expect(loadLastSearch(storage, 'deposits')).toMatchObject({
      searchType: 'advanced',
      advancedSearchQuery: 'amount>=5',
    });
    expect(loadLastSearch(storage, 'other')).toBeNull();
  });

  it('ignores an entry that belongs to another table or is malformed', () => {
    const storage = memoryStorage({
      [SAVED_SEARCH_STORAGE_KEY]: JSON.stringify({
        fines: { tableKey: 'deposits', searchType: 'simple' },
        broken: { tableKey: 'broken', searchType: 'sideways' },
      }),
    });
    expect(loadLastSearch(storage, 'fines')).toBeNull();
    expect(loadLastSearch(storage, 'broken')).toBeNull();
    expect(loadLastSearch(memoryStorage({ [SAVED_SEARCH_STORAGE_KEY]: 'not json' }), 'fines')).toBeNull();
  });

  it('restores paging only when both rows and first are set', () => {
    expect(savedPaging({ tableKey: 't', searchType: 'simple', first: 20, rows: 10 })).toEqual({
      first: 20,
      rows: 10,
    });
    expect(savedPaging({ tableKey: 't', searchType: 'simple', first: 20 })).toBeNull();
    expect(savedPaging({ tableKey: 't', searchType: 'simple', first: null, rows: 10 })).toBeNull();
    expect(savedPaging({ tableKey: 't', searchType: 'simple', first: 0, rows: 25 })).toEqual({
      first: 0,
      rows: 25,
    });
  });

  it('clears one table and keeps the others', () => {
    const storage = memoryStorage();
    saveLastSearch(storage, { tableKey: 'a', searchType: 'simple' });
    saveLastSearch(storage, { tableKey: 'b', searchType: 'simple' });
    clearLastSearch(storage, 'a');
    expect(loadLastSearch(storage, 'a')).toBeNull();
    expect(loadLastSearch(storage, 'b')).not.toBeNull();
  });
});
