// One object per component instance (a table's or report's controller), made on first use and kept as
// long as Form.io keeps the instance, so it outlives the redraws that rebuild the component's view.
import type { ComponentContext } from '../runtime/core/component-context';
import type { FormioComponentInstance } from './formio';

export function perInstance<T>(
  create: (instance: FormioComponentInstance, context: ComponentContext) => T,
): (instance: FormioComponentInstance, context: ComponentContext) => T {
  const made = new WeakMap<FormioComponentInstance, T>();
  return (instance, context) => {
    let value = made.get(instance);
    if (value === undefined) {
      value = create(instance, context);
      made.set(instance, value);
    }
    return value;
  };
}
