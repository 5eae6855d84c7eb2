// The screen configuration's data chains (spec 000 §3, §4): the initialization steps, each storing its
// result at storageAttribute ('*' = the root data) before the next runs, and the additional-data steps,
// whose results accumulate by propertyName and are then set on the submission. A failing or non-2xx
// call is logged and treated as empty; the chain goes on, and the caller is told (`failed`), so that the
// screen can say which of its data is missing rather than show it empty without a word.
import get from 'lodash/get';
import set from 'lodash/set';
import type { AdditionalDataStep, InitializationStep } from '../../schemas/screen-config';
import { toApiUrl } from './api-url';
import type { HttpClient } from './http';
import { runScript } from './script';
import { interpolate } from './template';
import { interpolateValue } from './template-value';

export interface StepLog {
  warn(message: string, detail?: unknown): void;
}

export interface StepContext {
  http: Pick<HttpClient, 'request'>;
  /** Template and script scope besides `data` (state, user, id ...). */
  scope: Record<string, unknown>;
  log?: StepLog;
  /** Told of each call that failed, with the failure's message. */
  failed?(message: string): void;
}

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** One configured call: the response at dataPath, or undefined when the call failed. */
export async function callStep(
  context: StepContext,
  step: { url: string; method?: string; body?: unknown; dataPath?: string | undefined },
  data: Data,
): Promise<unknown> {
  const scope = { ...context.scope, data };
  const method = step.method ?? 'GET';
  const url = interpolate(step.url, scope);
  try {
    // A refused step (403) is shown empty like any failed one: the screen stays, rather than the app
    // leaving it for the access-denied page over one lookup the user may not read.
    const response = await context.http.request<unknown>(method, toApiUrl(url), {
      body: method === 'GET' || step.body === undefined ? undefined : interpolateValue(step.body, scope),
      localRefusals: true,
    });
    return step.dataPath ? get(response, step.dataPath) : response;
  } catch (error) {
    (context.log ?? console).warn(`The call ${method} ${url} failed; it is treated as empty`, error);
    context.failed?.(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

export async function runInitializationSteps(
  steps: InitializationStep[],
  initial: Data,
  context: StepContext,
): Promise<Data> {
  let data: Data = structuredClone(initial);
  for (const step of steps) {
    let value = await callStep(
      context,
      { url: step.apiUrl, method: step.apiMethod, body: step.requestBody, dataPath: step.dataPath },
      data,
    );
    if (step.responseProcessor && value !== undefined) {
      try {
        value = runScript(
          step.responseProcessor,
          { ...context.scope, data, response: value, value },
          { resultVariable: 'value' },
        );
      } catch (error) {
        (context.log ?? console).warn(`The response processor of ${step.apiUrl} failed`, error);
      }
    }
    if (step.storageAttribute === '*') {
      if (isRecord(value)) data = { ...data, ...value };
    } else {
      set(data, step.storageAttribute, value ?? null);
    }
  }
  return data;
}

export async function runAdditionalDataSteps(
  steps: AdditionalDataStep[],
  data: Data,
  context: StepContext,
): Promise<Data> {
  const accumulated: Data = {};
  for (const step of steps) {
    const value = await callStep(
      { ...context, scope: { ...context.scope, additionalData: accumulated } },
      { url: step.propertyValue, method: step.apiMethod, body: step.apiRequest, dataPath: step.dataPath },
      data,
    );
    accumulated[step.propertyName] = value ?? null;
  }
  const result = structuredClone(data);
  for (const [propertyName, value] of Object.entries(accumulated)) set(result, propertyName, value);
  return result;
}
