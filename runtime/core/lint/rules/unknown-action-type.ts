// A chain step (an action button's actionProcessors) or a listener step (a screen configuration's
// actionListener[].actionChain) whose type has no handler in runtime/core/actions/registry.ts fails only
// when someone clicks: the chain engine stops there with 'Unknown action type' and the later steps never
// run. The registry is the one list of types (the builder offers the same names).
import type { ActionDialect } from '../../actions/define-action';
import { actionTypes } from '../../actions/registry';
import { closestName } from '../closest-name';
import { defineLintRule } from '../lint-rule';
import { eachFormValue } from '../form-values';

/** The lists of steps, by the property holding them. */
const STEP_LISTS = new Map<
  string,
  { dialect: ActionDialect; typeProperty: string; what: string; when: string }
>([
  [
    'actionProcessors',
    {
      dialect: 'chain',
      typeProperty: 'actionType',
      what: 'an action type of button chains',
      when: 'a click on the button',
    },
  ],
  [
    'actionChain',
    { dialect: 'listener', typeProperty: 'type', what: 'a listener step type', when: 'the listener' },
  ],
]);

const DIALECT_NAMES: Record<ActionDialect, string> = {
  chain: 'an action type of button chains (actionProcessors)',
  listener: 'a listener step type (actionChain)',
  legacy: "a button's single legacy actionType",
};

/** What to say after "… is not <what>": the nearest type of the dialect, or where the type does belong. */
export function typeAdvice(type: string, dialect: ActionDialect): string {
  const known = actionTypes(dialect);
  const nearest = closestName(type, known);
  if (nearest !== undefined) return `Did you mean "${nearest}"?`;
  const elsewhere = (['chain', 'listener', 'legacy'] as const).find(
    (other) => other !== dialect && actionTypes(other).includes(type),
  );
  const choices = `Use one of: ${known.join(', ')}.`;
  return elsewhere ? `"${type}" is ${DIALECT_NAMES[elsewhere]}. ${choices}` : choices;
}

export const unknownActionType = defineLintRule({
  id: 'unknown-action-type',
  severity: 'error',
  description: 'A button chain step or a listener step whose type is not a registered action type',
  check(form) {
    const problems: { path: string; message: string }[] = [];
    eachFormValue(form, ({ name, value, pointer }) => {
      const chain = STEP_LISTS.get(name);
      if (!chain || !Array.isArray(value)) return;
      const known = new Set(actionTypes(chain.dialect));
      value.forEach((step: unknown, index) => {
        if (!step || typeof step !== 'object') return;
        const record = step as Record<string, unknown>;
        const type = record[chain.typeProperty];
        const label = `Step ${index + 1}${typeof record.actionName === 'string' && record.actionName ? ` ("${record.actionName}")` : ''}`;
        const at = `${pointer}/${index}/${chain.typeProperty}`;
        if (typeof type !== 'string' || !type.trim()) {
          problems.push({
            path: at,
            message: `${label} has no ${chain.typeProperty}: choose one of ${[...known].join(', ')}.`,
          });
          return;
        }
        if (known.has(type)) return;
        problems.push({
          path: at,
          message: `${label}: "${type}" is not ${chain.what}, so ${chain.when} would stop at this step with 'Unknown action type' and never run the steps after it. ${typeAdvice(type, chain.dialect)}`,
        });
      });
    });
    return problems;
  },
});
