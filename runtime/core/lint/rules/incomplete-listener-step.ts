// A screen listener's step (actionListener[].actionChain[]) without the setting its type cannot run
// without (spec 000 §5: a call API step needs its URL) fails only when the listened event fires: the
// step throws and the steps after it never run.
import { defineLintRule } from '../lint-rule';
import { eachFormValue } from '../form-values';

/** By listener step type: the settings it needs, with what each is for. */
const NEEDED: Record<string, readonly [setting: string, what: string][]> = {
  callApi: [['url', 'the URL to call']],
  'call API': [['url', 'the URL to call']],
  executeScript: [['scriptToExecute', 'the script to run']],
  setValueOnFields: [
    ['fieldName', 'the key of the field to set'],
    ['fieldValue', 'the script giving its value'],
  ],
  'set field values': [
    ['fieldName', 'the key of the field to set'],
    ['fieldValue', 'the script giving its value'],
  ],
  refreshSmartTable: [['smartTableId', 'the key of the smart table to refresh']],
};

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
        for (const [setting, what] of NEEDED[type] ?? []) {
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
