// The signed-in session (spec 000 §3 "stored locally"): token, identity details, profile and the
// redirect URL, kept in local storage so a reload stays signed in; plus how the user signed in and
// whether the idle lock is on (the token is dropped while locked, identity and profile are kept).
import { create } from 'zustand';
import type { IdentityDetails, UserProfile } from '../../../schemas/api';
import { SAVED_SEARCH_STORAGE_KEY } from '../../../components/smart-table/storage-keys';
import { keepUnchanged } from '../../core/keep-unchanged';

export const SESSION_KEYS = {
  token: 'token',
  identity: 'identityDetails',
  profile: 'profile',
  redirectUrl: 'redirectUrl',
  authType: 'authType',
  locked: 'sessionLocked',
} as const;

export type SignInType = 'DB_AUTH' | 'SSO';

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

/** Preview mode (a builder's preview frame): the session lives in memory only, never in local storage. */
let memoryOnly = false;

function write(key: string, value: unknown): void {
  if (memoryOnly) return;
  if (value === null || value === undefined || value === false) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

export interface SessionState {
  token: string | null;
  identity: IdentityDetails | null;
  profile: UserProfile | null;
  redirectUrl: string | null;
  authType: SignInType | null;
  locked: boolean;
  setToken(token: string | null): void;
  setIdentity(identity: IdentityDetails | null): void;
  setProfile(profile: UserProfile | null): void;
  setRedirectUrl(url: string | null): void;
  setAuthType(authType: SignInType | null): void;
  setLocked(locked: boolean): void;
  signOut(): void;
  /** Re-reads local storage (another tab signed in, out, locked or unlocked). */
  syncFromStorage(): void;
}

const stored = () => ({
  token: read<string>(SESSION_KEYS.token),
  identity: read<IdentityDetails>(SESSION_KEYS.identity),
  profile: read<UserProfile>(SESSION_KEYS.profile),
  redirectUrl: read<string>(SESSION_KEYS.redirectUrl),
  authType: read<SignInType>(SESSION_KEYS.authType),
  locked: read<boolean>(SESSION_KEYS.locked) === true,
});

export const useSession = create<SessionState>((set) => ({
  ...stored(),
  setToken: (token) => {
    write(SESSION_KEYS.token, token);
    set({ token });
  },
  setIdentity: (identity) => {
    write(SESSION_KEYS.identity, identity);
    set({ identity });
  },
  setProfile: (profile) => {
    write(SESSION_KEYS.profile, profile);
    set({ profile });
  },
  setRedirectUrl: (redirectUrl) => {
    write(SESSION_KEYS.redirectUrl, redirectUrl);
    set({ redirectUrl });
  },
  setAuthType: (authType) => {
    write(SESSION_KEYS.authType, authType);
    set({ authType });
  },
  setLocked: (locked) => {
    write(SESSION_KEYS.locked, locked);
    set({ locked });
  },
  signOut: () => {
    // The tables' last searches go too: the next user of this browser does not start from them.
    for (const key of [
      SESSION_KEYS.token,
      SESSION_KEYS.identity,
      SESSION_KEYS.profile,
      SESSION_KEYS.locked,
      SAVED_SEARCH_STORAGE_KEY,
    ])
      write(key, null);
    set({ token: null, identity: null, profile: null, locked: false });
  },
  // Another tab writes the whole identity again for a zoom, a theme or a lock: what did not change keeps its
  // objects, so a screen that depends on the acls is not rebuilt (and what was typed in it kept).
  syncFromStorage: () => set((current) => (memoryOnly ? {} : keepUnchanged(current, stored()))),
}));

/** Keeps this page's session in memory with the given token: the stored session is neither read nor changed. */
export function keepSessionInMemory(token: string | null): void {
  memoryOnly = true;
  useSession.setState({
    token,
    identity: null,
    profile: null,
    redirectUrl: null,
    authType: null,
    locked: false,
  });
}

/** Logged in means a token and identity details are both stored (spec 000 §4). */
export const isLoggedIn = (state: Pick<SessionState, 'token' | 'identity'>) =>
  Boolean(state.token && state.identity);

/** Locked: identity kept, token dropped, waiting for the lock screen. */
export const isLocked = (state: Pick<SessionState, 'locked' | 'identity'>) =>
  Boolean(state.locked && state.identity);
