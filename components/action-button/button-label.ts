// The button's label: dynamicLabelValue (a template) filled from the form data when given.
import { interpolate } from '../../runtime/core/template';
import type { ActionButton } from '../../schemas/actions';

export function buttonLabel(
  settings: Pick<ActionButton, 'label' | 'dynamicLabelValue'>,
  data: Record<string, unknown>,
): string {
  const dynamic = settings.dynamicLabelValue?.trim();
  if (!dynamic) return settings.label;
  return interpolate(dynamic, { data }).trim() || settings.label;
}
