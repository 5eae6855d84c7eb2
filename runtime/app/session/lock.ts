// The idle lock (spec 000 §4): on time-out the token is ended and the lock screen covers the portal,
// which stays mounted so that what the user typed survives; the address shows the lock screen URL.
// Unlocking (password, or single sign-on in a small window) restores the address, and the requests
// that waited meanwhile are sent with the new token.
import type { IdentityDetails, TokenResponse } from '../../../schemas/api';
import { isRedirectIgnored, ROUTES } from '../routes';
import { http, reauthentication, SIGN_IN_URL } from '../services';
import { useShell } from '../shell/shell-store';
import { storeIdentity } from './identity';
import { isLocked, useSession } from './session-store';
import { signOutOnServer } from './sign-out-on-server';

/**
 * The single sign-on window hands its token to the lock screen over this channel (same origin only).
 * Not window.opener: the identity provider's pages in between sever it (Cross-Origin-Opener-Policy).
 */
export const SSO_UNLOCK_CHANNEL = 'ignite-portal-sso-unlock';

/** Where the user was when the lock came, to return there (the router never saw the address change). */
let lockedAt: { url: string; state: unknown } | null = null;

export function lockSession(): void {
  const session = useSession.getState();
  if (!session.identity || session.locked) return;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  lockedAt = { url: here, state: window.history.state };
  if (!isRedirectIgnored(window.location.pathname)) session.setRedirectUrl(here);
  // The token is ended on the server too: unlocking signs in afresh, and the locked one must not live on.
  signOutOnServer(session.token, 'lock');
  session.setToken(null);
  session.setLocked(true);
  window.history.replaceState(window.history.state, '', ROUTES.screenLock);
}

export class UnlockError extends Error {}

/** Checks that a token belongs to the locked user, without the app's catalogue (which waits while locked). */
async function identityOf(token: string): Promise<IdentityDetails> {
  const response = await fetch('/api/iam/auth/users/my-identity', {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (!response.ok) throw new UnlockError('The sign-in could not be confirmed. Please try again.');
  return (await response.json()) as IdentityDetails;
}

/** Lifts the lock with a new token of the same user; answers the address to return to. */
export async function unlockWithToken(token: string): Promise<string> {
  const session = useSession.getState();
  const identity = await identityOf(token);
  if (session.identity && identity.identity.id !== session.identity.identity.id)
    throw new UnlockError(
      `Signed in as ${identity.identity.username}: unlock with the account that was locked.`,
    );
  session.setToken(token);
  storeIdentity(identity);
  session.setLocked(false);
  useShell.getState().markIdentityFresh();
  return afterUnlock();
}

export async function unlockWithPassword(password: string): Promise<string> {
  const username = useSession.getState().identity?.identity.username;
  if (!username) throw new UnlockError('Sign in again.');
  const { token } = await http.post<TokenResponse>(SIGN_IN_URL, { authType: 'DB_AUTH', username, password });
  return unlockWithToken(token);
}

/** Restores the address of the locked screen and lets the waiting requests go. */
function afterUnlock(): string {
  const session = useSession.getState();
  const target = lockedAt?.url ?? session.redirectUrl ?? ROUTES.landing;
  if (lockedAt && window.location.pathname === ROUTES.screenLock)
    window.history.replaceState(lockedAt.state, '', lockedAt.url);
  lockedAt = null;
  session.setRedirectUrl(null);
  reauthentication.settle(true);
  return target;
}

/** Gives up the locked session: the waiting requests fail and the user signs in afresh. */
export function abandonLockedSession(): void {
  lockedAt = null;
  signOutOnServer(useSession.getState().token);
  useSession.getState().signOut();
  reauthentication.settle(false);
}

/** Another tab changed the session in local storage: follow it (an unlock there unlocks here). */
export function followStorage(): void {
  const wasLocked = isLocked(useSession.getState());
  useSession.getState().syncFromStorage();
  const session = useSession.getState();
  if (wasLocked && !session.locked && session.token && session.identity) afterUnlock();
  else if (wasLocked && !session.identity) reauthentication.settle(false);
  else if (!wasLocked && isLocked(session) && !lockedAt) {
    lockedAt = {
      url: `${window.location.pathname}${window.location.search}${window.location.hash}`,
      state: window.history.state,
    };
  }
}
