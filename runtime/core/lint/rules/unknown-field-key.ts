// Chain steps and listeners that set, show, hide or redraw a field by key: a key no component has does
// nothing at run time, silently.
import { defineLintRule } from '../lint-rule';
import { dataKeys, rootOf } from '../form-keys';
import { eachFormValue } from '../form-values';

/** The field keys a setting names: [pointer, key] pairs. */
function fieldKeysOf(name: string, value: unknown, parent: unknown, pointer: string): [string, string][] {
  if (name === 'componentsToToggle' || name === 'componentsToRedraw') {
    if (!Array.isArray(value)) return [];
    return value.flatMap((key, index) => (typeof key === 'string' ? [[`${pointer}/${index}`, key]] : []));
  }
  // fieldValuesConfig rows and listener setValueOnFields steps both name the field in fieldName.
  if (name === 'fieldName' && typeof value === 'string') {
    const holder = parent as { fieldValue?: unknown };
    if (holder.fieldValue !== undefined) return [[pointer, value]];
  }
  return [];
}

export const unknownFieldKey = defineLintRule({
  id: 'unknown-field-key',
  severity: 'error',
  description:
    'setFieldValues, setValueOnFields, toggleComponentsVisibility or redrawComponents naming no field',
  check(form) {
    const known = dataKeys(form);
    const problems: { path: string; message: string }[] = [];
    eachFormValue(form, ({ name, value, parent, pointer }) => {
      for (const [path, key] of fieldKeysOf(name, value, parent, pointer)) {
        if (key.includes('{{') || known.has(rootOf(key))) continue;
        problems.push({
          path,
          message: `No component of this form has the key "${rootOf(key)}": use the key of an existing field (or add the field).`,
        });
      }
    });
    return problems;
  },
});
