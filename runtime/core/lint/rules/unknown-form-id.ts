// Popups, nested forms, import configurations and navigations open another form by id: a missing one
// fails at run time, when the user clicks. The ids are those the runtime reads (form-references.ts).
import type { FormDefinition } from '../../../../schemas/form-definition';
import { formReferences } from '../../form-references';
import { defineLintRule } from '../lint-rule';

export const unknownFormId = defineLintRule({
  id: 'unknown-form-id',
  severity: 'error',
  description:
    'A popup screen, nested form, import configuration form or navigation target that does not exist',
  check(form: FormDefinition, catalogue) {
    if (!catalogue.formIds) return [];
    const known = new Set([...catalogue.formIds, form.id]);
    return formReferences(form.components)
      .filter(({ formId }) => !known.has(formId))
      .map(({ formId, pointer }) => ({
        path: pointer,
        message: `No form has the id "${formId}": choose an existing form (or create "${formId}" first).`,
      }));
  },
});
