import type { ListenerStep } from '../../../../schemas/screen-config';
import { runScript } from '../../script';
import { actionScope } from '../action-scope';
import { defineAction } from '../define-action';

export const listenerExecuteScript = defineAction<ListenerStep>({
  dialect: 'listener',
  types: ['executeScript'],
  requiredSettings: { scriptToExecute: 'the script to run' },
  run: (step, run) => {
    if (!step.scriptToExecute) throw new Error('executeScript needs scriptToExecute');
    return runScript(step.scriptToExecute, actionScope(run));
  },
});
