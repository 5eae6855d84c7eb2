// Emits `toggle-{key}` for each non-empty key (spec 000 §4); the screen flips the component's visibility.
import type { ActionProcessor } from '../../../../schemas/actions';
import { defineAction } from '../define-action';

export const TOGGLE_EVENT_PREFIX = 'toggle-';

export const toggleComponentsVisibility = defineAction<ActionProcessor>({
  dialect: 'chain',
  types: ['toggleComponentsVisibility'],
  run: (step, run) => {
    const keys = (step.toggleComponentsVisibilityConfig?.componentsToToggle ?? []).filter((key) =>
      key.trim(),
    );
    for (const key of keys) {
      run.form.emit(`${TOGGLE_EVENT_PREFIX}${key}`, { key });
      run.services.events.emit(`${TOGGLE_EVENT_PREFIX}${key}`, { key });
    }
    return keys;
  },
});
