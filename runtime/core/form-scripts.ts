// Whether a form holds designer scripts (a setting runtime/core/lint/script-settings.ts names): a screen
// that does loads the script sandbox before it is drawn; one that does not never loads it.
import type { FormDefinition } from '../../schemas/form-definition';
import { eachFormString } from './lint/form-values';
import { isScriptSetting } from './lint/script-settings';

export function formHasScripts(form: FormDefinition): boolean {
  let found = false;
  eachFormString(form, (text, { name }) => {
    found ||= isScriptSetting(name, text);
  });
  return found;
}
