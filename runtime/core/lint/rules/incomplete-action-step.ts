// A button chain step (actionProcessors[]) or a button's single legacy action without the configuration
// its type cannot run without (navigateToUrl without its navigationConfig, postToUrl without its
// postToUrlConfig …) saves and publishes, and fails only on a click: the step throws and the steps after
// it never run. Each action declares what it needs (requiredSettings in its file under
// runtime/core/actions/chain/ and legacy/), as listener actions do for incomplete-listener-step.
import { missingSettings } from '../../actions/registry';
import { eachComponent } from '../../form-tree';
import { defineLintRule } from '../lint-rule';
import { eachMissingStepSetting, settingPointer } from '../missing-step-settings';

export const incompleteActionStep = defineLintRule({
  id: 'incomplete-action-step',
  severity: 'error',
  description:
    "A button chain step or a button's legacy action without the configuration its type needs (navigateToUrl without navigationConfig …)",
  check(form) {
    const problems: { path: string; message: string }[] = [];
    const chain = { list: 'actionProcessors', dialect: 'chain', typeProperty: 'actionType' } as const;
    eachMissingStepSetting(form, chain, ({ index, step, type, setting, what, path }) => {
      const name = typeof step.actionName === 'string' && step.actionName ? `"${step.actionName}", ` : '';
      problems.push({
        path,
        message: `Step ${index + 1} (${name}${type}) has no ${setting}: give ${what}, or a click stops at this step and the steps after it never run.`,
      });
    });
    eachComponent(form.components, ({ component, pointer }) => {
      if (component?.type !== 'action-button') return;
      const { actionType, actionProcessors } = component;
      // A chain wins over the single action (runtime/core/actions/run-button.ts).
      if (Array.isArray(actionProcessors) && actionProcessors.length > 0) return;
      if (typeof actionType !== 'string') return;
      for (const { setting, what } of missingSettings('legacy', actionType, component))
        problems.push({
          path: settingPointer(`/components${pointer}`, setting),
          message: `The button's action "${actionType}" has no ${setting}: give ${what}, or a click on the button fails.`,
        });
    });
    return problems;
  },
});
