// One embedded report at run time (spec 000 §4 "Embedded dashboard"): it loads when the page names a
// dashboard (dashboardSlug query parameter) or once its form is ready and the screen has loaded its
// data, and again when a later load changes which dashboard the settings pick. The guest token comes
// from the portal's server; the SDK asks for a fresh one before each expires. One controller per
// component instance, so its state and a recent guest token survive Form.io's redraws (which frame the
// dashboard anew).
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ComponentContext } from '../../runtime/core/component-context';
import { ApiError } from '../../runtime/core/http';
import type { AnalyticsGuestTokenResponse } from '../../schemas/analytics';
import type { EmbeddedReportSettings } from '../../schemas/embedded-report';
import type { FormioComponentInstance } from '../formio';
import { containerIdWithSuffix } from './container-id';
import { dashboardSlugFromQuery, dashboardSlugFromSetting } from './dashboard-reference';
import { dashboardUiConfig } from './dashboard-ui-config';
import { embedWithSupersetSdk, type EmbedDashboard, type EmbeddedDashboard } from './embed-dashboard';
import { perInstance } from '../per-instance';

export interface ReportState {
  status: 'waiting' | 'loading' | 'shown' | 'failed';
  message: string;
  /** The dashboard in the analytics application (the Go to Analytics button). */
  dashboardUrl: string | null;
}

export const GUEST_TOKEN_URL = '/api/iam/analytics/guest-token';

/**
 * A redraw of the form frames the dashboard anew (a moved iframe reloads anyway); a grant this young
 * is used again instead of asking the server, as guest tokens live minutes.
 */
const GRANT_REUSE_MS = 60_000;

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'The report could not be loaded. Try again later.';
}

export class EmbeddedReportController {
  readonly store: StoreApi<ReportState> = createStore<ReportState>(() => ({
    status: 'waiting',
    message: '',
    dashboardUrl: null,
  }));
  readonly containerId: string;
  private readonly querySlug: string | null;
  private formIsReady = false;
  private dataIsLoaded = false;
  private wanted: string | null = null;
  private mountPoint: HTMLElement | null = null;
  private shown: { slug: string; mountPoint: HTMLElement; dashboard: EmbeddedDashboard } | null = null;
  /** The dashboard being loaded: asking for it again while it loads starts nothing new. */
  private loading: { slug: string; mountPoint: HTMLElement } | null = null;
  private sequence = 0;
  private lastGrant: { slug: string; grant: AnalyticsGuestTokenResponse; at: number } | null = null;

  constructor(
    private readonly instance: FormioComponentInstance,
    private readonly context: ComponentContext,
    private readonly embed: EmbedDashboard = embedWithSupersetSdk,
    search = typeof window === 'undefined' ? '' : window.location.search,
  ) {
    const settings = instance.component as unknown as EmbeddedReportSettings;
    this.containerId = containerIdWithSuffix(settings.customOptions?.analyticsConfig?.containerID ?? '');
    this.querySlug = dashboardSlugFromQuery(search);
  }

  /** Starts loading at once when the page names the dashboard. */
  start(): void {
    if (this.querySlug !== null) this.show(this.querySlug);
  }

  formReady(): void {
    this.formIsReady = true;
    this.showConfigured();
  }

  dataLoaded(): void {
    this.dataIsLoaded = true;
    this.showConfigured();
  }

  /** The view's element to draw in (null when the view goes away). */
  setMountPoint(element: HTMLElement | null): void {
    if (element === this.mountPoint) return;
    this.mountPoint = element;
    void this.render();
  }

  stop(): void {
    this.sequence += 1;
    this.loading = null;
    this.shown?.dashboard.unmount();
    this.shown = null;
  }

  private get settings() {
    return (this.instance.component as unknown as EmbeddedReportSettings).customOptions?.analyticsConfig;
  }

  private showConfigured(): void {
    if (this.querySlug !== null || !this.formIsReady || !this.dataIsLoaded) return;
    const data = (this.instance.root?.data ?? this.instance.data ?? {}) as Record<string, unknown>;
    const scope = { data, form: this.instance.root, user: this.context.currentUser() };
    this.show(dashboardSlugFromSetting(this.settings?.embeddedDashboardId, scope));
  }

  private show(slug: string): void {
    this.wanted = slug;
    void this.render();
  }

  private async render(): Promise<void> {
    const slug = this.wanted;
    const mountPoint = this.mountPoint;
    if (slug === null || !mountPoint) return;
    const same = (target: { slug: string; mountPoint: HTMLElement } | null) =>
      target !== null && target.slug === slug && target.mountPoint === mountPoint;
    if (same(this.shown) || same(this.loading)) return;
    const ui = dashboardUiConfig(this.settings?.dashboardConfigJson);
    const sequence = ++this.sequence;
    this.shown?.dashboard.unmount();
    this.shown = null;
    if (!ui.ok) {
      this.store.setState({ status: 'failed', message: ui.message, dashboardUrl: null });
      return;
    }
    this.loading = { slug, mountPoint };
    this.store.setState({ status: 'loading', message: '', dashboardUrl: null });
    try {
      const first = await this.firstGrant(slug);
      if (sequence !== this.sequence) return;
      let firstUnused = true;
      const dashboard = await this.embed({
        id: first.embeddedDashboardId,
        supersetDomain: first.analyticsUrl,
        mountPoint,
        dashboardUiConfig: ui.config,
        iframeTitle: `Dashboard ${slug || 'report'}`,
        fetchGuestToken: async () => {
          if (firstUnused) {
            firstUnused = false;
            return first.guestToken;
          }
          return (await this.guestToken(slug)).guestToken;
        },
      });
      if (sequence !== this.sequence) {
        dashboard.unmount();
        return;
      }
      this.shown = { slug, mountPoint, dashboard };
      this.loading = null;
      this.store.setState({ status: 'shown', message: '', dashboardUrl: first.dashboardUrl });
    } catch (error) {
      if (sequence !== this.sequence) return;
      this.loading = null;
      console.error(`The embedded report ${this.instance.component.key} could not be loaded`, error);
      this.store.setState({ status: 'failed', message: failureMessage(error), dashboardUrl: null });
    }
  }

  private async firstGrant(slug: string): Promise<AnalyticsGuestTokenResponse> {
    const last = this.lastGrant;
    if (last && last.slug === slug && Date.now() - last.at < GRANT_REUSE_MS) return last.grant;
    return this.guestToken(slug);
  }

  private async guestToken(slug: string): Promise<AnalyticsGuestTokenResponse> {
    const grant = await this.context.http.request<AnalyticsGuestTokenResponse>(
      'GET',
      `${GUEST_TOKEN_URL}?dashboardSlug=${encodeURIComponent(slug)}`,
      // The report shows a refusal itself: the app does not leave the screen for it.
      { quiet: true, localRefusals: true },
    );
    this.lastGrant = { slug, grant, at: Date.now() };
    return grant;
  }
}

export const reportControllerFor = perInstance(
  (instance, context) => new EmbeddedReportController(instance, context),
);
