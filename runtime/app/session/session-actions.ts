// Session actions of the header and pages: refresh the profile, sign out, go to single sign-on.
import { ROUTES } from '../routes';
import { navigate } from '../services';
import { showToast } from '../shell/toast';
import { loadAuthConfig } from './auth-config';
import { refreshIdentity } from './identity';
import { useSession } from './session-store';
import { signOutOnServer } from './sign-out-on-server';
import { reloadMenu } from '../shell/menu';

/** Starts a single sign-on login (a full page navigation), coming back to `returnTo`. */
export function goToSingleSignOn(ssoLoginUrl: string, returnTo?: string): void {
  if (returnTo) useSession.getState().setRedirectUrl(returnTo);
  window.location.assign(ssoLoginUrl);
}

/**
 * Refresh Profile (spec 000 §2): with single sign-on, a new sign-in at the identity provider brings the
 * user back here; without it, identity and profile are fetched again.
 */
export async function refreshProfile(): Promise<void> {
  const config = await loadAuthConfig();
  if (config.ssoEnabled) {
    goToSingleSignOn(config.ssoLoginUrl, `${window.location.pathname}${window.location.search}`);
    return;
  }
  await refreshIdentity();
  await reloadMenu();
  showToast({ severity: 'success', summary: 'Profile refreshed' });
}

export function signOut(): void {
  signOutOnServer(useSession.getState().token);
  useSession.getState().signOut();
  navigate(ROUTES.login);
}
