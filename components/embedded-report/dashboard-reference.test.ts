import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardSlugFromQuery, dashboardSlugFromSetting } from './dashboard-reference';

const scope = { data: { region: 'north', dashboards: { fines: 'fines-overview' } } };

afterEach(() => vi.restoreAllMocks());

describe('dashboard of an embedded report', () => {
  it('takes a plain setting as the slug itself', () => {
    expect(dashboardSlugFromSetting('fines-overview', scope)).toBe('fines-overview');
    expect(dashboardSlugFromSetting('  ', scope)).toBe('');
    expect(dashboardSlugFromSetting(undefined, scope)).toBe('');
  });

  it('fills a template from the form data', () => {
    expect(dashboardSlugFromSetting('fines-{{ data.region }}', scope)).toBe('fines-north');
  });

  it('runs a script that sets value or returns it', () => {
    expect(dashboardSlugFromSetting('value = data.dashboards.fines', scope)).toBe('fines-overview');
    expect(dashboardSlugFromSetting("return data.region === 'north' ? 'n-board' : 's-board'", scope)).toBe(
      'n-board',
    );
  });

  it('answers no dashboard when the script fails, and logs it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(dashboardSlugFromSetting('value = data.missing.deeper', scope)).toBe('');
    expect(logged).toHaveBeenCalledWith('The embedded report dashboard id script failed', expect.any(Error));
  });

  it('reads the dashboardSlug query parameter, ignoring an empty one', () => {
    expect(dashboardSlugFromQuery('?dashboardSlug=deposits&x=1')).toBe('deposits');
    expect(dashboardSlugFromQuery('?dashboardSlug=')).toBeNull();
    expect(dashboardSlugFromQuery('')).toBeNull();
  });
});
