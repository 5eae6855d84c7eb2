// Whether a form holds designer code: a script (a setting runtime/core/lint/script-settings.ts names) or
// a template that is more than `{{ path }}` references. A screen that does loads the script sandbox
// before it is drawn; one that does not never loads it.
import type { FormDefinition } from '../../schemas/form-definition';
import { eachFormString } from './lint/form-values';
import { isScriptSetting, isTemplateSetting } from './lint/script-settings';
import { isPathTemplate } from './template';

export function formHasScripts(form: FormDefinition): boolean {
  let found = false;
  eachFormString(form, (text, { name }) => {
    found ||= isScriptSetting(name, text) || (isTemplateSetting(name, text) && !isPathTemplate(text));
  });
  return found;
}
