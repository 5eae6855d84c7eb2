// Finishes a sign-in (spec 000 §4): a token from single sign-on arrives as ?token=; identity then profile
// are fetched and stored, then the user lands: no roles → the no-permission page; a stored redirect URL →
// cleared and followed; else the worklist. In the small window of a single sign-on unlock, the token goes
// back to the lock screen that opened it instead.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { IdentityDetails } from '../../../schemas/api';
import { ApiError } from '../../core/http';
import { ROUTES } from '../routes';
import { refreshIdentity } from '../session/identity';
import { SSO_UNLOCK_CHANNEL } from '../session/lock';
import { useSession } from '../session/session-store';

export function landingAfterSignIn(identity: IdentityDetails, redirectUrl: string | null): string {
  if (identity.roles.length === 0) return ROUTES.noPermission;
  return redirectUrl || ROUTES.landing;
}

export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  // In the small window of a single sign-on unlock the token goes back to the lock screen.
  const handOff = Boolean(params.get('token') && params.get('unlock'));

  useEffect(() => {
    const session = useSession.getState();
    const tokenFromSso = params.get('token');
    if (handOff && tokenFromSso) {
      const channel = new BroadcastChannel(SSO_UNLOCK_CHANNEL);
      channel.postMessage({ token: tokenFromSso });
      channel.close();
      window.close();
      return;
    }
    if (tokenFromSso) {
      session.setLocked(false);
      session.setToken(tokenFromSso);
      session.setAuthType('SSO');
    }
    if (!useSession.getState().token) {
      navigate(ROUTES.login, { replace: true });
      return;
    }
    let cancelled = false;
    (async () => {
      try {
        const identity = await refreshIdentity();
        if (cancelled) return;
        const target = landingAfterSignIn(identity, useSession.getState().redirectUrl);
        session.setRedirectUrl(null);
        navigate(target, { replace: true });
      } catch (error) {
        if (!cancelled)
          setFailure(error instanceof ApiError ? error.message : 'Sign-in could not be completed.');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate, params, handOff]);

  return (
    <main className="ignite-login">
      <div className="ignite-login__card text-center">
        {failure ? (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        ) : (
          <p className="mb-0">{handOff ? 'Signed in. You can close this window.' : 'Signing you in…'}</p>
        )}
      </div>
    </main>
  );
}
