// Creates a form: id, title, category and how it starts (blank or a screen type's template), then
// opens it in the builder.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { builderApi } from '../builder-api';
import { DialogError } from './DialogError';
import { FormIdField, isFormId } from './FormIdField';
import { newFormFromTemplate, SCREEN_TEMPLATES, type ScreenStart } from './screen-templates';
import { errorMessage } from '../../runtime/core/error-message';

interface NewFormDialogProps {
  categories: string[];
  onCreated(formId: string): void;
  onCancel(): void;
}

export function NewFormDialog({ categories, onCreated, onCancel }: NewFormDialogProps) {
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [start, setStart] = useState<ScreenStart>('create');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = isFormId(id) && name.trim() !== '' && !busy;

  async function create() {
    setBusy(true);
    setError(null);
    try {
      const form = newFormFromTemplate(start, { id, name: name.trim(), category: category.trim() });
      await builderApi.createForm({ form, note: `Created from the ${start} start` });
      onCreated(id);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog
      visible
      header="New form"
      onHide={onCancel}
      style={{ width: 'min(40rem, 95vw)' }}
      footer={
        <>
          <Button label="Cancel" outlined onClick={onCancel} />
          <Button label="Create and open" onClick={() => void create()} disabled={!ready} />
        </>
      }
    >
      <DialogError message={error} />
      <FormIdField id="new-form-id" value={id} onChange={setId} />
      <div className="mb-3">
        <label htmlFor="new-form-name" className="form-label">
          Title
        </label>
        <InputText
          id="new-form-name"
          className="w-100"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="mb-3">
        <label htmlFor="new-form-category" className="form-label">
          Category
        </label>
        <InputText
          id="new-form-category"
          className="w-100"
          list="new-form-categories"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        />
        <datalist id="new-form-categories">
          {categories.map((entry) => (
            <option key={entry} value={entry} />
          ))}
        </datalist>
      </div>
      <fieldset>
        <legend className="form-label fs-6">Start from</legend>
        <div className="ignite-forms-list__starts">
          {SCREEN_TEMPLATES.map((template) => (
            <label
              key={template.start}
              className="ignite-forms-list__start"
              htmlFor={`start-${template.start}`}
            >
              <RadioButton
                inputId={`start-${template.start}`}
                name="start"
                value={template.start}
                checked={start === template.start}
                onChange={() => setStart(template.start)}
              />
              <span>
                <strong>{template.title}</strong>
                <br />
                <small className="text-muted">{template.description}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Dialog>
  );
}
