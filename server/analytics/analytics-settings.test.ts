import { describe, expect, it } from 'vitest';
import { loadAnalyticsSettings } from './analytics-settings';

const base = {
  IGNITE_ANALYTICS_URL: 'http://superset.internal:8088/',
  IGNITE_ANALYTICS_USERNAME: 'portal',
  IGNITE_ANALYTICS_PASSWORD: 'secret',
};

describe('analytics settings', () => {
  it('is off without a URL', () => {
    expect(loadAnalyticsSettings({})).toBeNull();
  });

  it('reads the URLs, account, default dashboard and timeout', () => {
    expect(
      loadAnalyticsSettings({
        ...base,
        IGNITE_ANALYTICS_PUBLIC_URL: 'https://analytics.courts.example',
        IGNITE_ANALYTICS_DASHBOARD: 'fines-overview',
        IGNITE_ANALYTICS_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      apiUrl: 'http://superset.internal:8088',
      publicUrl: 'https://analytics.courts.example',
      username: 'portal',
      password: 'secret',
      defaultDashboard: 'fines-overview',
      timeoutMs: 5000,
    });
    expect(loadAnalyticsSettings(base)?.publicUrl).toBe('http://superset.internal:8088');
  });

  it('names what is missing or wrong', () => {
    expect(() => loadAnalyticsSettings({ IGNITE_ANALYTICS_URL: 'http://x' })).toThrow(
      'IGNITE_ANALYTICS_USERNAME and IGNITE_ANALYTICS_PASSWORD must be set too',
    );
    expect(() => loadAnalyticsSettings({ ...base, IGNITE_ANALYTICS_URL: 'ftp://x' })).toThrow(
      'IGNITE_ANALYTICS_URL must be an absolute http(s) URL',
    );
    expect(() => loadAnalyticsSettings({ ...base, IGNITE_ANALYTICS_DASHBOARD: 'a/b' })).toThrow(
      'IGNITE_ANALYTICS_DASHBOARD must be a dashboard slug',
    );
    expect(() => loadAnalyticsSettings({ ...base, IGNITE_ANALYTICS_TIMEOUT_MS: '-1' })).toThrow(
      'IGNITE_ANALYTICS_TIMEOUT_MS must be a positive integer',
    );
  });
});
