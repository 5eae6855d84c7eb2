// The forms a form definition opens by id, read as the runtime reads them: a nested form's formId (and
// Form.io's own form and src), a popup's popupScreenId (buttons, listeners, table cells, the screen
// configuration's popups), a chain popup's screenId (used whatever its popupType), a smart table's
// importFormId, and the screen a navigation or the redirect after a submission goes to. Retiring a form asks it what still uses the form; the unknown-form-id lint rule asks it
// which ids to look up.
import type { FormDefinition } from '../../schemas/form-definition';
import { POPUP_SCREEN_IDS } from './actions/popup-screen';
import { eachFormValue } from './lint/form-values';
import { screenFormIdOfUrl } from './screen-url';

export interface FormReference {
  formId: string;
  /** JSON pointer from the form definition, e.g. `/components/3/showPopupConfig/popupScreenId`. */
  pointer: string;
}

/** The dashboard route (/app/my-dashboard) shows this form. */
export const DASHBOARD_FORM_ID = 'my-dashboard';

/** Forms the portal opens by itself, with no form naming them: the popup screens and the dashboard. */
export const PORTAL_FORM_IDS: ReadonlySet<string> = new Set([
  ...Object.values(POPUP_SCREEN_IDS),
  DASHBOARD_FORM_ID,
]);

/** The last path segment of a nested form's src (`…/application/address?x` → `address`). */
const lastSegment = (src: string) =>
  src
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean)
    .pop();

const isNestedForm = (holder: Record<string, unknown>) => holder.type === 'form';

/** The form id a setting names, if it names one the runtime opens. */
function referencedId(name: string, value: unknown, parent: unknown): string | undefined {
  if (typeof value !== 'string' || Array.isArray(parent)) return undefined;
  const text = value.trim();
  if (!text) return undefined;
  // An address names its form in one segment; the record id after it may be a template.
  if (name === 'navigateToUrl' || name === 'redirectUrlAfterSubmission') return screenFormIdOfUrl(text);
  // A template is filled in at run time ({{formId}} takes the propagated state's): no fixed form.
  if (text.includes('{{')) return undefined;
  const holder = parent as Record<string, unknown>;
  switch (name) {
    case 'popupScreenId':
    case 'importFormId':
    case 'screenId':
      return text;
    case 'formId':
    case 'form':
      return isNestedForm(holder) ? text : undefined;
    case 'src':
      return isNestedForm(holder) ? lastSegment(text) : undefined;
    default:
      return undefined;
  }
}

/** Every form a component list opens by id, in document order, with where it is named. */
export function formReferences(components: unknown): FormReference[] {
  const references: FormReference[] = [];
  eachFormValue({ components } as FormDefinition, ({ name, value, parent, pointer }) => {
    const formId = referencedId(name, value, parent);
    if (formId) references.push({ formId, pointer });
  });
  return references;
}

/** Whether a component list opens the form. */
export const refersToForm = (components: unknown, formId: string) =>
  formReferences(components).some((reference) => reference.formId === formId);
