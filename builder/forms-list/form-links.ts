// Where a form opens: in the builder (read-only when another designer holds its lock) and in the portal.
import type { FormSummary } from '../../schemas/form-versions';
import { BUILDER_PATHS } from '../builder-paths';

/** The portal serves published versions; designers see the draft with ?draft=true. */
export function portalPath(form: FormSummary, draft: boolean): string {
  const path = `/app/${encodeURIComponent(form.category || 'forms')}/${encodeURIComponent(form.id)}`;
  return draft ? `${path}?draft=true` : path;
}

export const readOnlyPath = (formId: string) => `${BUILDER_PATHS.form(formId)}?readOnly=true`;

export const FORM_ID_MESSAGE =
  'Lower-case letters, digits, "-" and "_" only, starting with a letter or digit (at most 100).';
