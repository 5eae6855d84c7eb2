// Finishes a sign-in (spec 000 §4): fetch and store identity then profile, then land: no roles → the
// no-permission page; a stored redirect URL → cleared and followed; else the worklist.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { IdentityDetails, UserProfile } from '../../../schemas/api';
import { ApiError } from '../../core/http';
import { ROUTES } from '../routes';
import { http } from '../services';
import { useSession } from '../session/session-store';

export function landingAfterSignIn(identity: IdentityDetails, redirectUrl: string | null): string {
  if (identity.roles.length === 0) return ROUTES.noPermission;
  return redirectUrl || ROUTES.landing;
}

export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const session = useSession.getState();
    const tokenFromSso = params.get('token');
    if (tokenFromSso) session.setToken(tokenFromSso);
    if (!useSession.getState().token) {
      navigate(ROUTES.login, { replace: true });
      return;
    }
    let cancelled = false;
    (async () => {
      try {
        const identity = await http.get<IdentityDetails>('/api/iam/auth/users/my-identity');
        session.setIdentity(identity);
        session.setProfile(await http.get<UserProfile>('/api/iam/user/my-profile'));
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
  }, [navigate, params]);

  return (
    <main className="ignite-login">
      <div className="ignite-login__card text-center">
        {failure ? (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        ) : (
          <p className="mb-0">Signing you in…</p>
        )}
      </div>
    </main>
  );
}
