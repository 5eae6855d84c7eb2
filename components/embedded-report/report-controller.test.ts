// The report's loading rules, with the analytics answers of an in-memory HTTP client and a recording
// stand-in for Superset's SDK (the browser test runs the real SDK against the Superset stand-in).
import { describe, expect, it, vi } from 'vitest';
import type { ComponentContext } from '../../runtime/core/component-context';
import { EventBus } from '../../runtime/core/event-bus';
import { ApiError, HttpClient } from '../../runtime/core/http';
import type { FormioComponentInstance } from '../formio';
import type { EmbedRequest } from './embed-dashboard';
import { EmbeddedReportController, GUEST_TOKEN_URL } from './report-controller';

class AnalyticsAnswers extends HttpClient {
  readonly asked: string[] = [];
  constructor(private readonly unknown: string[] = []) {
    super({ getToken: () => null });
  }
  override async request<T>(method: string, url: string): Promise<T> {
    const slug = new URL(url, 'http://portal.test').searchParams.get('dashboardSlug') ?? '';
    expect(`${method} ${url.split('?')[0]}`).toBe(`GET ${GUEST_TOKEN_URL}`);
    this.asked.push(slug);
    if (this.unknown.includes(slug))
      throw new ApiError(404, 'DASHBOARD_NOT_FOUND', `Dashboard "${slug}" is not available for embedding`);
    return {
      embeddedDashboardId: `uuid-of-${slug || 'default'}`,
      guestToken: `token-${this.asked.length}`,
      analyticsUrl: 'http://analytics.test',
      dashboardUrl: `http://analytics.test/superset/dashboard/${slug}/`,
    } as T;
  }
}

function setUp(options: { embeddedDashboardId?: string; search?: string; unknown?: string[] } = {}) {
  const http = new AnalyticsAnswers(options.unknown);
  const context = { http, events: new EventBus(), currentUser: () => null } as unknown as ComponentContext;
  const data: Record<string, unknown> = {};
  const instance = {
    component: {
      key: 'report',
      customOptions: {
        analyticsConfig: { containerID: 'report', embeddedDashboardId: options.embeddedDashboardId ?? '' },
      },
    },
    root: { data },
  } as unknown as FormioComponentInstance;
  const embedded: EmbedRequest[] = [];
  const unmounted: string[] = [];
  const embed = vi.fn(async (request: EmbedRequest) => {
    embedded.push(request);
    return { unmount: () => unmounted.push(request.id) };
  });
  const report = new EmbeddedReportController(instance, context, embed, options.search ?? '');
  const mountPoint = {} as HTMLElement;
  return { report, http, data, embedded, unmounted, mountPoint };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('embedded report loading', () => {
  it('waits for the form to be ready and its data loaded, then embeds once', async () => {
    const { report, http, embedded, mountPoint } = setUp({ embeddedDashboardId: 'fines-overview' });
    report.setMountPoint(mountPoint);
    report.start();
    report.formReady();
    await settle();
    expect(http.asked).toEqual([]);
    report.dataLoaded();
    report.formReady();
    await settle();
    expect(http.asked).toEqual(['fines-overview']);
    expect(embedded).toHaveLength(1);
    expect(embedded[0]).toMatchObject({
      id: 'uuid-of-fines-overview',
      supersetDomain: 'http://analytics.test',
      mountPoint,
      dashboardUiConfig: { hideTitle: true },
    });
    expect(await embedded[0]!.fetchGuestToken()).toBe('token-1');
    expect(report.store.getState()).toMatchObject({
      status: 'shown',
      dashboardUrl: 'http://analytics.test/superset/dashboard/fines-overview/',
    });
  });

  it('asks for a fresh token when the SDK asks again', async () => {
    const { report, http, embedded, mountPoint } = setUp();
    report.setMountPoint(mountPoint);
    report.formReady();
    report.dataLoaded();
    await settle();
    expect(await embedded[0]!.fetchGuestToken()).toBe('token-1');
    expect(await embedded[0]!.fetchGuestToken()).toBe('token-2');
    expect(http.asked).toEqual(['', '']);
  });

  it('loads at once, and only, the dashboard of the dashboardSlug query parameter', async () => {
    const { report, http, mountPoint } = setUp({
      embeddedDashboardId: 'fines-overview',
      search: '?dashboardSlug=deposits',
    });
    report.start();
    report.setMountPoint(mountPoint);
    await settle();
    report.formReady();
    report.dataLoaded();
    await settle();
    expect(http.asked).toEqual(['deposits']);
  });

  it('starts nothing new when asked again while loading, and waits for its element', async () => {
    const { report, http, embedded, mountPoint } = setUp({ embeddedDashboardId: 'fines-overview' });
    report.formReady();
    report.dataLoaded();
    await settle();
    expect(http.asked).toEqual([]);
    report.setMountPoint(mountPoint);
    report.dataLoaded();
    report.formReady();
    await settle();
    expect(http.asked).toEqual(['fines-overview']);
    expect(embedded).toHaveLength(1);
  });

  it('shows another dashboard when a new load makes the setting pick it', async () => {
    const { report, data, http, unmounted, mountPoint } = setUp({
      embeddedDashboardId: 'fines-{{ data.region }}',
    });
    report.setMountPoint(mountPoint);
    data.region = 'north';
    report.formReady();
    report.dataLoaded();
    await settle();
    data.region = 'south';
    report.dataLoaded();
    await settle();
    expect(http.asked).toEqual(['fines-north', 'fines-south']);
    expect(unmounted).toEqual(['uuid-of-fines-north']);
  });

  it('frames the dashboard again after a redraw without asking for another token', async () => {
    const { report, http, embedded, unmounted, mountPoint } = setUp({
      embeddedDashboardId: 'fines-overview',
    });
    report.setMountPoint(mountPoint);
    report.formReady();
    report.dataLoaded();
    await settle();
    // Form.io's redraw: detach (stop), attach with a new element.
    report.stop();
    report.start();
    const redrawn = {} as HTMLElement;
    report.setMountPoint(redrawn);
    await settle();
    expect(unmounted).toEqual(['uuid-of-fines-overview']);
    expect(embedded.map((request) => request.mountPoint)).toEqual([mountPoint, redrawn]);
    expect(await embedded[1]!.fetchGuestToken()).toBe('token-1');
    expect(http.asked).toEqual(['fines-overview']);
  });

  it('forgets the previous dashboard address when the next one fails', async () => {
    const { report, data, mountPoint } = setUp({
      embeddedDashboardId: '{{ data.slug }}',
      unknown: ['payroll'],
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    report.setMountPoint(mountPoint);
    data.slug = 'deposits';
    report.formReady();
    report.dataLoaded();
    await settle();
    expect(report.store.getState().dashboardUrl).toBe('http://analytics.test/superset/dashboard/deposits/');
    data.slug = 'payroll';
    report.dataLoaded();
    await settle();
    expect(report.store.getState()).toMatchObject({ status: 'failed', dashboardUrl: null });
  });

  it("shows the server's message when the dashboard cannot be had", async () => {
    const { report, embedded, mountPoint } = setUp({ embeddedDashboardId: 'payroll', unknown: ['payroll'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    report.setMountPoint(mountPoint);
    report.formReady();
    report.dataLoaded();
    await settle();
    expect(embedded).toHaveLength(0);
    expect(report.store.getState()).toMatchObject({
      status: 'failed',
      message: 'Dashboard "payroll" is not available for embedding',
    });
  });

  it('gives its element an id with a suffix from 1 to 1000', () => {
    expect(setUp().report.containerId).toMatch(/^report-([1-9]\d{0,2}|1000)$/);
  });
});
