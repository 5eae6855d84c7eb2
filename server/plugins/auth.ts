// Authenticates every call to a registered route except the routes marked `config: { public: true }`.
// The decision follows the route the router matched, never the URL as sent, so no spelling of a path
// (percent-encoded, doubled slashes, dot segments, case) reaches a handler without a token. A route
// marked `config: { optionalAuth: true }` also answers callers without a token (request.user stays null,
// the route decides what they may see); a token that is sent is checked all the same.
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hasAccess } from '../../runtime/core/access';
import type { CurrentUser, StoredUserFields } from '../auth/current-user';
import { loadCurrentUser } from '../auth/current-user';
import { applySessionClaims } from '../auth/elevation';
import { applyPreviewClaims } from '../auth/preview';
import { isRevoked, tokenHash } from '../auth/sign-out';
import { credentialVersion, sessionKey } from '../auth/session-tokens';
import type { TokenService } from '../auth/tokens';
import type { ChangeFeed } from '../db/change-feed';
import { KeptAnswers } from '../db/kept-answers';
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

/** A registered route as the auth plugin saw it (the security tests walk this list). */
export interface RegisteredRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
  schema?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * Routes anyone may call. Where no route matched, the not-found handler answers: the portal's own files and
 * index.html (server/plugins/portal-files.ts) or a 404, never data.
 */
function needsNoToken(request: FastifyRequest): boolean {
  return !request.routeOptions.url || Boolean(request.routeOptions.config?.public);
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
  { elevationRole = 'elevated_admin', changes }: { elevationRole?: string; changes: ChangeFeed },
): void {
  // The callers, as read on every call: kept until a user, role or acl changes (a password change,
  // deactivation or removed role is a change of `users` or `user_roles`, heard before it is answered).
  const users = new KeptAnswers<(CurrentUser & StoredUserFields) | undefined>({
    feed: changes,
    tables: ['users', 'user_roles', 'role_acls'],
    maxWeight: 5000,
  });
  // Whether a token was signed out of, per token: kept until a sign-out anywhere announces a change.
  const signedOut = new KeptAnswers<boolean>({
    feed: changes,
    tables: ['revoked_tokens'],
    maxWeight: 20_000,
  });
  app.decorateRequest('user', null);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      app.registeredRoutes.push({ method, url: route.url, config: route.config ?? {}, schema: route.schema });
  });
  app.addHook('onRequest', async (request) => {
    if (needsNoToken(request)) return;
    const token = bearerToken(request);
    // Only a request without any Authorization header is anonymous; a malformed one is refused below.
    if (!request.headers.authorization && request.routeOptions.config?.optionalAuth) return;
    if (!token) throw new AppError(401, 'TOKEN_NOT_FOUND', 'Sign in to continue');
    const claims = await tokens.verify(token);
    const hash = tokenHash(token);
    const session = typeof claims.sid === 'string' ? sessionKey(claims.sid) : undefined;
    if (
      (await signedOut.get(hash, () => isRevoked(db, hash))) ||
      (session !== undefined && (await signedOut.get(session, () => isRevoked(db, session))))
    )
      throw new AppError(401, 'TOKEN_REVOKED', 'You signed out of this session: sign in again');
    const user = await users.get(claims.sub, async () =>
      frozen(await loadCurrentUser(db, { id: claims.sub })),
    );
    if (!user) throw new AppError(401, 'TOKEN_INVALID', 'The token names an unknown user');
    if (!user.active) throw new AppError(401, 'USER_INACTIVE', 'This account is inactive');
    // A password change, deactivation or removed role since the token was issued revokes it.
    // So does one whose sign-in read the credentials before such a change committed (its credential version).
    if (
      (user.tokensValidAfter && claims.iat * 1000 < user.tokensValidAfter.getTime()) ||
      (typeof claims.cv === 'number' && claims.cv !== credentialVersion(user.tokensValidAfter))
    )
      throw new AppError(401, 'TOKEN_REVOKED', 'Your session has ended: sign in again');
    const { active: _active, passwordHash: _hash, tokensValidAfter: _validAfter, ...current } = user;
    request.user = await applyPreviewClaims(
      db,
      await applySessionClaims(db, current, claims, elevationRole),
      claims,
    );
  });
}

/** A user shared by the requests of a kept answer: no request may change another's. */
function frozen<T extends CurrentUser>(user: T | undefined): T | undefined {
  if (!user) return undefined;
  Object.freeze(user.roles);
  Object.freeze(user.acls);
  Object.freeze(user.preferences);
  return Object.freeze(user);
}

const aclsKeys = new WeakMap<readonly string[], string>();

/** The caller's acls as one string, e.g. for a key of answers kept per access (worked out once per list). */
export function aclsKey(user: CurrentUser): string {
  let key = aclsKeys.get(user.acls);
  if (key === undefined) {
    key = user.acls.join('\n');
    aclsKeys.set(user.acls, key);
  }
  return key;
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
