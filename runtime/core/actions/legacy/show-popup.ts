// Legacy popup: header, message and screen id required; the answer (after the response processor) is
// stored at returnValueStorageAttribute. The return address is a template like the message's.
import type { ActionButton, PopupConfig } from '../../../../schemas/actions';
import { runScript } from '../../script';
import { interpolate } from '../../template';
import type { ActionRun } from '../action-context';
import { actionScope } from '../action-scope';
import { interpolateTwice } from '../chain/show-popup';
import { defineAction } from '../define-action';
import { writeField } from '../form-fields';
import { POPUP_SCREEN_IDS } from '../popup-screen';

export async function openConfiguredPopup(
  config: PopupConfig,
  run: ActionRun,
  extraScope: Record<string, unknown> = {},
): Promise<unknown> {
  const scope = actionScope(run, extraScope);
  let answer = await run.services.popups.open({
    formId: config.popupScreenId || POPUP_SCREEN_IDS.information,
    title: config.headerMessage ? interpolateTwice(config.headerMessage, scope) : undefined,
    description: config.message ? interpolateTwice(config.message, scope, { html: true }) : undefined,
    inputData: (config.data as Record<string, unknown> | undefined) ?? undefined,
    width: config.width,
    returnUrl: config.redirectUrlAfterSubmission
      ? interpolate(config.redirectUrlAfterSubmission, scope) || undefined
      : undefined,
    inAppNavigation: config.inAppNavigation,
  });
  if (config.responseProcessor && answer !== undefined) {
    answer = runScript(
      config.responseProcessor,
      { ...scope, response: answer, value: answer },
      { resultVariable: 'value' },
    );
  }
  if (config.returnValueStorageAttribute && answer !== undefined)
    writeField(run.form, config.returnValueStorageAttribute, answer);
  return answer;
}

export const legacyShowPopup = defineAction<ActionButton>({
  dialect: 'legacy',
  types: ['showPopup'],
  requiredSettings: { showPopupConfig: 'the popup to open (its popupScreenId, headerMessage and message)' },
  run: (button, run) => {
    const config = button.showPopupConfig;
    if (!config?.headerMessage || !config.message || !config.popupScreenId) {
      throw new Error('showPopup needs headerMessage, message and popupScreenId');
    }
    return openConfiguredPopup(config, run);
  },
});
