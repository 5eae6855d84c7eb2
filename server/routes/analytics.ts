// Embedded analytics (spec 000 §7 {iam}/analytics/guest-token): a guest token for one dashboard, asked
// of the configured Superset for a signed-in user who may view dashboards. Which dashboards can be
// embedded at all is Superset's own setting (a dashboard not enabled for embedding is not found).
import type { FastifyInstance } from 'fastify';
import {
  AnalyticsGuestTokenQuery,
  AnalyticsGuestTokenResponse,
  type AnalyticsGuestTokenResponse as GuestTokenAnswer,
} from '../../schemas/analytics';
import { SupersetClient } from '../analytics/superset-client';
import type { ServerContext } from '../context';
import { AppError, badRequest } from '../errors';
import { requireAcl } from '../plugins/auth';

/** The acl of the dashboards menu entry and screen. */
export const DASHBOARD_ACL = 'dashboard.view';

export async function analyticsRoutes(app: FastifyInstance, { config }: ServerContext): Promise<void> {
  const settings = config.analytics;
  const superset = settings ? new SupersetClient(settings) : null;

  app.get<{ Querystring: AnalyticsGuestTokenQuery }>(
    '/api/iam/analytics/guest-token',
    {
      schema: { querystring: AnalyticsGuestTokenQuery, response: { 200: AnalyticsGuestTokenResponse } },
    },
    async (request): Promise<GuestTokenAnswer> => {
      const user = requireAcl(request, DASHBOARD_ACL);
      if (!settings || !superset)
        throw new AppError(503, 'ANALYTICS_NOT_CONFIGURED', 'Analytics is not configured on this server');
      const slug = request.query.dashboardSlug || settings.defaultDashboard;
      if (!slug)
        throw badRequest('DASHBOARD_NOT_GIVEN', 'No dashboard was asked for and no default dashboard is set');
      const grant = await superset.guestToken(slug, {
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      return {
        ...grant,
        analyticsUrl: settings.publicUrl,
        dashboardUrl: `${settings.publicUrl}/superset/dashboard/${encodeURIComponent(slug)}/`,
      };
    },
  );
}
