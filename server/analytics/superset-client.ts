// Asks Apache Superset for guest tokens the way its REST API wants it: sign in the service account
// (/api/v1/security/login), fetch a CSRF token with its session cookie, look the dashboard's embedded
// uuid up by slug, then POST /api/v1/security/guest_token/. The signed-in session is reused until
// Superset refuses it, then renewed once.
import { AppError } from '../errors';
import type { AnalyticsSettings } from './analytics-settings';

export interface GuestUser {
  username: string;
  firstName: string;
  lastName: string;
}

export interface GuestTokenGrant {
  embeddedDashboardId: string;
  guestToken: string;
}

interface SupersetSession {
  accessToken: string;
  csrfToken: string;
  cookie: string;
}

type Fetch = typeof fetch;

/** Superset answered 401: the cached session is stale. */
class SessionRefused extends Error {}

const unavailable = (step: string, reason: string) =>
  new AppError(502, 'ANALYTICS_UNAVAILABLE', 'The analytics service could not be reached. Try again later.', {
    step,
    reason,
  });

export class SupersetClient {
  private session: Promise<SupersetSession> | null = null;

  constructor(
    private readonly settings: AnalyticsSettings,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  async guestToken(slug: string, user: GuestUser): Promise<GuestTokenGrant> {
    for (let attempt = 1; ; attempt++) {
      const session = this.signedIn();
      try {
        return await this.grant(await session, slug, user);
      } catch (error) {
        if (!(error instanceof SessionRefused)) throw error;
        // Superset forgot the session (restart, expiry): sign in again, once.
        if (this.session === session) this.session = null;
        if (attempt === 2) throw unavailable('session', 'the analytics service refused a new session');
      }
    }
  }

  private async grant(session: SupersetSession, slug: string, user: GuestUser): Promise<GuestTokenGrant> {
    const embedded = await this.call(`/api/v1/dashboard/${encodeURIComponent(slug)}/embedded`, {
      step: 'dashboard lookup',
      session,
    });
    if (embedded.status === 404)
      throw new AppError(404, 'DASHBOARD_NOT_FOUND', `Dashboard "${slug}" is not available for embedding`, {
        dashboardSlug: slug,
      });
    const result = (await this.json(embedded, 'dashboard lookup')).result as { uuid?: unknown } | undefined;
    const uuid = result?.uuid;
    if (typeof uuid !== 'string' || !uuid) throw unavailable('dashboard lookup', 'the answer had no uuid');

    const granted = await this.call('/api/v1/security/guest_token/', {
      step: 'guest token',
      session,
      method: 'POST',
      body: {
        user: { username: user.username, first_name: user.firstName, last_name: user.lastName },
        resources: [{ type: 'dashboard', id: uuid }],
        rls: [],
      },
    });
    const token = (await this.json(granted, 'guest token')).token;
    if (typeof token !== 'string' || !token) throw unavailable('guest token', 'the answer had no token');
    return { embeddedDashboardId: uuid, guestToken: token };
  }

  private signedIn(): Promise<SupersetSession> {
    if (!this.session) {
      const session = this.signIn();
      this.session = session;
      // A failed sign-in is not cached: the next call tries again.
      session.catch(() => {
        if (this.session === session) this.session = null;
      });
    }
    return this.session;
  }

  private async signIn(): Promise<SupersetSession> {
    const { username, password } = this.settings;
    const login = await this.call('/api/v1/security/login', {
      step: 'sign-in',
      method: 'POST',
      body: { username, password, provider: 'db', refresh: false },
    });
    if (login.status === 401)
      throw new AppError(502, 'ANALYTICS_REFUSED', "The analytics service refused this portal's account");
    const accessToken = (await this.json(login, 'sign-in')).access_token;
    if (typeof accessToken !== 'string') throw unavailable('sign-in', 'the answer had no access token');

    const csrf = await this.call('/api/v1/security/csrf_token/', {
      step: 'CSRF token',
      session: { accessToken, csrfToken: '', cookie: '' },
    });
    const csrfToken = (await this.json(csrf, 'CSRF token')).result;
    if (typeof csrfToken !== 'string') throw unavailable('CSRF token', 'the answer had no token');
    // Superset ties the CSRF token to its session cookie: send the cookie back with the token.
    const cookie = csrf.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    return { accessToken, csrfToken, cookie };
  }

  private async call(
    path: string,
    options: { step: string; session?: SupersetSession; method?: string; body?: unknown },
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', Referer: this.settings.apiUrl };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.session) {
      headers.Authorization = `Bearer ${options.session.accessToken}`;
      if (options.session.csrfToken) headers['X-CSRFToken'] = options.session.csrfToken;
      if (options.session.cookie) headers.Cookie = options.session.cookie;
    }
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.settings.apiUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw unavailable(options.step, error instanceof Error ? error.message : String(error));
    }
    if (response.status === 401 && options.session) throw new SessionRefused();
    if (!response.ok && response.status !== 401 && response.status !== 404)
      throw unavailable(options.step, `HTTP ${response.status}`);
    return response;
  }

  private async json(response: Response, step: string): Promise<Record<string, unknown>> {
    if (!response.ok) throw unavailable(step, `HTTP ${response.status}`);
    try {
      return (await response.json()) as Record<string, unknown>;
    } catch {
      throw unavailable(step, 'the answer was not JSON');
    }
  }
}
