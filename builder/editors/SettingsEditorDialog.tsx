// A dialog editing one component's settings (screen configuration, smart table, action button), for
// the drag-and-drop builder's settings panels: Apply hands the edited component back. Settings that break
// their schema are not handed back (Form.io's dialog would take a label that is not text, and fail on it),
// nor is a JSON text that is not settings: Apply says why it is refused.
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import type { FormComponent } from '../../schemas/form-definition';
import { ComponentSettingsEditor } from './ComponentSettingsEditor';
import { settingsKindOf } from './settings-kinds';

interface SettingsEditorDialogProps {
  component: FormComponent;
  formComponents: readonly FormComponent[];
  onApply(updated: FormComponent): void;
  onClose(): void;
}

export function SettingsEditorDialog({
  component,
  formComponents,
  onApply,
  onClose,
}: SettingsEditorDialogProps) {
  const [draft, setDraft] = useState(component);
  const [jsonValid, setJsonValid] = useState(true);
  const [schemaValid, setSchemaValid] = useState(true);
  const kind = settingsKindOf(component);
  const refusal = !jsonValid
    ? 'The JSON text is not valid settings: nothing can be applied until it is.'
    : !schemaValid
      ? 'The settings break their schema (see Problems): nothing can be applied until they are corrected.'
      : undefined;
  return (
    <Dialog
      visible
      header={`Settings of ${String(component.label ?? component.key)}`}
      onHide={onClose}
      maximizable
      // Above Form.io's own settings dialog (z-index 10000), from which it is opened.
      baseZIndex={20000}
      // A height of its own: the settings and the problems scroll inside it, below their headers.
      className="ignite-settings-editor-dialog"
      style={{ width: 'min(72rem, 96vw)', height: '90vh' }}
      footer={
        <div className="ignite-settings-editor-dialog__footer">
          {refusal && (
            <span className="ignite-settings-editor-dialog__refusal" role="status">
              {refusal}
            </span>
          )}
          <Button label="Cancel" outlined onClick={onClose} />
          <Button label="Apply" onClick={() => onApply(draft)} disabled={!kind || Boolean(refusal)} />
        </div>
      }
    >
      {kind ? (
        <ComponentSettingsEditor
          kind={kind}
          original={component}
          value={draft}
          onChange={setDraft}
          formComponents={formComponents}
          onJsonValid={setJsonValid}
          onSchemaValid={setSchemaValid}
        />
      ) : (
        <p>This component has no settings editor.</p>
      )}
    </Dialog>
  );
}
