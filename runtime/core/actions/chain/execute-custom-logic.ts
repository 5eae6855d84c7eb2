import type { ActionProcessor } from '../../../../schemas/actions';
import { runScript } from '../../script';
import { actionScope } from '../action-scope';
import { defineAction } from '../define-action';

export const executeCustomLogic = defineAction<ActionProcessor>({
  dialect: 'chain',
  types: ['executeCustomLogic'],
  requiredSettings: { 'customLogicConfig.scriptToExecute': 'the script to run' },
  run: (step, run) => {
    const script = step.customLogicConfig?.scriptToExecute;
    if (!script) throw new Error('executeCustomLogic needs customLogicConfig.scriptToExecute');
    return runScript(script, actionScope(run));
  },
});
