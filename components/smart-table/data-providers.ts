// Additional data providers (spec 001 §3.5, §4.1, §7.1, §8), run one after another after each load.
// A mapped placeholder takes the rows' values of parentGridPropertyName joined by '|'. Each result is
// kept by the provider's name (`results.<name>`) for the later providers and the grid's templates, the
// last one also as `previousResult`. A failed or non-2xx call passes an error marker ({ apiError }) on
// and the chain goes on, but the grid then shows its base rows (no half-merged page) with that marker;
// an empty or invalid URL goes on as if the result were null. MERGE results go into the rows, SET FIELD
// results into a form field; a result holding apiError is skipped.
import get from 'lodash/get';
import { hasTemplate, interpolate } from '../../runtime/core/template';
import { fillUrlTemplate } from './list-request';
import type { AdditionalDataProvider } from '../../schemas/grid-options';
import type { Row } from './cell-value';
import { isEmptyValue } from './format-value';
import { mergeRows } from './merge-rows';

export interface ApiErrorMarker {
  apiError: { status: number; message: string };
}

export interface ProviderEnvironment {
  data: Record<string, unknown>;
  call(method: string, url: string, body: unknown): Promise<unknown>;
  setField(path: string, value: unknown): void;
}

/** What the chain answers: the rows to show, each result by name, and the first failure if any. */
export interface ProvidersOutcome {
  rows: Row[];
  results: Record<string, unknown>;
  failure: ApiErrorMarker | null;
}

/** The name a provider's result is kept under: its `name`, else `provider1`, `provider2`… by position. */
export function providerName(provider: AdditionalDataProvider, index: number): string {
  return provider.name?.trim() || `provider${index + 1}`;
}

export const isErrorMarker = (value: unknown): value is ApiErrorMarker =>
  value !== null && typeof value === 'object' && 'apiError' in value;

/** Each mapped placeholder's value: the rows' values, distinct, joined by '|'. */
export function placeholderValues(
  rows: readonly Row[],
  provider: AdditionalDataProvider,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { parentGridPropertyName, keyInDataProvider } of provider.columnToKeyMapping ?? []) {
    const seen = new Set<string>();
    for (const row of rows) {
      const value = get(row, parentGridPropertyName);
      if (!isEmptyValue(value) && typeof value !== 'object') seen.add(String(value));
    }
    values[keyInDataProvider] = [...seen].join('|');
  }
  return values;
}

/** The URL of a provider, or null when it is empty or not a URL after interpolation. */
export function providerUrl(provider: AdditionalDataProvider, scope: Record<string, unknown>): string | null {
  const template = (provider.apiUrl ?? '').trim();
  if (!template) return null;
  // A template that could not render comes back as written.
  if (hasTemplate(template) && interpolate(template, scope).trim() === template) return null;
  const url = fillUrlTemplate(template, scope).trim();
  if (!url) return null;
  try {
    new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
  return url;
}

function requestBody(provider: AdditionalDataProvider, scope: Record<string, unknown>): unknown {
  if (provider.apiMethod === 'GET' || provider.apiRequest === undefined) return undefined;
  const text =
    typeof provider.apiRequest === 'string' ? provider.apiRequest : JSON.stringify(provider.apiRequest);
  const filled = interpolate(text, scope);
  try {
    return JSON.parse(filled) as unknown;
  } catch {
    return filled;
  }
}

function errorMarker(error: unknown): ApiErrorMarker {
  const failure = error as { status?: number; message?: string };
  return { apiError: { status: failure.status ?? 0, message: failure.message ?? String(error) } };
}

/** Runs the chain. Throws only on an unexpected failure. */
export async function runDataProviders(
  baseRows: readonly Row[],
  providers: readonly AdditionalDataProvider[],
  env: ProviderEnvironment,
): Promise<ProvidersOutcome> {
  let rows = [...baseRows];
  let previousResult: unknown = null;
  let failure: ApiErrorMarker | null = null;
  const results: Record<string, unknown> = {};
  for (const [index, provider] of providers.entries()) {
    const values = placeholderValues(rows, provider);
    const scope = { ...values, data: env.data, previousResult, results: { ...results } };
    // A placeholder without values would ask for nothing (or everything): skip as an invalid URL.
    const missingValues = Object.values(values).some((value) => value === '');
    const url = missingValues ? null : providerUrl(provider, scope);
    let result: unknown = null;
    if (url) {
      try {
        const response = await env.call(provider.apiMethod ?? 'GET', url, requestBody(provider, scope));
        result = provider.dataPath && provider.dataPath !== '*' ? get(response, provider.dataPath) : response;
      } catch (error) {
        console.error(`Additional data provider ${url} failed; the chain goes on`, error);
        result = errorMarker(error);
        failure ??= result as ApiErrorMarker;
      }
    }
    if (result !== null && result !== undefined && !isErrorMarker(result)) {
      if (provider.responseAction === 'SET FIELD') {
        if (provider.fieldNameToStoreResult) env.setField(provider.fieldNameToStoreResult, result);
      } else {
        rows = mergeRows(rows, result, provider);
      }
    }
    results[providerName(provider, index)] = result;
    previousResult = result;
  }
  return { rows: failure ? [...baseRows] : rows, results, failure };
}
