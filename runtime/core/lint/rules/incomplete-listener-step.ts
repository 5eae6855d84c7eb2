// A screen listener's step (actionListener[].actionChain[]) without the setting its type cannot run
// without (spec 000 §5: a call API step needs its URL) fails only when the listened event fires: the
// step throws and the steps after it never run. Each listener action declares what it needs
// (requiredSettings in its file under runtime/core/actions/listener/).
import { findAction } from '../../actions/registry';
import { defineLintRule } from '../lint-rule';
import { eachFormValue } from '../form-values';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export const incompleteListenerStep = defineLintRule({
  id: 'incomplete-listener-step',
  severity: 'error',
  description: 'A screen listener step without a setting its type needs (a call without its URL …)',
  check(form) {
    const problems: { path: string; message: string }[] = [];
    eachFormValue(form, ({ name, value, pointer }) => {
      if (name !== 'actionChain' || !Array.isArray(value)) return;
      value.forEach((step: unknown, index) => {
        if (!step || typeof step !== 'object') return;
        const record = step as Record<string, unknown>;
        const type = record.type;
        if (typeof type !== 'string') return;
        const needed = findAction('listener', type)?.requiredSettings ?? {};
        for (const [setting, what] of Object.entries(needed)) {
          if (filled(record[setting])) continue;
          problems.push({
            path: `${pointer}/${index}/${setting}`,
            message: `Listener step ${index + 1} ("${type}") has no ${setting}: give ${what}, or the step fails when the event fires and the steps after it never run.`,
          });
        }
      });
    });
    return problems;
  },
});
