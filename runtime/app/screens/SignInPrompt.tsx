// Asks a signed-out visitor of a public route to sign in, coming back to the same address afterwards.
import { ROUTES } from '../routes';
import { navigate } from '../services';
import { useSession } from '../session/session-store';

export function signInAndReturn(): void {
  useSession.getState().setRedirectUrl(`${window.location.pathname}${window.location.search}`);
  navigate(ROUTES.login);
}

export function SignInButton({ label = 'Sign in' }: { label?: string }) {
  return (
    <button type="button" className="btn btn-primary btn-sm" onClick={signInAndReturn}>
      {label}
    </button>
  );
}
