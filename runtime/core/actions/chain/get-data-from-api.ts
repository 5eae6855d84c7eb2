// Fetches data, merges it into the value at storageAttribute, runs the response processor, then refreshes
// the linked table (default) or sets the response as the value.
import get from 'lodash/get';
import type { ActionProcessor, ApiConfig } from '../../../../schemas/actions';
import { runScript } from '../../script';
import type { ActionRun } from '../action-context';
import { actionScope } from '../action-scope';
import { callApi } from '../api-call';
import { defineAction } from '../define-action';
import { readField, writeField } from '../form-fields';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export async function getDataWith(config: ApiConfig, run: ActionRun): Promise<unknown> {
  const method = config.methodName ?? 'GET';
  const answer = await callApi(run, { url: config.url, method, body: config.requestBody });
  let response = answer.kind === 'json' ? answer.body : null;
  if (config.dataPath) response = get(response, config.dataPath);
  if (config.responseProcessor) {
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
  run: (step, run) => {
    if (!step.apiConfig) throw new Error('getDataFromApi needs an apiConfig with a url');
    return getDataWith(step.apiConfig, run);
  },
});
