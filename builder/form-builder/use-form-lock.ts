// Locks the form for its editor while the builder is open: renewed every minute (the server lets a lock
// lapse that is not renewed, server/forms.ts) and released on leaving, the page's closing or reload
// included. When another designer holds the lock (seen in the forms list or answered 423 FORM_LOCKED) the
// builder opens read-only. A lock lost while editing (it lapsed, then another designer took it) is said
// first, so the page can keep what is on its canvas before it turns read-only.
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../runtime/core/http';
import { builderApi } from '../builder-api';
import { errorMessage } from '../../runtime/core/error-message';

export type LockState =
  | { status: 'pending' }
  | { status: 'mine' }
  /** `taken`: the lock was ours while the page was open and was taken after it lapsed. */
  | { status: 'theirs'; holder: string; taken?: boolean }
  | { status: 'failed'; message: string };

/** Well inside the server's FORM_LOCK_SECONDS, so one lost renewal does not let the lock lapse. */
export const LOCK_RENEW_MS = 60_000;

const isLocked = (failure: unknown): failure is ApiError =>
  failure instanceof ApiError && failure.errorCode === 'FORM_LOCKED';

/** Who holds the lock, as a 423 FORM_LOCKED names them. */
function holderOf(refusal: ApiError): string {
  const name = (refusal.details as { lockedByName?: unknown } | undefined)?.lockedByName;
  return typeof name === 'string' ? name : 'another designer';
}

function refusalState(failure: unknown): LockState {
  if (isLocked(failure)) return { status: 'theirs', holder: holderOf(failure) };
  return { status: 'failed', message: errorMessage(failure) };
}

/** How long a page that is left keeps its lock for the next page of the same form to take over. */
export const LOCK_HANDOVER_MS = 1_000;

/**
 * Locks this tab is about to release, by form. Going from the builder to Screen settings (or back) hands
 * the lock over: a release sent first could reach the server after the next page's lock and free the form.
 */
const releasing = new Map<string, ReturnType<typeof setTimeout>>();

/** A tab closed while a lock waits to be handed over releases it as it goes. */
function releaseWaitingLocks(): void {
  for (const [formId, timer] of releasing) {
    clearTimeout(timer);
    void builderApi.lock(formId, false, true).catch(() => undefined);
  }
  releasing.clear();
}

/** Takes over the lock a page of the same form has just left, if it has not been released yet. */
function takeOver(formId: string): boolean {
  const timer = releasing.get(formId);
  if (timer === undefined) return false;
  clearTimeout(timer);
  releasing.delete(formId);
  return true;
}

export function useFormLock(formId: string, userId: string | undefined, onLost?: () => void): LockState {
  const [state, setState] = useState<LockState>({ status: 'pending' });
  const lost = useRef(onLost);
  useEffect(() => {
    lost.current = onLost;
  });

  useEffect(() => {
    let held = false;
    let left = false;
    let renewal: ReturnType<typeof setInterval> | undefined;
    const release = () => {
      clearInterval(renewal);
      if (held) void builderApi.lock(formId, false).catch(() => undefined);
      held = false;
    };
    const releaseLater = () => {
      clearInterval(renewal);
      if (!held) return;
      held = false;
      window.addEventListener('pagehide', releaseWaitingLocks, { once: true });
      releasing.set(
        formId,
        setTimeout(() => {
          releasing.delete(formId);
          void builderApi.lock(formId, false).catch(() => undefined);
        }, LOCK_HANDOVER_MS),
      );
    };
    const renew = () =>
      builderApi.lock(formId, true).catch((failure: unknown) => {
        // Lapsed (the machine slept) and taken by another designer meanwhile: read-only from now on.
        if (!isLocked(failure) || left) return;
        clearInterval(renewal);
        held = false;
        lost.current?.();
        setState({ status: 'theirs', holder: holderOf(failure), taken: true });
      });
    // The renewals go on: a page restored from the back-forward cache takes its lock again.
    const onPageHide = () => {
      if (held) void builderApi.lock(formId, false, true).catch(() => undefined);
    };
    async function acquire() {
      if (takeOver(formId)) {
        held = true;
        // The page before renewed it up to a minute ago: renewed now, it runs its full time again.
        void renew();
      } else {
        const summaries = await builderApi.listForms({ q: formId, includeRetired: true });
        const holder = summaries.find((summary) => summary.id === formId)?.lockedBy;
        if (holder && holder.id !== userId) return { status: 'theirs', holder: holder.displayName } as const;
        await builderApi.lock(formId, true);
        held = true;
      }
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
      releaseLater();
    };
  }, [formId, userId]);

  return state;
}
