// Every setting of a form's components with its JSON pointer, so a rule can look at the settings it
// knows by name wherever they sit (a button, a chain step, a table column, a listener).
import type { FormDefinition } from '../../../schemas/form-definition';

export interface FormValue {
  /** JSON pointer from the form definition, e.g. `/components/3/actionProcessors/1/url`. */
  pointer: string;
  /** The property name holding the value (the enclosing one for list items). */
  name: string;
  value: unknown;
  /** The object holding the property. */
  parent: Record<string, unknown> | unknown[];
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Visits every value below `/components`, depth first, parents before children. */
export function eachFormValue(form: FormDefinition, visit: (value: FormValue) => void): void {
  const walk = (value: unknown, pointer: string, name: string, parent: FormValue['parent']) => {
    visit({ pointer, name, value, parent });
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${pointer}/${index}`, name, value));
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        walk(inner, `${pointer}/${escapePointer(key)}`, key, value as Record<string, unknown>);
      }
    }
  };
  walk(form.components, '/components', 'components', form as unknown as Record<string, unknown>);
}

/** Every string setting, with its pointer and property name. */
export function eachFormString(form: FormDefinition, visit: (text: string, value: FormValue) => void): void {
  eachFormValue(form, (value) => {
    if (typeof value.value === 'string') visit(value.value, value);
  });
}
