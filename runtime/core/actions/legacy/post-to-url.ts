// The legacy post (spec 000 §4 "Legacy post"): validate unless skipValidation; a beforePost hook whose
// answer carries showPopup is a validation response (defaults: error, popup, proceed false) and may
// halt; a confirmation popup when showPopup and its condition hold; then the post, and the after-post
// action (noAction, processApiResponse, downloadFile, navigate, showPopup, showPopupAndNavigate).
import type { ActionButton, PostToUrlConfig } from '../../../../schemas/actions';
import type { ValidationHookResponse } from '../../../../schemas/screen-config';
import { ApiError } from '../../http';
import { interpolate, interpolateHtml } from '../../template';
import { evaluateCondition, runScript } from '../../script';
import type { ActionRun } from '../action-context';
import { actionScope } from '../action-scope';
import { callApi } from '../api-call';
import { requestBodyFor } from '../chain/send-data-to-api';
import { HALT } from '../chain-engine-signals';
import { defineAction } from '../define-action';
import { writeField } from '../form-fields';
import { POPUP_SCREEN_IDS } from '../popup-screen';
import { openConfiguredPopup } from './show-popup';

/** Applies a validation hook's answer; answers whether to go on. */
export async function handleValidationResponse(response: unknown, run: ActionRun): Promise<boolean> {
  if (!response || typeof response !== 'object' || !('showPopup' in response)) return true;
  const hook = response as ValidationHookResponse;
  const severity = hook.showPopup ?? 'error';
  const message = hook.popupMessage ?? '';
  if ((hook.displayType ?? 'popup') === 'toastr') {
    run.services.notify(severity, message, hook.popupHeader);
  } else {
    await run.services.popups.open({
      formId: POPUP_SCREEN_IDS.information,
      title: hook.popupHeader ?? 'Message',
      description: message,
    });
  }
  return hook.proceed ?? false;
}

async function afterPost(
  config: PostToUrlConfig,
  response: unknown,
  answerFile: { blob: Blob; fileName: string } | null,
  run: ActionRun,
) {
  const after = config.afterPost ?? {};
  const scope = actionScope(run, { response });
  const navigationUrl = after.navigationUrl ? interpolate(after.navigationUrl, scope) : '';
  switch (after.action ?? 'noAction') {
    case 'processApiResponse':
      return after.apiResponseProcessor
        ? runScript(after.apiResponseProcessor, scope, { resultVariable: 'value' })
        : response;
    case 'downloadFile':
      if (answerFile) run.services.download(answerFile.blob, answerFile.fileName);
      if (navigationUrl) run.services.navigation.navigateBrowser(navigationUrl);
      return response;
    case 'navigate':
      if (navigationUrl) run.services.navigation.navigateBrowser(navigationUrl);
      return response;
    case 'showPopup':
      if (after.successPopupConfig) await openConfiguredPopup(after.successPopupConfig, run, { response });
      return response;
    case 'showPopupAndNavigate':
      if (after.successPopupConfig) await openConfiguredPopup(after.successPopupConfig, run, { response });
      if (navigationUrl) run.services.navigation.navigateBrowser(navigationUrl);
      return response;
    default:
      if (answerFile) run.services.download(answerFile.blob, answerFile.fileName);
      return response;
  }
}

export async function postToUrlWith(config: PostToUrlConfig, run: ActionRun): Promise<unknown> {
  if (!config.skipValidation && run.form.checkValidity && !run.form.checkValidity(run.form.data, true)) {
    run.services.log.warn('postToUrl: the form is not valid; nothing was sent');
    return HALT;
  }
  const body = requestBodyFor(config, run);
  if (config.beforePost) {
    const hook = await callApi(run, { url: config.beforePost, method: 'POST', body });
    if (!(await handleValidationResponse(hook.kind === 'json' ? hook.body : null, run))) return HALT;
  }
  if (config.showPopup && evaluateCondition(config.executePopupCondition, actionScope(run))) {
    const confirmed = await run.services.popups.open({
      formId: config.popupConfig?.popupScreenId || POPUP_SCREEN_IDS.confirmation,
      title: config.popupConfig?.headerMessage ?? 'Please confirm',
      description: config.popupConfig?.message
        ? interpolateHtml(config.popupConfig.message, actionScope(run))
        : 'Do you want to continue?',
    });
    if (!confirmed) return HALT;
  }
  let answer;
  try {
    answer = await callApi(run, { url: config.url, method: config.methodName ?? 'POST', body });
  } catch (error) {
    if (config.afterPost?.errorPopupConfig && error instanceof ApiError) {
      await openConfiguredPopup(config.afterPost.errorPopupConfig, run, {
        response: { errorCode: error.errorCode, message: error.message },
        message: error.message,
      });
      return HALT;
    }
    throw error;
  }
  const response = answer.kind === 'json' ? answer.body : { fileName: answer.fileName };
  if (config.responseContextVariable) writeField(run.form, config.responseContextVariable, response);
  return afterPost(config, response, answer.kind === 'file' ? answer : null, run);
}

export const legacyPostToUrl = defineAction<ActionButton>({
  dialect: 'legacy',
  types: ['postToUrl'],
  requiredSettings: { postToUrlConfig: 'the call to make (its url)' },
  run: (button, run) => {
    if (!button.postToUrlConfig?.url) throw new Error('postToUrl needs postToUrlConfig with its url');
    return postToUrlWith(button.postToUrlConfig, run);
  },
});
