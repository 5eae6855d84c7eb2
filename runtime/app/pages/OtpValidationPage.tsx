// Elevate Permission (spec 000 §2, §6): a privileged user confirms a one-time code from their
// authenticator and gets the elevation role's acls for a limited time.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ElevationResponse, MfaStatus } from '../../../schemas/auth';
import { ApiError } from '../../core/http';
import { ROUTES } from '../routes';
import { http } from '../services';
import { refreshIdentity } from '../session/identity';
import { useSession } from '../session/session-store';
import { showToast } from '../shell/toast';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function OtpValidationPage() {
  const identity = useSession((state) => state.identity);
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const privileged = identity?.privileged ?? false;
  // The server names an elevation only while it lasts; the shell refreshes the identity when it ends.
  const elevatedUntil = identity?.elevatedUntil ?? null;

  useEffect(() => {
    if (!privileged) return;
    http
      .get<MfaStatus>('/api/iam/auth/mfa/status', { quiet: true })
      .then(setStatus)
      .catch(() => setFailure('The authenticator status could not be loaded.'));
  }, [privileged]);

  async function apply(answer: ElevationResponse) {
    useSession.getState().setToken(answer.token);
    await refreshIdentity();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6 || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await http.post<ElevationResponse>('/api/iam/auth/mfa/elevate', { code });
      await apply(answer);
      setCode('');
      showToast({
        severity: 'success',
        summary: 'Permissions elevated',
        detail: `Until ${timeOf(answer.elevatedUntil!)}`,
      });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The code could not be checked.');
    } finally {
      setBusy(false);
    }
  }

  async function end() {
    setBusy(true);
    try {
      await apply(await http.request<ElevationResponse>('DELETE', '/api/iam/auth/mfa/elevation'));
      showToast({ severity: 'info', summary: 'Elevation ended' });
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (!privileged) {
    body = <p className="mb-0">Only privileged users can elevate their permissions.</p>;
  } else if (elevatedUntil) {
    body = (
      <>
        <div className="alert alert-success" role="status">
          Your permissions are elevated until {timeOf(elevatedUntil)}.
        </div>
        <button type="button" className="btn btn-outline-primary" onClick={() => void end()} disabled={busy}>
          End elevation
        </button>
      </>
    );
  } else if (status && !status.enrolled) {
    body = (
      <p className="mb-0">
        Set up an authenticator on <Link to={ROUTES.myProfile}>My Profile</Link> first.
      </p>
    );
  } else {
    body = (
      <form onSubmit={(event) => void submit(event)} noValidate className="ignite-otp-form">
        <p>Enter the 6-digit code from your authenticator app to elevate your permissions.</p>
        <label htmlFor="elevate-code" className="form-label">
          One-time code
        </label>
        <input
          id="elevate-code"
          className="form-control ignite-otp-input mb-3"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          autoFocus
        />
        <button type="submit" className="btn btn-primary" disabled={busy || code.length !== 6}>
          Verify
        </button>
      </form>
    );
  }

  return (
    <section className="ignite-screen ignite-otp" aria-labelledby="otp-title">
      <h1 id="otp-title" className="ignite-screen__title">
        Elevate Permission
      </h1>
      {failure && (
        <div className="alert alert-danger py-2" role="alert">
          {failure}
        </div>
      )}
      {body}
    </section>
  );
}
