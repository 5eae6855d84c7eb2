// The lock screen (spec 000 §2, §4): shown over the portal after the idle time-out, or as the page
// /public/users/screen-lock after a reload. Unlocks with the password, or with single sign-on in a
// small window so that the portal underneath keeps what the user typed.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../core/http';
import { avatarDataUrl } from '../shell/avatar';
import { useAuthConfig } from './auth-config';
import {
  abandonLockedSession,
  SSO_UNLOCK_CHANNEL,
  UnlockError,
  unlockWithPassword,
  unlockWithToken,
} from './lock';
import { useSession } from './session-store';

const messageOf = (error: unknown) => {
  // The sign-in's wording names the email too; here only the password was typed.
  if (error instanceof ApiError && error.errorCode === 'INVALID_CREDENTIALS')
    return 'The password is incorrect.';
  return error instanceof ApiError || error instanceof UnlockError
    ? error.message
    : 'The session could not be unlocked.';
};

export function LockScreen({
  onUnlocked,
  onSignInAgain,
  overlay = true,
}: {
  onUnlocked(target: string): void;
  onSignInAgain(): void;
  overlay?: boolean;
}) {
  const profile = useSession((state) => state.profile);
  const identity = useSession((state) => state.identity);
  const { ssoEnabled, ssoLoginUrl } = useAuthConfig((state) => state.config);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  // The single sign-on window hands its token back here.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SSO_UNLOCK_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const token = (event.data as { token?: unknown } | null)?.token;
      if (typeof token !== 'string') return;
      setBusy(true);
      setFailure(null);
      unlockWithToken(token)
        .then(onUnlocked)
        .catch((error: unknown) => setFailure(messageOf(error)))
        .finally(() => setBusy(false));
    };
    return () => channel.close();
  }, [onUnlocked]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onUnlocked(await unlockWithPassword(password));
    } catch (error) {
      setFailure(messageOf(error));
      setPassword('');
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const singleSignOn = () => {
    const url = `${ssoLoginUrl}?mode=unlock`;
    if (!window.open(url, 'ignite-sso-unlock', 'popup,width=520,height=680'))
      setFailure('Allow pop-up windows for this site to unlock with single sign-on.');
  };

  return (
    <div
      className={overlay ? 'ignite-lock ignite-lock--overlay' : 'ignite-lock'}
      role="dialog"
      aria-modal="true"
      aria-labelledby="ignite-lock-title"
    >
      <form className="ignite-login__card text-center" onSubmit={submit} noValidate>
        <img
          src={avatarDataUrl(profile?.firstName, profile?.lastName)}
          alt=""
          width={72}
          height={72}
          className="ignite-lock__avatar"
        />
        <h1 id="ignite-lock-title" className="h4 mb-1">
          Session locked
        </h1>
        <p className="text-muted mb-1">{profile?.displayName ?? identity?.identity.username}</p>
        <p className="small text-muted mb-3">
          Your session was locked after a period of inactivity. Unlock it to continue where you left off.
        </p>
        {failure && (
          <div className="alert alert-danger py-2 text-start" role="alert">
            {failure}
          </div>
        )}
        <div className="mb-3 text-start">
          <label htmlFor="lock-password" className="form-label">
            Password
          </label>
          <input
            ref={input}
            id="lock-password"
            type="password"
            autoComplete="current-password"
            className="form-control"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={!password || busy}>
          {busy ? 'Unlocking…' : 'Unlock'}
        </button>
        {ssoEnabled && (
          <button
            type="button"
            className="btn btn-outline-primary w-100 mt-2"
            onClick={singleSignOn}
            disabled={busy}
          >
            Unlock with single sign-on
          </button>
        )}
        <button
          type="button"
          className="btn btn-link btn-sm mt-3"
          onClick={() => {
            abandonLockedSession();
            onSignInAgain();
          }}
        >
          Sign in as someone else
        </button>
      </form>
    </div>
  );
}
