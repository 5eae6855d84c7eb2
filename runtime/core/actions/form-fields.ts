// Reading and writing form fields from actions: through the component when the form has one (so the
// screen shows the value), else straight into the data.
import get from 'lodash/get';
import set from 'lodash/set';
import type { ActionForm } from './action-context';

export function readField(form: ActionForm, path: string): unknown {
  return get(form.data, path);
}

export function writeField(form: ActionForm, path: string, value: unknown, appendIfArray = false): void {
  const current = get(form.data, path);
  const next =
    appendIfArray && Array.isArray(current)
      ? [...current, ...(Array.isArray(value) ? value : [value])]
      : value;
  const component = form.getComponent(path);
  if (component) component.setValue(next, { modified: true });
  else set(form.data, path, next);
}

/** Empties a field: Form.io ignores setValue(null), so its own reset is used when it has one. */
export function clearField(form: ActionForm, path: string): void {
  const component = form.getComponent(path);
  if (component?.resetValue) component.resetValue();
  else if (component) component.setValue(component.emptyValue ?? '', { modified: true });
  else set(form.data, path, null);
}
