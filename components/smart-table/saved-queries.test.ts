import { describe, expect, it } from 'vitest';
import { loadSavedQueries, removeQuery, saveQuery, SAVED_QUERIES_STORAGE_KEY } from './saved-queries';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('saved advanced queries (the advanced-search dropdown)', () => {
  it('keeps queries per table by label, replacing one of the same label', () => {
    const storage = memoryStorage();
    saveQuery(storage, 'deposits', { label: 'Pending', query: 'status=PENDING' });
    saveQuery(storage, 'fines', { label: 'Pending', query: 'state=OPEN' });
    saveQuery(storage, 'deposits', { label: ' Large ', query: ' amount>=1000 ' });
    expect(saveQuery(storage, 'deposits', { label: 'Pending', query: 'status=PENDING;amount>5' })).toEqual([
      { label: 'Large', query: 'amount>=1000' },
      { label: 'Pending', query: 'status=PENDING;amount>5' },
    ]);
    expect(loadSavedQueries(storage, 'fines')).toEqual([{ label: 'Pending', query: 'state=OPEN' }]);
  });

  it('removes by label and refuses a query without a name or text', () => {
    const storage = memoryStorage();
    saveQuery(storage, 't', { label: 'A', query: 'a=1' });
    saveQuery(storage, 't', { label: 'B', query: 'b=1' });
    expect(removeQuery(storage, 't', 'A')).toEqual([{ label: 'B', query: 'b=1' }]);
    expect(() => saveQuery(storage, 't', { label: ' ', query: 'a=1' })).toThrow('needs a name and a query');
    expect(() => saveQuery(storage, 't', { label: 'C', query: '' })).toThrow('needs a name and a query');
  });

  it('ignores malformed storage', () => {
    const storage = memoryStorage({
      [SAVED_QUERIES_STORAGE_KEY]: JSON.stringify({ t: [{ label: 'ok', query: 'a=1' }, { label: 3 }, 'x'] }),
    });
    expect(loadSavedQueries(storage, 't')).toEqual([{ label: 'ok', query: 'a=1' }]);
    expect(loadSavedQueries(memoryStorage({ [SAVED_QUERIES_STORAGE_KEY]: '{oops' }), 't')).toEqual([]);
  });

  it("keeps the filter panel's fields of a search made there, and drops an entry with malformed ones", () => {
    const fields = [{ key: 'offenderName', value: 'tan' }];
    const storage = memoryStorage();
    saveQuery(storage, 't', { label: 'Tans', query: 'offenderName=(%tan%)', filterFields: fields });
    saveQuery(storage, 't', { label: 'Typed', query: 'a=1', filterFields: [] });
    expect(loadSavedQueries(storage, 't')).toEqual([
      { label: 'Tans', query: 'offenderName=(%tan%)', filterFields: fields },
      { label: 'Typed', query: 'a=1' },
    ]);
    const malformed = memoryStorage({
      [SAVED_QUERIES_STORAGE_KEY]: JSON.stringify({
        t: [{ label: 'x', query: 'a=1', filterFields: [{ key: 1 }] }],
      }),
    });
    expect(loadSavedQueries(malformed, 't')).toEqual([]);
  });
});
