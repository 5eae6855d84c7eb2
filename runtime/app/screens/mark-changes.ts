// Marks the fields whose pending value differs from the current version, with the current value as a
// tooltip (spec 000 §4 screen load step 4).
import { changedFields } from '../../core/pending-changes';
import type { FormioInstance } from './FormioForm';

export const CHANGED_FIELD_CLASS = 'ignite-changed-field';

export function markChangedFields(form: FormioInstance, data: Record<string, unknown>): string[] {
  const current = data.currentVersion as Record<string, unknown> | undefined;
  if (!data.showComparison || !current) return [];
  const changed = changedFields(data, current);
  for (const key of changed) {
    const element: HTMLElement | undefined = form.getComponent(key)?.element;
    if (!element) continue;
    element.classList.add(CHANGED_FIELD_CLASS);
    const before = current[key];
    element.title = `Current value: ${before === undefined || before === null || before === '' ? '(empty)' : String(before)}`;
  }
  return changed;
}
