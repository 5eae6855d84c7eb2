// Asks before rolling back: the rollback saves a new draft copying the chosen version, with a note.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { NOTE_MAX_LENGTH } from '../form-builder/note-length';

interface RollbackDialogProps {
  version: number;
  onConfirm(note: string): void;
  onCancel(): void;
}

export function RollbackDialog({ version, onConfirm, onCancel }: RollbackDialogProps) {
  const [note, setNote] = useState(`Rolled back to version ${version}`);
  return (
    <Dialog
      visible
      header={`Roll back to version ${version}`}
      onHide={onCancel}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <>
          <Button label="Cancel" outlined onClick={onCancel} />
          <Button label="Roll back" onClick={() => onConfirm(note.trim())} autoFocus />
        </>
      }
    >
      <p>
        Saves a new draft equal to version {version}. The published version stays as it is until you publish
        the new draft.
      </p>
      <label htmlFor="rollback-note" className="form-label">
        Note
      </label>
      <InputTextarea
        id="rollback-note"
        className="w-100"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </Dialog>
  );
}
