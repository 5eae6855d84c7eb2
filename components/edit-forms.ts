// The builder settings forms (Form.io edit forms) of the custom components: one line per component.
// Only the builder imports this file, so the portal's screens never load the settings forms.
import { customComponents } from './index';
import { actionButtonEditForm } from './action-button/edit-form';
import { appTimelineEditForm } from './app-timeline/edit-form';
import { embeddedReportEditForm } from './embedded-report/edit-form';
import { screenConfigEditForm } from './screen-config/edit-form';
import { smartTableEditForm } from './smart-table/edit-form';
import { urlBasedTextFieldEditForm } from './url-based-textfield/edit-form';
import { vectorCheckboxEditForm } from './vector-checkbox/edit-form';

type EditForm = () => { components: unknown[] };

export const customEditForms: Record<string, EditForm> = {
  'action-button': actionButtonEditForm,
  'app-timeline': appTimelineEditForm,
  'embedded-report': embeddedReportEditForm,
  'screen-config': screenConfigEditForm,
  'smart-table': smartTableEditForm,
  'url-based-textfield': urlBasedTextFieldEditForm,
  'vector-checkbox': vectorCheckboxEditForm,
};

/** Gives each registered custom component its settings form; a form for an unknown type is an error. */
export function attachEditForms(): void {
  for (const [type, editForm] of Object.entries(customEditForms)) {
    const entry = customComponents.find((component) => component.type === type);
    if (!entry) throw new Error(`An edit form is given for "${type}", which is not a custom component`);
    entry.componentClass.editForm = editForm;
  }
}
