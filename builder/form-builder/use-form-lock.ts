// Locks the form for its editor while the builder is open and releases it on leaving. When another
// designer holds the lock (seen in the forms list or answered 423 FORM_LOCKED) the builder opens read-only.
import { useEffect, useState } from 'react';
import { ApiError } from '../../runtime/core/http';
import { builderApi } from '../builder-api';
import { errorMessage } from '../../runtime/core/error-message';

export type LockState =
  | { status: 'pending' }
  | { status: 'mine' }
  | { status: 'theirs'; holder: string }
  | { status: 'failed'; message: string };

export function useFormLock(formId: string, userId: string | undefined): LockState {
  const [state, setState] = useState<LockState>({ status: 'pending' });

  useEffect(() => {
    let held = false;
    let left = false;
    async function acquire() {
      const summaries = await builderApi.listForms({ q: formId, includeRetired: true });
      const holder = summaries.find((summary) => summary.id === formId)?.lockedBy;
      if (holder && holder.id !== userId) return { status: 'theirs', holder: holder.displayName } as const;
      await builderApi.lock(formId, true);
      held = true;
      if (left) void builderApi.lock(formId, false);
      return { status: 'mine' } as const;
    }
    acquire().then(
      (next) => !left && setState(next),
      (failure: unknown) => {
        if (left) return;
        if (failure instanceof ApiError && failure.errorCode === 'FORM_LOCKED') {
          setState({ status: 'theirs', holder: failure.message.replace(/^The form is locked by /, '') });
        } else
          setState({
            status: 'failed',
            message: errorMessage(failure),
          });
      },
    );
    return () => {
      left = true;
      if (held) void builderApi.lock(formId, false).catch(() => undefined);
    };
  }, [formId, userId]);

  return state;
}
