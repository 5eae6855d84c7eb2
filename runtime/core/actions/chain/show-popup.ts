// Shows a popup and answers what the popup answers (spec 000 §4 showPopup): skipped when a conditional
// popup's condition is false; the message interpolated up to twice (a message may itself produce a
// template: the second pass fills path references only, since what the first produced may be data);
// input data at inputContextVariable from the form data, falling back to the form instance, where the
// chain's results stand under their actionName (so a popup can show what an earlier step fetched), else
// the whole form data.
import get from 'lodash/get';
import type { PopupAction } from '../../../../schemas/actions';
import { evaluateCondition } from '../../script';
import { hasTemplate, interpolate, interpolateHtml, interpolatePaths } from '../../template';
import type { ActionRun } from '../action-context';
import { actionScope } from '../action-scope';
import { defineAction, SKIPPED } from '../define-action';
import { popupScreenFor } from '../popup-screen';

/**
 * The designer's template, then `{{ path }}` references in what it produced; data never runs as code.
 * With `html` (a popup's message, shown as HTML) every value from data is escaped: text, never markup.
 */
export function interpolateTwice(
  text: string,
  scope: Record<string, unknown>,
  { html = false }: { html?: boolean } = {},
): string {
  const once = html ? interpolateHtml(text, scope) : interpolate(text, scope);
  return hasTemplate(once) ? interpolatePaths(once, scope, { html }) : once;
}

export async function showPopupWith(popup: PopupAction, run: ActionRun): Promise<unknown> {
  const scope = actionScope(run);
  if (popup.isConditionalPopup && !evaluateCondition(popup.conditionToEvaluate, scope)) return SKIPPED;
  const variable = popup.inputContextVariable;
  const input = variable
    ? (get(run.form.data, variable) ?? get(run.results, variable) ?? get(run.form, variable))
    : run.form.data;
  return run.services.popups.open({
    formId: popupScreenFor(popup.popupType, popup.screenId),
    title: popup.headerText ? interpolateTwice(popup.headerText, scope) : undefined,
    description: popup.message ? interpolateTwice(popup.message, scope, { html: true }) : undefined,
    inputData:
      input && typeof input === 'object'
        ? structuredClone(input as Record<string, unknown>)
        : { value: input },
    width: popup.width,
  });
}

export const showPopup = defineAction<{ popupAction?: PopupAction }>({
  dialect: 'chain',
  types: ['showPopup'],
  requiredSettings: { popupAction: 'the popup to open (its popupType)' },
  run: (step, run) => {
    if (!step.popupAction) throw new Error('showPopup needs a popupAction');
    return showPopupWith(step.popupAction, run);
  },
});
