// Whether a form holds designer code that runs in the script sandbox: a script of the portal's own settings
// (runtime/core/lint/script-settings.ts) or a template that is more than `{{ path }}` references. A screen
// that does loads the sandbox before it is drawn; one that does not never loads it. Form.io's own script
// settings (customConditional, calculateValue, customDefaultValue, validate.custom) do not count: Form.io's
// evaluator runs them in the page, never in the sandbox.
import type { FormDefinition } from '../../schemas/form-definition';
import { eachFormString } from './lint/form-values';
import { FORMIO_SCRIPT_SETTINGS, isScriptSetting, isTemplateSetting } from './lint/script-settings';
import { isPathTemplate } from './template';

export function formHasScripts(form: FormDefinition): boolean {
  let found = false;
  eachFormString(form, (text, { name }) => {
    found ||=
      (isScriptSetting(name, text) && !FORMIO_SCRIPT_SETTINGS.has(name)) ||
      (isTemplateSetting(name, text) && !isPathTemplate(text));
  });
  return found;
}
