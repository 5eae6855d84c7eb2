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
    saveQuery(storage, 'u1', 'deposits', { label: 'Pending', query: 'status=PENDING' });
    saveQuery(storage, 'u1', 'fines', { label: 'Pending', query: 'state=OPEN' });
    saveQuery(storage, 'u1', 'deposits', { label: ' Large ', query: ' amount>=1000 ' });
    expect(
      saveQuery(storage, 'u1', 'deposits', { label: 'Pending', query: 'status=PENDING;amount>5' }),
    ).toEqual([
      { label: 'Large', query: 'amount>=1000' },
      { label: 'Pending', query: 'status=PENDING;amount>5' },
    ]);
    expect(loadSavedQueries(storage, 'u1', 'fines')).toEqual([{ label: 'Pending', query: 'state=OPEN' }]);
  });

  it('removes by label and refuses a query without a name or text', () => {
    const storage = memoryStorage();
    saveQuery(storage, 'u1', 't', { label: 'A', query: 'a=1' });
    saveQuery(storage, 'u1', 't', { label: 'B', query: 'b=1' });
    expect(removeQuery(storage, 'u1', 't', 'A')).toEqual([{ label: 'B', query: 'b=1' }]);
    expect(() => saveQuery(storage, 'u1', 't', { label: ' ', query: 'a=1' })).toThrow(
      'needs a name and a query',
    );
    expect(() => saveQuery(storage, 'u1', 't', { label: 'C', query: '' })).toThrow(
      'needs a name and a query',
    );
  });

  it('ignores malformed storage', () => {
    const storage = memoryStorage({
      [SAVED_QUERIES_STORAGE_KEY]: JSON.stringify({
        u1: { t: [{ label: 'ok', query: 'a=1' }, { label: 3 }, 'x'] },
      }),
    });
    expect(loadSavedQueries(storage, 'u1', 't')).toEqual([{ label: 'ok', query: 'a=1' }]);
    expect(loadSavedQueries(memoryStorage({ [SAVED_QUERIES_STORAGE_KEY]: '{oops' }), 'u1', 't')).toEqual([]);
  });

  it("keeps the filter panel's fields of a search made there, and drops an entry with malformed ones", () => {
    const fields = [{ key: 'offenderName', value: 'tan' }];
    const storage = memoryStorage();
    saveQuery(storage, 'u1', 't', { label: 'Tans', query: 'offenderName=(%tan%)', filterFields: fields });
    saveQuery(storage, 'u1', 't', { label: 'Typed', query: 'a=1', filterFields: [] });
    expect(loadSavedQueries(storage, 'u1', 't')).toEqual([
      { label: 'Tans', query: 'offenderName=(%tan%)', filterFields: fields },
      { label: 'Typed', query: 'a=1' },
    ]);
    const malformed = memoryStorage({
      [SAVED_QUERIES_STORAGE_KEY]: JSON.stringify({
        u1: { t: [{ label: 'x', query: 'a=1', filterFields: [{ key: 1 }] }] },
      }),
    });
    expect(loadSavedQueries(malformed, 'u1', 't')).toEqual([]);
  });

  it("keeps each user's searches apart: the next user of the browser sees none of them", () => {
    const storage = memoryStorage({
      // Kept before searches had a user: shown to nobody, dropped at the next save.
      [SAVED_QUERIES_STORAGE_KEY]: JSON.stringify({ t: [{ label: 'Old', query: 'a=1' }] }),
    });
    saveQuery(storage, 'u1', 't', { label: 'Mine', query: 'b=1' });
    expect(loadSavedQueries(storage, 'u1', 't')).toEqual([{ label: 'Mine', query: 'b=1' }]);
    expect(loadSavedQueries(storage, 'u2', 't')).toEqual([]);
    saveQuery(storage, 'u2', 't', { label: 'Theirs', query: 'c=1' });
    expect(loadSavedQueries(storage, 'u1', 't')).toEqual([{ label: 'Mine', query: 'b=1' }]);
    expect(JSON.parse(storage.getItem(SAVED_QUERIES_STORAGE_KEY)!)).toEqual({
      u1: { t: [{ label: 'Mine', query: 'b=1' }] },
      u2: { t: [{ label: 'Theirs', query: 'c=1' }] },
    });
  });
});
