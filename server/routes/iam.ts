// Sign-in, identity, profile and menu (spec 000 §7, the {iam} base).
import type { FastifyInstance } from 'fastify';
import { IdentityDetails, LoginRequest, TokenResponse, UserProfile } from '../../schemas/api';
import { loadCurrentUser } from '../auth/current-user';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../auth/passwords';
import type { ServerContext } from '../context';
import { AppError } from '../errors';
import { loadMenu } from '../menu';
import { currentUser } from '../plugins/auth';

export async function iamRoutes(
  app: FastifyInstance,
  { database, tokens, config }: ServerContext,
): Promise<void> {
  const { db } = database;

  app.post<{ Body: LoginRequest }>(
    '/api/iam/authentication/token',
    { config: { public: true }, schema: { body: LoginRequest, response: { 200: TokenResponse } } },
    async (request) => {
      const { authType, username, password } = request.body;
      if (authType !== 'DB_AUTH') {
        throw new AppError(400, 'AUTH_TYPE_NOT_SUPPORTED', `Sign-in type ${authType} is not available here`);
      }
      const user = await loadCurrentUser(db, { username });
      // Unknown users cost the same hash as known ones and get the same answer.
      const valid = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
      if (!user || !valid)
        throw new AppError(401, 'INVALID_CREDENTIALS', 'The email or password is incorrect');
      if (!user.active) throw new AppError(401, 'USER_INACTIVE', 'This account is inactive');
      return { token: await tokens.issue(user.id) };
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

  app.get('/api/iam/menu', async (request) => {
    const user = currentUser(request);
    return loadMenu(db, {
      acls: user.acls,
      showBuilderItems: config.builderMenuHosts.includes(request.hostname),
    });
  });
}
