// Authenticates every /api call except the routes marked `config: { public: true }`. A route marked
// `config: { optionalAuth: true }` also answers callers without a token (request.user stays null, the
// route decides what they may see); a token that is sent is checked all the same.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hasAccess } from '../../runtime/core/access';
import type { CurrentUser } from '../auth/current-user';
import { loadCurrentUser } from '../auth/current-user';
import { applySessionClaims } from '../auth/elevation';
import type { TokenService } from '../auth/tokens';
import type { DB } from '../db/schema';
import { AppError, accessDenied } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
  interface FastifyContextConfig {
    public?: boolean;
    /** Without a token the call goes on with request.user null; a token sent must be valid. */
    optionalAuth?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function registerAuth(
  app: FastifyInstance,
  db: Kysely<DB>,
  tokens: TokenService,
  { elevationRole = 'elevated_admin' }: { elevationRole?: string } = {},
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    // Only a request without any Authorization header is anonymous; a malformed one is refused below.
    if (!request.headers.authorization && request.routeOptions.config?.optionalAuth) return;
    if (!token) throw new AppError(401, 'TOKEN_NOT_FOUND', 'Sign in to continue');
    const claims = await tokens.verify(token);
    const user = await loadCurrentUser(db, { id: claims.sub });
    if (!user) throw new AppError(401, 'TOKEN_INVALID', 'The token names an unknown user');
    if (!user.active) throw new AppError(401, 'USER_INACTIVE', 'This account is inactive');
    const { active: _active, passwordHash: _hash, ...current } = user;
    request.user = await applySessionClaims(db, current, claims, elevationRole);
  });
}

/** The signed-in caller; only call on authenticated routes. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError(401, 'TOKEN_NOT_FOUND', 'Sign in to continue');
  return request.user;
}

export function requireAcl(request: FastifyRequest, resource: string): CurrentUser {
  const user = currentUser(request);
  if (!hasAccess(user.acls, resource)) throw accessDenied();
  return user;
}
