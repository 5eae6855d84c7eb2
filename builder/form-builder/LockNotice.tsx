// What a page of the builder says about the form's lock when it is not the reader's to edit.
import { Message } from 'primereact/message';
import type { LockState } from './use-form-lock';

interface LockNoticeProps {
  lock: LockState;
  /** Offered when the lock was taken from the reader with changes not saved: they keep them as a file. */
  onDownload?: () => void;
}

export function LockNotice({ lock, onDownload }: LockNoticeProps) {
  if (lock.status === 'theirs' && lock.taken)
    return (
      <Message
        severity="warn"
        content={
          <div className="ignite-form-builder__lock-lost">
            <span>
              {`${lock.holder} took this form's lock after yours lapsed: it is read-only now, without Save.`}
              {onDownload && ' Your unsaved changes are still on the canvas: download them to keep them.'}
            </span>
            {onDownload && (
              <button type="button" className="btn btn-warning btn-sm" onClick={onDownload}>
                Download my changes
              </button>
            )}
          </div>
        }
      />
    );
  if (lock.status === 'theirs')
    return (
      <Message
        severity="warn"
        text={`${lock.holder} is editing this form and holds its lock: it opens read-only, without Save.`}
      />
    );
  if (lock.status === 'failed')
    return <Message severity="error" text={`The form could not be locked: ${lock.message}`} />;
  return null;
}
