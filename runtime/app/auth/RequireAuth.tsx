// The auth guard (spec 000 §4): without token and identity, remember where the user was going
// (unless the path is ignorable) and send them to sign in.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isRedirectIgnored, ROUTES } from '../routes';
import { isLoggedIn, useSession } from '../session/session-store';

export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const loggedIn = useSession(isLoggedIn);
  useEffect(() => {
    if (!loggedIn && !isRedirectIgnored(location.pathname)) {
      useSession.getState().setRedirectUrl(`${location.pathname}${location.search}`);
    }
  }, [loggedIn, location.pathname, location.search]);
  if (loggedIn) return children;
  return <Navigate to={ROUTES.login} replace />;
}
