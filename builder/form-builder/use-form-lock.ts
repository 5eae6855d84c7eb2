// Locks the form for its editor while the builder is open: renewed every minute (the server lets a lock
// lapse that is not renewed, server/forms.ts) and released on leaving, the page's closing or reload
// included. When another designer holds the lock (seen in the forms list or answered 423 FORM_LOCKED) the
// builder opens read-only.
import { useEffect, useState } from 'react';
import { ApiError } from '../../runtime/core/http';
import { builderApi } from '../builder-api';
import { errorMessage } from '../../runtime/core/error-message';

export type LockState =
  | { status: 'pending' }
  | { status: 'mine' }
  | { status: 'theirs'; holder: string }
  | { status: 'failed'; message: string };

/** Well inside the server's FORM_LOCK_SECONDS, so one lost renewal does not let the lock lapse. */
export const LOCK_RENEW_MS = 60_000;

function refusalState(failure: unknown): LockState {
  if (failure instanceof ApiError && failure.errorCode === 'FORM_LOCKED') {
    const name = (failure.details as { lockedByName?: unknown } | undefined)?.lockedByName;
    return { status: 'theirs', holder: typeof name === 'string' ? name : 'another designer' };
  }
  return { status: 'failed', message: errorMessage(failure) };
}

export function useFormLock(formId: string, userId: string | undefined): LockState {
  const [state, setState] = useState<LockState>({ status: 'pending' });

  useEffect(() => {
    let held = false;
    let left = false;
    let renewal: ReturnType<typeof setInterval> | undefined;
    const release = () => {
      clearInterval(renewal);
      if (held) void builderApi.lock(formId, false).catch(() => undefined);
      held = false;
    };
    const renew = () =>
      builderApi.lock(formId, true).catch((failure: unknown) => {
        // Lapsed (the machine slept) and taken by another designer meanwhile: read-only from now on.
        if (!(failure instanceof ApiError && failure.errorCode === 'FORM_LOCKED') || left) return;
        clearInterval(renewal);
        held = false;
        setState(refusalState(failure));
      });
    // The renewals go on: a page restored from the back-forward cache takes its lock again.
    const onPageHide = () => {
      if (held) void builderApi.lock(formId, false, true).catch(() => undefined);
    };
    async function acquire() {
      const summaries = await builderApi.listForms({ q: formId, includeRetired: true });
      const holder = summaries.find((summary) => summary.id === formId)?.lockedBy;
      if (holder && holder.id !== userId) return { status: 'theirs', holder: holder.displayName } as const;
      await builderApi.lock(formId, true);
      held = true;
      if (left) {
        release();
        return { status: 'mine' } as const;
      }
      renewal = setInterval(renew, LOCK_RENEW_MS);
      window.addEventListener('pagehide', onPageHide);
      return { status: 'mine' } as const;
    }
    acquire().then(
      (next) => !left && setState(next),
      (failure: unknown) => !left && setState(refusalState(failure)),
    );
    return () => {
      left = true;
      window.removeEventListener('pagehide', onPageHide);
      release();
    };
  }, [formId, userId]);

  return state;
}
