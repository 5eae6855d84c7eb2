// My Profile (spec 000 §2): profile details, theme and zoom, password change, and for privileged users
// the authenticator used by Elevate Permission (its secret shown as text and as an otpauth:// URI).
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { MfaEnrolment, MfaStatus } from '../../../schemas/auth';
import { PASSWORD_RULES_TEXT } from '../../../schemas/values/password-rules';
import { ApiError } from '../../core/http';
import { ROUTES } from '../routes';
import { http } from '../services';
import { useSession } from '../session/session-store';
import { avatarDataUrl } from '../shell/avatar';
import { currentTheme, currentZoom, savePreferences } from '../shell/preferences';
import { stepZoom, THEMES, ZOOM } from '../shell/themes';
import { showToast } from '../shell/toast';

const problem = (error: unknown) => {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  const details = Array.isArray(error.details)
    ? (error.details as { message?: string }[]).map((detail) => detail.message).filter(Boolean)
    : [];
  return error.errorCode === 'WEAK_PASSWORD' || details.length === 0
    ? error.message
    : `${error.message}: ${details.join('; ')}`;
};

function Details() {
  const profile = useSession((state) => state.profile);
  const identity = useSession((state) => state.identity);
  const authType = useSession((state) => state.authType);
  if (!profile || !identity) return null;
  return (
    <section className="ignite-screen mb-3" aria-labelledby="profile-details">
      <div className="d-flex align-items-center gap-3 mb-3">
        <img
          src={avatarDataUrl(profile.firstName, profile.lastName)}
          alt=""
          width={64}
          height={64}
          className="rounded-circle"
        />
        <div>
          <h2 id="profile-details" className="h5 mb-0">
            {profile.displayName}
          </h2>
          <div className="text-muted">{identity.identity.username}</div>
        </div>
      </div>
      <dl className="row mb-0 ignite-profile__facts">
        <dt className="col-sm-3">First name</dt>
        <dd className="col-sm-9">{profile.firstName}</dd>
        <dt className="col-sm-3">Last name</dt>
        <dd className="col-sm-9">{profile.lastName}</dd>
        <dt className="col-sm-3">Judiciary ID</dt>
        <dd className="col-sm-9">{profile.judiciaryId}</dd>
        <dt className="col-sm-3">Roles</dt>
        <dd className="col-sm-9">
          {identity.roles.length === 0
            ? 'None'
            : identity.roles.map((role) => (
                <span key={role} className="badge ignite-chip me-1">
                  {role}
                </span>
              ))}
        </dd>
        <dt className="col-sm-3">Access rights</dt>
        <dd className="col-sm-9">{identity.acls.length}</dd>
        <dt className="col-sm-3">Signed in with</dt>
        <dd className="col-sm-9">{authType === 'SSO' ? 'Single sign-on' : 'Email and password'}</dd>
      </dl>
    </section>
  );
}

function Appearance() {
  const preferences = useSession((state) => state.identity?.preferences);
  const theme = currentTheme(preferences);
  const zoom = currentZoom(preferences);
  return (
    <section className="ignite-screen mb-3" aria-labelledby="profile-appearance">
      <h2 id="profile-appearance" className="h5">
        Appearance
      </h2>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Theme</legend>
        <div className="ignite-theme-choices">
          {THEMES.map((item) => (
            <label
              key={item.id}
              className={`ignite-theme-choice${item.id === theme.id ? ' is-current' : ''}`}
            >
              <input
                type="radio"
                name="theme"
                value={item.id}
                checked={item.id === theme.id}
                onChange={() => void savePreferences({ theme: item.id })}
              />
              <span className="ignite-swatch" style={{ background: item.primary }} aria-hidden="true" />
              {item.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="d-flex align-items-center gap-2">
        <span className="form-label mb-0">Zoom</span>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={zoom <= ZOOM.min}
          onClick={() => void savePreferences({ zoom: stepZoom(zoom, -1) })}
        >
          A-
        </button>
        <span>{Math.round(zoom * 100)}%</span>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={zoom >= ZOOM.max}
          onClick={() => void savePreferences({ zoom: stepZoom(zoom, 1) })}
        >
          A+
        </button>
      </div>
    </section>
  );
}

function PasswordChange() {
  const [fields, setFields] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const mismatch = fields.confirm !== '' && fields.confirm !== fields.newPassword;
  const ready = fields.currentPassword && fields.newPassword && fields.confirm && !mismatch;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setFailure(null);
    setDone(false);
    try {
      await http.post('/api/iam/auth/users/update-password', {
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
      });
      setFields({ currentPassword: '', newPassword: '', confirm: '' });
      setDone(true);
      showToast({ severity: 'success', summary: 'Password changed' });
    } catch (error) {
      setFailure(problem(error));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof typeof fields, label: string, autoComplete: string) => (
    <div className="mb-3">
      <label htmlFor={`password-${name}`} className="form-label">
        {label}
      </label>
      <input
        id={`password-${name}`}
        type="password"
        autoComplete={autoComplete}
        className={`form-control${name === 'confirm' && mismatch ? ' is-invalid' : ''}`}
        value={fields[name]}
        aria-describedby={name === 'newPassword' ? 'password-rules' : undefined}
        onChange={(event) => {
          // An earlier refusal is about what was typed before: it goes with the next change.
          setFailure(null);
          setDone(false);
          setFields((current) => ({ ...current, [name]: event.target.value }));
        }}
      />
      {name === 'newPassword' && (
        <div id="password-rules" className="form-text">
          {PASSWORD_RULES_TEXT}
        </div>
      )}
      {name === 'confirm' && mismatch && <div className="invalid-feedback">The passwords do not match</div>}
    </div>
  );

  return (
    <section className="ignite-screen mb-3" aria-labelledby="profile-password">
      <h2 id="profile-password" className="h5">
        Change password
      </h2>
      <form onSubmit={submit} noValidate className="ignite-profile__form">
        {failure && (
          <div className="alert alert-danger py-2" role="alert">
            {failure}
          </div>
        )}
        {done && (
          <div className="alert alert-success py-2" role="status">
            Your password was changed.
          </div>
        )}
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password')}
        {field('confirm', 'Confirm new password', 'new-password')}
        <button type="submit" className="btn btn-primary" disabled={!ready || busy}>
          Change password
        </button>
      </form>
    </section>
  );
}

function Authenticator() {
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    http
      .get<MfaStatus>('/api/iam/auth/mfa/status', { quiet: true })
      .then(setStatus)
      .catch((error: unknown) => setFailure(problem(error)));
  }, []);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(problem(error));
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      setEnrolment(
        await http.post<MfaEnrolment>('/api/iam/auth/mfa/enrolment', status?.enrolled ? { code } : {}),
      );
      setCode('');
    });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      setStatus(await http.post<MfaStatus>('/api/iam/auth/mfa/enrolment/confirm', { code }));
      setEnrolment(null);
      setCode('');
      showToast({ severity: 'success', summary: 'Authenticator set up' });
    });
  };

  const codeInput = (
    <input
      id="otp-code"
      className="form-control ignite-otp-input"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={code}
      onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
    />
  );

  return (
    <section className="ignite-screen mb-3" aria-labelledby="profile-authenticator">
      <h2 id="profile-authenticator" className="h5">
        Authenticator for Elevate Permission
      </h2>
      {failure && (
        <div className="alert alert-danger py-2" role="alert">
          {failure}
        </div>
      )}
      {status === null && !failure && <p className="text-muted">Loading…</p>}
      {status && !enrolment && (
        <>
          <p>
            {status.enrolled
              ? 'An authenticator app is set up. Its one-time codes elevate your permissions.'
              : 'Set up an authenticator app (any app for time-based one-time codes) to elevate your permissions when needed.'}
          </p>
          {status.enrolled && (
            <div className="mb-2">
              <label htmlFor="otp-code" className="form-label">
                Code from your current authenticator (to replace it)
              </label>
              {codeInput}
            </div>
          )}
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={busy || (status.enrolled && code.length !== 6)}
            onClick={() => void start()}
          >
            {status.enrolled ? 'Replace authenticator' : 'Set up authenticator'}
          </button>
          {status.enrolled && (
            <Link to={ROUTES.otpValidation} className="btn btn-link">
              Elevate Permission
            </Link>
          )}
        </>
      )}
      {enrolment && (
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <p>Add this key to your authenticator app, then enter the code it shows.</p>
          <dl className="ignite-enrolment">
            <dt>Secret key</dt>
            <dd>
              <code data-testid="totp-secret">{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            </dd>
            <dt>Key URI</dt>
            <dd>
              <code className="text-break" data-testid="totp-uri">
                {enrolment.otpauthUri}
              </code>
            </dd>
            <dt>Settings</dt>
            <dd>
              Time-based, {enrolment.digits} digits, every {enrolment.period} seconds, {enrolment.algorithm}
            </dd>
          </dl>
          <div className="mb-2">
            <label htmlFor="otp-code" className="form-label">
              Code from your authenticator
            </label>
            {codeInput}
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy || code.length !== 6}>
            Confirm
          </button>
        </form>
      )}
    </section>
  );
}

export function ProfilePage() {
  const privileged = useSession((state) => state.identity?.privileged ?? false);
  return (
    <div className="ignite-profile">
      <h1 className="ignite-screen__title">My Profile</h1>
      <Details />
      <Appearance />
      {privileged && <Authenticator />}
      <PasswordChange />
    </div>
  );
}
