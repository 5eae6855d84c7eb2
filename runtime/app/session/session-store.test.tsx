import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_STORAGE_KEY } from '../../../components/smart-table/storage-keys';
import { SAVED_QUERIES_STORAGE_KEY } from '../../../components/smart-table/saved-queries';
import { SESSION_KEYS, useSession } from './session-store';

describe('signing out', () => {
  it("forgets the session and the tables' last searches, keeping searches saved under a name", () => {
    useSession.getState().setToken('a-token');
    localStorage.setItem(SAVED_SEARCH_STORAGE_KEY, JSON.stringify({ fines: { simpleSearchText: 'Smith' } }));
    localStorage.setItem(
      SAVED_QUERIES_STORAGE_KEY,
      JSON.stringify({ u1: { fines: [{ label: 'Big', query: 'a>1' }] } }),
    );
    useSession.getState().signOut();
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SAVED_SEARCH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SAVED_QUERIES_STORAGE_KEY)).not.toBeNull();
  });
});
