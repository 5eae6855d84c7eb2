// The names a form's data can hold: its components' keys and the settings that store a value under a
// name of their own (initialization steps, popups' return values, table selections ...).
import type { FormDefinition } from '../../../schemas/form-definition';
import { eachComponent } from '../form-tree';
import { eachFormString } from './form-values';

/** Settings naming where in the data they store a value (`*`: the whole data). */
export const STORING_SETTINGS: ReadonlySet<string> = new Set([
  'storageAttribute',
  'propertyName',
  'returnValueStorageAttribute',
  'responseContextVariable',
  'fieldNameToStoreResult',
  'gridFieldToStoreResult',
  'selectedRecordStorageField',
  'parserResultField',
  'inputContextVariable',
]);

/** The first segment of a data path: `fine.amount` and `fines[0]` are about `fine` and `fines`. */
export const rootOf = (path: string): string => path.trim().split(/[.[]/)[0] ?? '';

export function componentKeys(form: FormDefinition): Set<string> {
  const keys = new Set<string>();
  eachComponent(form.components, ({ component }) => {
    if (component.key) keys.add(component.key);
  });
  return keys;
}

/** Component keys plus every name a setting stores data under. */
export function dataKeys(form: FormDefinition): Set<string> {
  const keys = componentKeys(form);
  eachFormString(form, (text, { name }) => {
    if (STORING_SETTINGS.has(name) && text !== '*') keys.add(rootOf(text));
  });
  return keys;
}
