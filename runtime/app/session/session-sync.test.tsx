import { describe, expect, it } from 'vitest';
import type { IdentityDetails } from '../../../schemas/api';
import { SESSION_KEYS, useSession } from './session-store';

const identity: IdentityDetails = {
  identity: { id: '7', username: 'clerk@ignite.local' },
  privileged: false,
  acls: ['court-fines.view', 'court-fines.edit'],
  roles: ['clerk'],
  preferences: { theme: 'red', zoom: 1 },
};

/** Another tab writes the session to local storage, then this tab follows it. */
function otherTabWrites(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
  useSession.getState().syncFromStorage();
}

describe("following another tab's session", () => {
  it('keeps the acls this tab holds when another tab changes only the zoom, or locks and unlocks', () => {
    useSession.getState().setToken('a-token');
    useSession.getState().setIdentity(structuredClone(identity));
    const acls = useSession.getState().identity!.acls;

    otherTabWrites(SESSION_KEYS.identity, { ...identity, preferences: { theme: 'red', zoom: 1.1 } });
    expect(useSession.getState().identity?.preferences.zoom).toBe(1.1);
    expect(useSession.getState().identity?.acls).toBe(acls);

    const zoomed = useSession.getState().identity;
    otherTabWrites(SESSION_KEYS.locked, true);
    expect(useSession.getState().locked).toBe(true);
    expect(useSession.getState().identity).toBe(zoomed);
  });

  it('takes new acls when another tab signs in as someone else', () => {
    useSession.getState().setIdentity(structuredClone(identity));
    otherTabWrites(SESSION_KEYS.identity, { ...identity, acls: ['court-fines.view'] });
    expect(useSession.getState().identity?.acls).toEqual(['court-fines.view']);
  });
});
