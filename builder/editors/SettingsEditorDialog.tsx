// A dialog editing one component's settings (screen configuration, smart table, action button), for
// the drag-and-drop builder's settings panels: Apply hands the edited component back.
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
  const kind = settingsKindOf(component);
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
        <>
          <Button label="Cancel" outlined onClick={onClose} />
          <Button label="Apply" onClick={() => onApply(draft)} disabled={!kind || !jsonValid} />
        </>
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
        />
      ) : (
        <p>This component has no settings editor.</p>
      )}
    </Dialog>
  );
}
