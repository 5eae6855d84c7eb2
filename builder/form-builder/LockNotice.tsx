// What a page of the builder says about the form's lock when it is not the reader's to edit.
import { Message } from 'primereact/message';
import type { LockState } from './use-form-lock';

export function LockNotice({ lock }: { lock: LockState }) {
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
