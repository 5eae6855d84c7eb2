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
