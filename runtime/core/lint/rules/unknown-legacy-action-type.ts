// An action button without a chain runs its single legacy actionType; a type no legacy handler names
// does nothing when clicked (spec 000 §4: "others (does nothing)"), so a misspelt one fails silently.
// Legacy forms may carry such types on purpose, hence a warning.
import { actionTypes } from '../../actions/registry';
import { eachComponent } from '../../form-tree';
import { defineLintRule } from '../lint-rule';
import { typeAdvice } from './unknown-action-type';

export const unknownLegacyActionType = defineLintRule({
  id: 'unknown-legacy-action-type',
  severity: 'warning',
  description: "An action button's single legacy actionType that no legacy action handles: it does nothing",
  check(form) {
    const known = new Set(actionTypes('legacy'));
    const problems: { path: string; message: string }[] = [];
    eachComponent(form.components, ({ component, pointer }) => {
      if (component?.type !== 'action-button') return;
      const { actionType, actionProcessors } = component;
      // A chain wins over the single action (runtime/core/actions/run-button.ts).
      if (Array.isArray(actionProcessors) && actionProcessors.length > 0) return;
      if (typeof actionType !== 'string' || !actionType.trim() || known.has(actionType)) return;
      problems.push({
        path: `/components${pointer}/actionType`,
        message: `"${actionType}" is not a legacy action type: a click on this button does nothing. ${typeAdvice(actionType, 'legacy')}`,
      });
    });
    return problems;
  },
});
