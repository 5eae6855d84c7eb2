// The signed-in session (spec 000 §3 "stored locally"): token, identity details, profile and the
// redirect URL, kept in local storage so a reload stays signed in.
import { create } from 'zustand';
import type { IdentityDetails, UserProfile } from '../../../schemas/api';

const KEYS = {
  token: 'token',
  identity: 'identityDetails',
  profile: 'profile',
  redirectUrl: 'redirectUrl',
} as const;

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

export interface SessionState {
  token: string | null;
  identity: IdentityDetails | null;
  profile: UserProfile | null;
  redirectUrl: string | null;
  setToken(token: string | null): void;
  setIdentity(identity: IdentityDetails | null): void;
  setProfile(profile: UserProfile | null): void;
  setRedirectUrl(url: string | null): void;
  signOut(): void;
}

export const useSession = create<SessionState>((set) => ({
  token: read<string>(KEYS.token),
  identity: read<IdentityDetails>(KEYS.identity),
  profile: read<UserProfile>(KEYS.profile),
  redirectUrl: read<string>(KEYS.redirectUrl),
  setToken: (token) => {
    write(KEYS.token, token);
    set({ token });
  },
  setIdentity: (identity) => {
    write(KEYS.identity, identity);
    set({ identity });
  },
  setProfile: (profile) => {
    write(KEYS.profile, profile);
    set({ profile });
  },
  setRedirectUrl: (redirectUrl) => {
    write(KEYS.redirectUrl, redirectUrl);
    set({ redirectUrl });
  },
  signOut: () => {
    for (const key of [KEYS.token, KEYS.identity, KEYS.profile]) localStorage.removeItem(key);
    set({ token: null, identity: null, profile: null });
  },
}));

/** Logged in means a token and identity details are both stored (spec 000 §4). */
export const isLoggedIn = (state: Pick<SessionState, 'token' | 'identity'>) =>
  Boolean(state.token && state.identity);
