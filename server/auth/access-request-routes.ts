// Request Access (spec 000 §6): a user lists the acl resources they lack and asks for some of them; the
// request is recorded (and audited) for the administrators.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { AccessRequest, AccessRequestOptions, NewAccessRequest } from '../../schemas/auth';
import { audit } from '../audit';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { currentUser } from '../plugins/auth';

type AccessRequestRow = {
  id: number | string;
  acl_resources: string[];
  reason: string;
  status: string;
  created_at: Date;
};

const toAccessRequest = (row: AccessRequestRow): AccessRequest => ({
  id: String(row.id),
  aclResources: row.acl_resources,
  reason: row.reason,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function accessRequestRoutes(app: FastifyInstance, { database }: ServerContext) {
  const { db } = database;

  const resourcesLacked = async (held: string[]) => {
    const rows = await db
      .selectFrom('acl_resources')
      .selectAll()
      .orderBy('display_order')
      .orderBy('name')
      .execute();
    return rows.filter((row) => !held.includes(row.name));
  };

  app.get(
    '/api/iam/access-requests/options',
    { schema: { response: { 200: AccessRequestOptions } } },
    async (request) => {
      const user = currentUser(request);
      const groups = new Map<string, AccessRequestOptions[number]>();
      for (const row of await resourcesLacked(user.acls)) {
        const group = groups.get(row.category) ?? {
          resourceCategory: { displayName: row.category, displayOrder: row.display_order },
          aclResources: [],
        };
        group.resourceCategory.displayOrder = Math.min(
          group.resourceCategory.displayOrder,
          row.display_order,
        );
        group.aclResources.push({
          resourceName: row.name,
          displayName: row.display_name,
          displayOrder: row.display_order,
        });
        groups.set(row.category, group);
      }
      return [...groups.values()].sort(
        (a, b) => a.resourceCategory.displayOrder - b.resourceCategory.displayOrder,
      );
    },
  );

  app.get(
    '/api/iam/access-requests/mine',
    { schema: { response: { 200: Type.Array(AccessRequest) } } },
    async (request) => {
      const user = currentUser(request);
      const rows = await db
        .selectFrom('access_requests')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return rows.map(toAccessRequest);
    },
  );

  app.post<{ Body: NewAccessRequest }>(
    '/api/iam/access-requests',
    { schema: { body: NewAccessRequest, response: { 201: AccessRequest } } },
    async (request, reply) => {
      const user = currentUser(request);
      const reason = request.body.reason.trim();
      if (!reason)
        throw badRequest('VALIDATION_FAILED', 'Say why you need the access', [
          { path: '/reason', message: 'is required' },
        ]);
      const lacked = new Set((await resourcesLacked(user.acls)).map((row) => row.name));
      const problems = request.body.aclResources
        .filter((name) => !lacked.has(name))
        .map((name) => ({
          path: '/aclResources',
          message: user.acls.includes(name)
            ? `you hold "${name}" already`
            : `"${name}" is not an access resource`,
        }));
      if (problems.length > 0)
        throw badRequest('VALIDATION_FAILED', 'Some of the requested access cannot be requested', problems);
      const row = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('access_requests')
          .values({ user_id: user.id, acl_resources: JSON.stringify(request.body.aclResources), reason })
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, {
          actor: user,
          action: 'access.request',
          target: `access-requests/${created.id}`,
          after: { aclResources: request.body.aclResources, reason },
          ip: request.ip,
        });
        return created;
      });
      return reply.status(201).send(toAccessRequest(row));
    },
  );
}
