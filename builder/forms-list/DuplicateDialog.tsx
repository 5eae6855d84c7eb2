// Duplicates a form under a new id (a draft copy of its newest version).
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { FormSummary } from '../../schemas/form-versions';
import { builderApi } from '../builder-api';
import { DialogError } from './DialogError';
import { FormIdField, isFormId } from './FormIdField';
import { errorMessage } from '../../runtime/core/error-message';

interface DuplicateDialogProps {
  form: FormSummary;
  onDone(copy: FormSummary): void;
  onCancel(): void;
}

export function DuplicateDialog({ form, onDone, onCancel }: DuplicateDialogProps) {
  const [newId, setNewId] = useState(`${form.id}-copy`);
  const [name, setName] = useState(`${form.name} (copy)`);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function duplicate() {
    setBusy(true);
    setError(null);
    try {
      onDone(await builderApi.duplicateForm(form.id, { newId, name: name.trim() || undefined }));
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      visible
      header={`Duplicate ${form.id}`}
      onHide={onCancel}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <>
          <Button label="Cancel" outlined onClick={onCancel} />
          <Button label="Duplicate" onClick={() => void duplicate()} disabled={busy || !isFormId(newId)} />
        </>
      }
    >
      <DialogError message={error} />
      <FormIdField id="duplicate-id" value={newId} onChange={setNewId} />
      <label htmlFor="duplicate-name" className="form-label">
        Title
      </label>
      <InputText
        id="duplicate-name"
        className="w-100"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
    </Dialog>
  );
}
