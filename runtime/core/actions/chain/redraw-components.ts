import type { ActionProcessor } from '../../../../schemas/actions';
import { defineAction } from '../define-action';

export const redrawComponents = defineAction<ActionProcessor>({
  dialect: 'chain',
  types: ['redrawComponents'],
  run: (step, run) => {
    const keys = step.redrawComponentsConfig?.componentsToRedraw ?? [];
    if (keys.length === 0 || keys.includes('*')) return run.form.redraw();
    for (const key of keys) {
      const component = run.form.getComponent(key);
      if (component) component.redraw();
      else run.services.log.warn(`redrawComponents: there is no component "${key}"`);
    }
  },
});
