// The auth guard (spec 000 §4): without token and identity, remember where the user was going (unless
// the path is ignorable) and send them to sign in. A locked session passes: the lock screen covers it.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isRedirectIgnored, ROUTES } from '../routes';
import { isLocked, isLoggedIn, useSession } from '../session/session-store';

export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const allowed = useSession((state) => isLoggedIn(state) || isLocked(state));
  useEffect(() => {
    if (!allowed && !isRedirectIgnored(location.pathname)) {
      useSession.getState().setRedirectUrl(`${location.pathname}${location.search}`);
    }
  }, [allowed, location.pathname, location.search]);
  if (allowed) return children;
  return <Navigate to={ROUTES.login} replace />;
}
