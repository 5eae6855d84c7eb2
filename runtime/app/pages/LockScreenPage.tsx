// /public/users/screen-lock reached by a reload while locked (or by a link): the lock screen alone.
import { Navigate, useNavigate } from 'react-router-dom';
import { ROUTES } from '../routes';
import { LockScreen } from '../session/LockScreen';
import { isLoggedIn, useSession } from '../session/session-store';

export function LockScreenPage() {
  const navigate = useNavigate();
  const identity = useSession((state) => state.identity);
  const loggedIn = useSession(isLoggedIn);
  const redirectUrl = useSession((state) => state.redirectUrl);
  if (!identity) return <Navigate to={ROUTES.login} replace />;
  if (loggedIn) return <Navigate to={redirectUrl || ROUTES.landing} replace />;
  return (
    <LockScreen
      overlay={false}
      onUnlocked={(target) =>
        navigate(target === ROUTES.screenLock ? ROUTES.landing : target, { replace: true })
      }
      onSignInAgain={() => navigate(ROUTES.login, { replace: true })}
    />
  );
}
