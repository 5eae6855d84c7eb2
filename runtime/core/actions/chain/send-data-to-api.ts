// Sends data (spec 000 §4 sendDataToApi): the body is the before-hook's result, else the value at
// requestBodyParameter, else the configured requestBody (its templates filled), else the submission; none for
// GET. Only the configured body is a template: data is sent as it is. An answer
// with content-disposition is a file and is saved.
import get from 'lodash/get';
import type { SendDataToApiConfig } from '../../../../schemas/actions';
import { runScript } from '../../script';
import type { ActionRun } from '../action-context';
import { actionScope } from '../action-scope';
import { callApi, configuredBody, settle } from '../api-call';
import { defineAction, SKIPPED } from '../define-action';
import { evaluateCondition } from '../../script';

export function requestBodyFor(
  config: Pick<SendDataToApiConfig, 'beforeHook' | 'requestBodyParameter' | 'requestBody'>,
  run: ActionRun,
): unknown {
  if (config.beforeHook) return runScript(config.beforeHook, actionScope(run), { resultVariable: 'body' });
  if (config.requestBodyParameter) return get(run.form.data, config.requestBodyParameter);
  if (config.requestBody !== undefined) return configuredBody(run, config.requestBody);
  return run.form.data;
}

export async function sendDataWith(config: SendDataToApiConfig, run: ActionRun): Promise<unknown> {
  if (config.isConditional && !evaluateCondition(config.conditionToEvaluate, actionScope(run)))
    return SKIPPED;
  const method = config.methodName ?? 'POST';
  const answer = await callApi(run, {
    url: config.url,
    method,
    body: method === 'GET' ? undefined : requestBodyFor(config, run),
  });
  return settle(run, answer);
}

export const sendDataToApi = defineAction<{ sendDataToApi?: SendDataToApiConfig }>({
  dialect: 'chain',
  types: ['sendDataToApi'],
  requiredSettings: { sendDataToApi: 'the call to make (its url)' },
  run: (step, run) => {
    if (!step.sendDataToApi) throw new Error('sendDataToApi needs its configuration (url and method)');
    return sendDataWith(step.sendDataToApi, run);
  },
});
