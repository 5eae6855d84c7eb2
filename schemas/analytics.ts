// The analytics guest-token call (spec 000 §3 "Analytics guest token response", §7): the portal's
// server asks the analytics service (Apache Superset) for a short-lived guest token that lets the
// browser show one embedded dashboard.
import Type from 'typebox';

/** Superset slugs and ids: letters, digits, dashes, underscores. Empty means the configured default. */
export const DashboardSlug = Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' });

export const AnalyticsGuestTokenQuery = Type.Object({
  dashboardSlug: Type.Optional(DashboardSlug),
});
export type AnalyticsGuestTokenQuery = Type.Static<typeof AnalyticsGuestTokenQuery>;

export const AnalyticsGuestTokenResponse = Type.Object({
  /** The embedded dashboard's uuid, as the embedded SDK needs it. */
  embeddedDashboardId: Type.String(),
  guestToken: Type.String(),
  /** The analytics domain the browser loads the dashboard from. */
  analyticsUrl: Type.String(),
  /** The dashboard in the analytics application itself (the Go to Analytics button). */
  dashboardUrl: Type.String(),
});
export type AnalyticsGuestTokenResponse = Type.Static<typeof AnalyticsGuestTokenResponse>;
