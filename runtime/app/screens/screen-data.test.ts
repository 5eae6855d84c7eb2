import { describe, expect, it, vi } from 'vitest';
import type { ScreenConfig } from '../../../schemas/screen-config';
import { ApiError, HttpClient, type RequestOptions } from '../../core/http';
import { loadScreenData, retrievalAddress } from './screen-data';

describe('retrievalAddress', () => {
  it('appends the id when the URL has no placeholders', () => {
    expect(retrievalAddress('/court-fines/', '12', {})).toBe('/court-fines/12');
    expect(retrievalAddress('/court-fines', undefined, {})).toBeUndefined();
  });
  it('fills placeholders from the propagated state instead', () => {
    expect(
      retrievalAddress('/court-fines/{{ caseId }}?view={{ state.mode }}', '99', { caseId: 5, mode: 'full' }),
    ).toBe('/court-fines/5?view=full');
  });
});

/** Answers /api/fines/1 and refuses /api/history/1, as a server would. */
class StepsHttp extends HttpClient {
  constructor() {
    super({ getToken: () => null });
  }

  override async request<T>(_method: string, url: string, _options: RequestOptions = {}): Promise<T> {
    if (url.startsWith('/api/history')) throw new ApiError(503, 'UNAVAILABLE', 'The history service is down');
    return { caseNumber: 'CF-1', amount: 40 } as T;
  }
}

describe('loadScreenData', () => {
  it('goes on past a failing initialization step, and says which failed', async () => {
    const failures: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = await loadScreenData({
      config: {
        screenType: 'view',
        screenInitializationConfig: [
          { apiUrl: '/fines/{{ id }}', storageAttribute: '*' },
          { apiUrl: '/history/{{ id }}', storageAttribute: 'history' },
        ],
      } as ScreenConfig,
      id: '1',
      state: {},
      user: null,
      http: new StepsHttp(),
      stepFailed: (message) => failures.push(message),
    });
    expect(data).toEqual({ caseNumber: 'CF-1', amount: 40, history: null });
    expect(failures).toEqual(['The history service is down']);
    expect(warn).toHaveBeenCalled();
  });
});
