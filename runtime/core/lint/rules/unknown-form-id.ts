// Popups, nested forms and import configurations open another form by id: a missing one fails at
// run time, when the user clicks.
import type { FormDefinition } from '../../../../schemas/form-definition';
import { defineLintRule } from '../lint-rule';
import { eachFormValue } from '../form-values';

const FORM_ID_SETTINGS = new Set(['popupScreenId', 'importFormId']);

/** The form id a setting names, if it is one: popups, import configurations, nested forms. */
function formIdOf(name: string, value: unknown, parent: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  if (FORM_ID_SETTINGS.has(name)) return value;
  const holder = parent as { type?: unknown; popupType?: unknown };
  if (name === 'form' && holder.type === 'form') return value;
  if (name === 'screenId' && holder.popupType === 'custom') return value;
  return undefined;
}

export const unknownFormId = defineLintRule({
  id: 'unknown-form-id',
  severity: 'error',
  description: 'A popup screen, nested form or import configuration form that does not exist',
  check(form: FormDefinition, catalogue) {
    if (!catalogue.formIds) return [];
    const known = new Set([...catalogue.formIds, form.id]);
    const problems: { path: string; message: string }[] = [];
    eachFormValue(form, ({ name, value, parent, pointer }) => {
      const id = formIdOf(name, value, parent);
      if (id === undefined || known.has(id) || id.includes('{{')) return;
      problems.push({
        path: pointer,
        message: `No form has the id "${id}": choose an existing form (or create "${id}" first).`,
      });
    });
    return problems;
  },
});
