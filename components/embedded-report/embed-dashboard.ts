// The one place that knows Superset's embedded SDK, loaded on first use so the portal's main bundle
// does not carry it.
import type { DashboardUiConfig } from './dashboard-ui-config';

export interface EmbedRequest {
  /** The embedded dashboard's uuid. */
  id: string;
  /** The analytics domain the dashboard is framed from. */
  supersetDomain: string;
  mountPoint: HTMLElement;
  /** Called by the SDK for the first token and again before each token expires. */
  fetchGuestToken: () => Promise<string>;
  dashboardUiConfig: DashboardUiConfig;
  iframeTitle: string;
}

export interface EmbeddedDashboard {
  unmount(): void;
}

export type EmbedDashboard = (request: EmbedRequest) => Promise<EmbeddedDashboard>;

export const embedWithSupersetSdk: EmbedDashboard = async (request) => {
  const { embedDashboard } = await import('@superset-ui/embedded-sdk');
  return embedDashboard(request);
};
