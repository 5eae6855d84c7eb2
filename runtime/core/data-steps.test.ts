import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { runAdditionalDataSteps, runInitializationSteps, type StepContext } from './data-steps';

/** An HTTP stand-in answering by URL; a URL it does not know fails as the server would. */
function fakeHttp(routes: Record<string, unknown>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  return {
    calls,
    request: async <T>(method: string, url: string, options: { body?: unknown } = {}): Promise<T> => {
      calls.push({ method, url, body: options.body });
      if (!(url in routes)) throw new ApiError(500, 'HTTP_500', 'boom');
      return routes[url] as T;
    },
  };
}

const quietLog = { warn: vi.fn() };

describe('runInitializationSteps', () => {
  it('runs steps in order, each templated from the data so far, a failure treated as empty', async () => {
    const http = fakeHttp({
      '/api/cases/7': { case: { number: 'CF-1', offenderId: 42 } },
      '/api/offenders/42': { name: 'Tan' },
    });
    const context: StepContext = { http, scope: { state: { caseId: 7 } }, log: quietLog };
    const data = await runInitializationSteps(
      [
        { storageAttribute: '*', apiUrl: '/cases/{{ state.caseId }}', dataPath: 'case' },
        { storageAttribute: 'broken', apiUrl: '/nowhere' },
        {
          storageAttribute: 'offender',
          apiUrl: '/offenders/{{ data.offenderId }}',
          responseProcessor: 'value = value.name.toUpperCase();',
        },
      ],
      { existing: true },
      context,
    );
    expect(data).toEqual({ existing: true, number: 'CF-1', offenderId: 42, broken: null, offender: 'TAN' });
    expect(http.calls.map((call) => call.url)).toEqual(['/api/cases/7', '/api/nowhere', '/api/offenders/42']);
    expect(quietLog.warn).toHaveBeenCalledWith(
      expect.stringContaining('GET /nowhere failed'),
      expect.any(ApiError),
    );
  });

  it('sends a templated body for non-GET steps only', async () => {
    const http = fakeHttp({ '/api/search': { total: 3 } });
    await runInitializationSteps(
      [
        {
          storageAttribute: 'count',
          apiUrl: '/search',
          apiMethod: 'POST',
          requestBody: { id: '{{ state.id }}' },
          dataPath: 'total',
        },
      ],
      {},
      { http, scope: { state: { id: 5 } }, log: quietLog },
    );
    expect(http.calls[0]).toEqual({ method: 'POST', url: '/api/search', body: { id: 5 } });
  });
});

describe('runAdditionalDataSteps', () => {
  it('accumulates results by propertyName, then sets them on the data', async () => {
    const http = fakeHttp({ '/api/rates/SGD': { rate: 1 }, '/api/limits?rate=1': [10, 20] });
    const data = await runAdditionalDataSteps(
      [
        { propertyName: 'rate', propertyValue: '/rates/{{ data.currency }}', dataPath: 'rate' },
        { propertyName: 'limits.list', propertyValue: '/limits?rate={{ additionalData.rate }}' },
        { propertyName: 'missing', propertyValue: '/gone' },
      ],
      { currency: 'SGD' },
      { http, scope: {}, log: quietLog },
    );
    expect(data).toEqual({ currency: 'SGD', rate: 1, limits: { list: [10, 20] }, missing: null });
  });
});
