// Sign-in, identity, profile, menu, colleagues and passwords (spec 000 §7, the {iam} base).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import Type from 'typebox';
import {
  AppRedirectTokenQuery,
  ColleagueSummary,
  FilterAclUsersRequest,
  IdentityDetails,
  LoginRequest,
  TokenResponse,
  UpdatePasswordRequest,
  MAX_PREFERENCES_LENGTH,
  UserPreferences,
  UserPreferencesChange,
  UserProfile,
} from '../../schemas/api';
import { AuthConfigResponse, SignOutQuery } from '../../schemas/auth';
import { audit } from '../audit';
import { accessRequestRoutes } from '../auth/access-request-routes';
import { loadCurrentUser } from '../auth/current-user';
import {
  claimLoginAttempt,
  claimPasswordCheck,
  recordLoginAttempt,
  releaseAttempt,
} from '../auth/login-throttle';
import { passwordProblems } from '../auth/password-rules';
import { isPreview } from '../auth/preview';
import { revokePresentedToken, revokeSession } from '../auth/sign-out';
import { newSessionClaims } from '../auth/session-tokens';
import { mfaRoutes } from '../auth/mfa-routes';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../auth/passwords';
import type { ServerContext } from '../context';
import { accessDenied, AppError, badRequest } from '../errors';
import { loadMenu } from '../menu';
import { bearerToken, currentUser, requireAcl } from '../plugins/auth';
import { SSO_LOGIN_PATH } from '../saml/routes';
import { usersByIds, usersHoldingAny } from '../users';

const REDIRECT_TOKEN_TTL_SECONDS = 300;
/**
 * The acl that colleague look-ups (the approver chooser) need. Every seeded role whose users submit or
 * approve workflow screens (user_role, fine_approver, fine_cashier, form_designer) holds it, and the
 * chooser serves workflow, whose work arrives in the worklist; a user without roles holds nothing.
 */
export const COLLEAGUE_LOOKUP_ACL = 'worklist.read';

/** Only what the chooser shows: its label (name and judiciary id) and its value (the id). */
const colleagues = (users: ColleagueSummary[]): ColleagueSummary[] =>
  users.map(({ id, displayName, judiciaryId }) => ({ id, displayName, judiciaryId }));

/** The idle warning repeats every 5 seconds during the countdown (spec 000 §9). */
const IDLE_WARNING_EVERY_SECONDS = 5;

export async function iamRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { database, tokens, config } = context;
  const { db } = database;

  // What the portal needs before sign-in: single sign-on, idle timings, the tab guard switch.
  app.get(
    '/api/iam/auth/config',
    { config: { public: true }, schema: { response: { 200: AuthConfigResponse } } },
    async () => ({
      ssoEnabled: config.saml !== null,
      ssoLoginUrl: SSO_LOGIN_PATH,
      idleSeconds: config.session.idleSeconds,
      idleTimeoutSeconds: config.session.idleTimeoutSeconds,
      idleWarningEverySeconds: IDLE_WARNING_EVERY_SECONDS,
      multiTabGuard: config.session.multiTabGuard,
      elevationSeconds: config.session.elevationSeconds,
    }),
  );

  app.post<{ Body: LoginRequest }>(
    '/api/iam/authentication/token',
    { config: { public: true }, schema: { body: LoginRequest, response: { 200: TokenResponse } } },
    async (request) => {
      const { authType, password } = request.body;
      const username = request.body.username.trim().toLowerCase();
      if (authType !== 'DB_AUTH') {
        throw new AppError(400, 'AUTH_TYPE_NOT_SUPPORTED', `Sign-in type ${authType} is not available here`);
      }
      await claimLoginAttempt(db, username, request.ip);
      const user = await loadCurrentUser(db, { username });
      // Unknown users cost the same hash as known ones and get the same answer.
      const valid = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
      const success = Boolean(user && valid && user.active);
      await recordLoginAttempt(db, username, request.ip, success);
      await audit(db, {
        actor: success && user ? user : null,
        action: success ? 'login.success' : 'login.failure',
        details: { username },
        ip: request.ip,
      });
      if (!user || !valid)
        throw new AppError(401, 'INVALID_CREDENTIALS', 'The email or password is incorrect');
      if (!user.active) throw new AppError(401, 'USER_INACTIVE', 'This account is inactive');
      return { token: await tokens.issue(user.id, newSessionClaims(user)) };
    },
  );

  app.post<{ Querystring: SignOutQuery }>(
    '/api/iam/auth/sign-out',
    {
      schema: {
        description:
          'Ends the bearer token on the server: it is refused from then on (401 TOKEN_REVOKED). Other sessions of the user go on. `reason=lock` when the idle lock ends it.',
        querystring: SignOutQuery,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const details = request.query.reason === 'lock' ? { reason: 'lock' } : undefined;
      await db.transaction().execute(async (trx) => {
        await revokePresentedToken(trx, bearerToken(request), user.sessionExpiresAt);
        await revokeSession(trx, user.sessionId, user.sessionExpiresAt);
        await audit(trx, { actor: user, action: 'logout', details, ip: request.ip });
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/iam/auth/users/my-identity',
    { schema: { response: { 200: IdentityDetails } } },
    async (request) => {
      const user = currentUser(request);
      return {
        identity: { id: user.id, username: user.username },
        privileged: user.privileged,
        acls: user.acls,
        roles: user.roles,
        preferences: user.preferences,
        ...(user.elevatedUntil ? { elevatedUntil: user.elevatedUntil } : {}),
      };
    },
  );

  app.get('/api/iam/user/my-profile', { schema: { response: { 200: UserProfile } } }, async (request) => {
    const user = currentUser(request);
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      judiciaryId: user.judiciaryId,
    };
  });

  app.put<{ Body: Type.Static<typeof UserPreferencesChange> }>(
    '/api/iam/user/my-preferences',
    { schema: { body: UserPreferencesChange, response: { 200: UserPreferences } } },
    async (request) => {
      const user = currentUser(request);
      const preferences = { ...user.preferences, ...request.body };
      if (JSON.stringify(preferences).length > MAX_PREFERENCES_LENGTH)
        throw badRequest('PREFERENCES_TOO_LARGE', 'The preferences are too large to keep', [
          { path: '/', message: `at most ${MAX_PREFERENCES_LENGTH} characters of JSON in all` },
        ]);
      await db
        .updateTable('users')
        .set({ preferences: JSON.stringify(preferences) })
        .where('id', '=', user.id)
        .execute();
      return preferences;
    },
  );

  app.get('/api/iam/menu', async (request) => {
    const user = currentUser(request);
    return loadMenu(db, {
      acls: user.acls,
      showBuilderItems: config.builderMenuHosts.includes(request.hostname),
    });
  });

  app.post<{ Body: string[] }>(
    '/api/iam/user/users-with-permission',
    {
      schema: {
        body: Type.Array(Type.String({ minLength: 1 }), { maxItems: 100 }),
        response: { 200: Type.Array(ColleagueSummary) },
      },
    },
    async (request) => {
      requireAcl(request, COLLEAGUE_LOOKUP_ACL);
      return colleagues(await usersHoldingAny(db, request.body));
    },
  );

  app.post<{ Body: FilterAclUsersRequest }>(
    '/api/iam/auth/users/filter-acl-users',
    { schema: { body: FilterAclUsersRequest, response: { 200: Type.Array(ColleagueSummary) } } },
    async (request) => {
      requireAcl(request, COLLEAGUE_LOOKUP_ACL);
      return colleagues(await usersHoldingAny(db, request.body.aclResourceNames, request.body.users ?? []));
    },
  );

  app.post<{ Body: string[] }>(
    '/api/iam/user/users-with-iam-ids',
    {
      schema: {
        body: Type.Array(Type.String(), { maxItems: 1000 }),
        response: { 200: Type.Array(ColleagueSummary) },
      },
    },
    async (request) => {
      requireAcl(request, COLLEAGUE_LOOKUP_ACL);
      return colleagues(await usersByIds(db, request.body));
    },
  );

  app.post<{ Body: UpdatePasswordRequest }>(
    '/api/iam/auth/users/update-password',
    { schema: { body: UpdatePasswordRequest } },
    async (request, reply) => {
      const user = currentUser(request);
      await claimPasswordCheck(db, user.username);
      const stored = await loadCurrentUser(db, { id: user.id });
      if (!stored || !(await verifyPassword(request.body.currentPassword, stored.passwordHash))) {
        throw new AppError(400, 'WRONG_CURRENT_PASSWORD', 'The current password is incorrect');
      }
      await releaseAttempt(db, { kind: 'username', value: user.username });
      const problems = passwordProblems(request.body.newPassword, user.username);
      if (request.body.newPassword === request.body.currentPassword)
        problems.push('must differ from the current password');
      if (problems.length > 0) {
        throw badRequest(
          'WEAK_PASSWORD',
          `The new password ${problems.join('; ')}`,
          problems.map((message) => ({ path: '/newPassword', message })),
        );
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          // Tokens issued before the change (on any device) stop working.
          .set({
            password_hash: await hashPassword(request.body.newPassword),
            tokens_valid_after: sql`now()`,
          })
          .where('id', '=', user.id)
          .execute();
        await audit(trx, { actor: user, action: 'password.change', target: `users/${user.id}` });
      });
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: AppRedirectTokenQuery }>(
    '/api/iam/app-redirect-token',
    { schema: { querystring: AppRedirectTokenQuery, response: { 200: TokenResponse } } },
    async (request) => {
      const user = currentUser(request);
      // The other application would take the designer as themselves, not as the role previewed.
      if (isPreview(user)) throw accessDenied('A preview cannot open another application');
      const { requested_by_app_id: from, requested_for_app_id: to } = request.query;
      for (const appId of [from, to]) {
        if (!config.redirectApps.includes(appId))
          throw badRequest('UNKNOWN_APP', `"${appId}" is not a known application`);
      }
      const token = await tokens.issue(
        user.id,
        { requestedBy: from },
        { audience: to, ttlSeconds: REDIRECT_TOKEN_TTL_SECONDS },
      );
      return { token };
    },
  );

  await mfaRoutes(app, context);
  await accessRequestRoutes(app, context);
}
