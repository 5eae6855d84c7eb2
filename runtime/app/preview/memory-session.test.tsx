// A preview frame's session lives in memory: the designer's stored session is neither used nor changed.
import { describe, expect, it } from 'vitest';
import { keepSessionInMemory, SESSION_KEYS, useSession } from '../session/session-store';

describe('memory session', () => {
  it('replaces the stored session in memory and leaves local storage alone, also on sign-out', () => {
    localStorage.setItem(SESSION_KEYS.token, JSON.stringify('designer-token'));
    localStorage.setItem(SESSION_KEYS.identity, JSON.stringify({ roles: ['form_designer'] }));
    keepSessionInMemory('preview-token');
    expect(useSession.getState().token).toBe('preview-token');
    expect(useSession.getState().identity).toBeNull();

    useSession.getState().setToken('other-token');
    useSession.getState().setLocked(true);
    useSession.getState().syncFromStorage();
    expect(useSession.getState().token).toBe('other-token');
    useSession.getState().signOut();
    expect(useSession.getState().token).toBeNull();

    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(JSON.stringify('designer-token'));
    expect(localStorage.getItem(SESSION_KEYS.identity)).toBe(JSON.stringify({ roles: ['form_designer'] }));
    expect(localStorage.getItem(SESSION_KEYS.locked)).toBeNull();
  });
});
