// Sign-in (spec 000 §2, §4, §5). Without the dblogin query flag and with single sign-on configured, the
// page goes to the single sign-on login. Otherwise the database login: email and password, Login disabled
// while invalid, errors shown once a field is touched; on success the token is stored and the callback
// screen finishes the sign-in.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { TokenResponse } from '../../../schemas/api';
import { ApiError } from '../../core/http';
import { ROUTES } from '../routes';
import { http, SIGN_IN_URL } from '../services';
import { loadAuthConfig, useAuthConfig } from '../session/auth-config';
import { useSession } from '../session/session-store';
import { validateLogin } from './login-validation';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dbLogin = params.has('dblogin');
  const { config, loaded } = useAuthConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = validateLogin(email, password);
  const invalid = Object.keys(errors).length > 0;
  const toSingleSignOn = loaded && config.ssoEnabled && !dbLogin;

  useEffect(() => void loadAuthConfig(), []);
  useEffect(() => {
    if (toSingleSignOn) window.location.replace(config.ssoLoginUrl);
  }, [toSingleSignOn, config.ssoLoginUrl]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { token } = await http.post<TokenResponse>(SIGN_IN_URL, {
        authType: 'DB_AUTH',
        username: email.trim(),
        password,
      });
      const session = useSession.getState();
      session.setLocked(false);
      session.setToken(token);
      session.setAuthType('DB_AUTH');
      navigate(ROUTES.authCallback);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Sign-in failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  if (!dbLogin && (!loaded || toSingleSignOn)) {
    return (
      <main className="ignite-login">
        <div className="ignite-login__card text-center">
          <img src="/assets/logo.svg" alt="" className="ignite-login__logo" />
          <p className="mb-2">{loaded ? 'Redirecting to single sign-on…' : 'Loading…'}</p>
          {loaded && (
            <Link to={`${ROUTES.dbLogin}?dblogin`} className="small">
              Sign in with email and password instead
            </Link>
          )}
        </div>
      </main>
    );
  }

  return (
    <main className="ignite-login">
      <form className="ignite-login__card" onSubmit={submit} noValidate aria-label="Sign in">
        <img src="/assets/logo.svg" alt="" className="ignite-login__logo" />
        <h1 className="h4 mb-1">Integrated Finance Administration System</h1>
        <p className="text-muted mb-4">Sign in with your work email</p>
        {failure && (
          <div className="alert alert-danger py-2" role="alert">
            {failure}
          </div>
        )}
        <div className="mb-3">
          <label htmlFor="login-email" className="form-label">
            Email
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            className={`form-control${touched.email && errors.email ? ' is-invalid' : ''}`}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, email: true }))}
          />
          {touched.email && errors.email && <div className="invalid-feedback">{errors.email}</div>}
        </div>
        <div className="mb-4">
          <label htmlFor="login-password" className="form-label">
            Password
          </label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            className={`form-control${touched.password && errors.password ? ' is-invalid' : ''}`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          />
          {touched.password && errors.password && <div className="invalid-feedback">{errors.password}</div>}
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={invalid || busy}>
          {busy ? 'Signing in…' : 'Login'}
        </button>
        {config.ssoEnabled && (
          <a href={config.ssoLoginUrl} className="btn btn-link w-100 mt-2">
            Sign in with single sign-on
          </a>
        )}
      </form>
    </main>
  );
}
