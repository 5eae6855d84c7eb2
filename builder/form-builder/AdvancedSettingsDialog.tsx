// "Advanced settings…" of a Form.io settings dialog: the structured and JSON editors of builder/editors
// on the component being edited, checked against the rest of the form as it stands on the canvas.
import { useMemo } from 'react';
import { eachComponent } from '../../runtime/core/form-tree';
import type { FormComponent } from '../../schemas/form-definition';
import { SettingsEditorDialog } from '../editors/SettingsEditorDialog';
import { replaceComponent } from '../editors/use-component-lint';
import type { AdvancedSettingsRequest } from './formio-builder';

interface AdvancedSettingsDialogProps {
  request: AdvancedSettingsRequest;
  /** The components on the canvas now. */
  formComponents: FormComponent[];
  onClose(): void;
}

/** The canvas's components with the edited one standing in for its saved self (lint finds it by identity). */
function withEdited(components: FormComponent[], edited: FormComponent): FormComponent[] {
  let onCanvas: FormComponent | undefined;
  eachComponent(components, ({ component }) => {
    if (component.key === edited.key) onCanvas ??= component;
  });
  return onCanvas ? replaceComponent(components, onCanvas, edited) : [...components, edited];
}

export function AdvancedSettingsDialog({ request, formComponents, onClose }: AdvancedSettingsDialogProps) {
  const component = request.settings as FormComponent;
  const components = useMemo(() => withEdited(formComponents, component), [formComponents, component]);
  return (
    <SettingsEditorDialog
      component={component}
      formComponents={components}
      onApply={(updated) => {
        request.apply(updated);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
