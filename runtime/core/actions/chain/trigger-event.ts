import type { ActionProcessor } from '../../../../schemas/actions';
import { actionScope } from '../action-scope';
import { defineAction } from '../define-action';

export const triggerEvent = defineAction<ActionProcessor>({
  dialect: 'chain',
  types: ['triggerEvent'],
  requiredSettings: { 'triggerEventConfig.eventName': 'the name of the event to emit' },
  run: (step, run) => {
    const name = step.triggerEventConfig?.eventName;
    if (!name) throw new Error('triggerEvent needs triggerEventConfig.eventName');
    const payload = { data: actionScope(run).data, results: run.results };
    run.form.emit(name, payload);
    run.services.events.emit(name, payload);
    return name;
  },
});
