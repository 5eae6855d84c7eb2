// Fetches data, merges it into the value at storageAttribute, runs the response processor, then refreshes
// the linked table (default) or sets the response as the value. A conditional call whose condition is
// false is skipped. A call that fails or answers other than 2xx is treated as empty (spec 000 §7): logged,
// said in a warning, and the chain goes on.
import get from 'lodash/get';
import type { ActionProcessor, ApiConfig } from '../../../../schemas/actions';
import { errorMessage } from '../../error-message';
import { evaluateCondition, runScript } from '../../script';
import type { ActionRun } from '../action-context';
import { actionScope } from '../action-scope';
import { callApi } from '../api-call';
import { defineAction, SKIPPED } from '../define-action';
import { readField, writeField } from '../form-fields';
import { requestBodyFor } from './send-data-to-api';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The call's JSON answer, or null when it failed (said to the user, the chain goes on). */
async function answerOrEmpty(config: ApiConfig, run: ActionRun): Promise<unknown> {
  const method = config.methodName ?? 'GET';
  try {
    const answer = await callApi(run, {
      url: config.url,
      method,
      body: method === 'GET' ? undefined : requestBodyFor(config, run),
      localRefusals: true,
    });
    return answer.kind === 'json' ? answer.body : null;
  } catch (error) {
    run.services.log.warn(`The call ${method} ${config.url} failed; it is treated as empty`, error);
    run.services.notify(
      'warning',
      `Some data could not be loaded (${errorMessage(error)}); it is shown empty.`,
      'Data not loaded',
    );
    return null;
  }
}

export async function getDataWith(config: ApiConfig, run: ActionRun): Promise<unknown> {
  if (config.isConditional && !evaluateCondition(config.conditionToEvaluate, actionScope(run)))
    return SKIPPED;
  let response = await answerOrEmpty(config, run);
  if (config.dataPath && response !== null) response = get(response, config.dataPath);
  if (config.responseProcessor && response !== null) {
    response = runScript(config.responseProcessor, actionScope(run, { response, value: response }), {
      resultVariable: 'value',
    });
  }
  if (config.storageAttribute) {
    const current = readField(run.form, config.storageAttribute);
    const merged =
      config.action !== 'setResponseAsValue' && isRecord(current) && isRecord(response)
        ? { ...current, ...response }
        : response;
    writeField(run.form, config.storageAttribute, merged);
  }
  if ((config.action ?? 'refresh') === 'refresh' && config.smartTableComponent)
    run.services.tables.refresh(config.smartTableComponent);
  return response;
}

export const getDataFromApi = defineAction<ActionProcessor>({
  dialect: 'chain',
  types: ['getDataFromApi'],
  requiredSettings: { apiConfig: 'the call to make (its url)' },
  run: (step, run) => {
    if (!step.apiConfig) throw new Error('getDataFromApi needs an apiConfig with a url');
    return getDataWith(step.apiConfig, run);
  },
});
