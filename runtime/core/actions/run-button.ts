// Turns a button's settings or a screen listener into chain steps and runs them.
import type { ActionButton, ActionProcessor } from '../../../schemas/actions';
import type { ActionListener } from '../../../schemas/screen-config';
import type { ActionRun } from './action-context';
import { runChain, type ChainStep, type ChainTrace } from './chain-engine';

export function buttonSteps(button: ActionButton): ChainStep[] {
  if (button.actionProcessors?.length) {
    return button.actionProcessors.map((processor: ActionProcessor) => ({
      dialect: 'chain',
      type: processor.actionType,
      name: processor.actionName,
      condition: processor.isConditional ? processor.conditionToEvaluate : undefined,
      step: processor,
    }));
  }
  if (button.actionType)
    return [{ dialect: 'legacy', type: button.actionType, name: button.key, step: button }];
  return [];
}

/**
 * A listener step's result is stored under the actionName the designer gave it (as a chain step's is; the
 * builder offers it after `results.`), else its responseContextVariable, else its type and position
 * (`executeScript1`).
 */
export function listenerSteps(listener: ActionListener): ChainStep[] {
  return listener.actionChain.map((step, index) => {
    const actionName = (step as { actionName?: unknown }).actionName;
    return {
      dialect: 'listener',
      type: step.type,
      name:
        typeof actionName === 'string' && actionName.trim()
          ? actionName
          : (step.responseContextVariable ?? `${step.type}${index + 1}`),
      step,
    };
  });
}

export function runButton(button: ActionButton, run: ActionRun): Promise<ChainTrace> {
  return runChain(`Button "${button.label || button.key}"`, buttonSteps(button), run);
}

export function runListener(listener: ActionListener, run: ActionRun): Promise<ChainTrace> {
  return runChain(`Listener ${listener.widgetToListen}:${listener.eventName}`, listenerSteps(listener), run);
}
