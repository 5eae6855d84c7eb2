// Navigation with the rules of spec 000 §4: dialogs closed, cancelNavigation honoured, URL templated,
// an evaluated URL or state when the designer gives a script.
import type { NavigationConfig } from '../../../../schemas/actions';
import { navigateWithRules } from '../../navigation';
import { runScript } from '../../script';
import { evaluatePropagatedState } from '../../state-evaluator';
import type { ActionRun } from '../action-context';
import { actionScope } from '../action-scope';
import { defineAction } from '../define-action';

export function navigateWith(config: NavigationConfig, run: ActionRun): Promise<boolean> {
  const scope = actionScope(run);
  const evaluatedState = evaluatePropagatedState(config.stateToPropagateEvaluator, scope);
  const evaluatedUrl = config.navigateUrlEvaluator
    ? String(runScript(config.navigateUrlEvaluator, scope, { resultVariable: 'url' }) ?? '')
    : undefined;
  return navigateWithRules(
    {
      url: config.navigateToUrl,
      evaluatedUrl,
      state: { ...config.stateToPropagate, ...evaluatedState },
      viaBrowser: config.navigateViaBrowser,
      scope,
    },
    run.services.navigation,
  );
}

export const navigateToUrl = defineAction<{ navigationConfig?: NavigationConfig }>({
  dialect: 'chain',
  types: ['navigateToUrl'],
  requiredSettings: { navigationConfig: 'where to go (its navigateToUrl)' },
  run: (step, run) => {
    if (!step.navigationConfig) throw new Error('navigateToUrl needs a navigationConfig');
    return navigateWith(step.navigationConfig, run);
  },
});
