// A screen listener's step (actionListener[].actionChain[]) without the setting its type cannot run
// without (spec 000 §5: a call API step needs its URL) fails only when the listened event fires: the
// step throws and the steps after it never run. Each listener action declares what it needs
// (requiredSettings in its file under runtime/core/actions/listener/).
import { defineLintRule } from '../lint-rule';
import { eachMissingStepSetting } from '../missing-step-settings';

export const incompleteListenerStep = defineLintRule({
  id: 'incomplete-listener-step',
  severity: 'error',
  description: 'A screen listener step without a setting its type needs (a call without its URL …)',
  check(form) {
    const problems: { path: string; message: string }[] = [];
    const chain = { list: 'actionChain', dialect: 'listener', typeProperty: 'type' } as const;
    eachMissingStepSetting(form, chain, ({ index, type, setting, what, path }) =>
      problems.push({
        path,
        message: `Listener step ${index + 1} ("${type}") has no ${setting}: give ${what}, or the step fails when the event fires and the steps after it never run.`,
      }),
    );
    return problems;
  },
});
