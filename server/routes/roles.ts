// Roles (issue #8): admins (acl admin.roles) list roles, read one and replace its acls. A role-editing
// screen of permission tiles submits by POST (screens always POST), so POST replaces as PUT does.
// Acls are read per request (server/plugins/auth.ts), so a change holds from the role holders' next call.
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { Kysely } from 'kysely';
import Type, { type TSchema } from 'typebox';
import { hasAccess } from '../../runtime/core/access';
import { checkSchema } from '../../runtime/core/schema-validator';
import { RoleDetails, RoleNameParams, RoleUpdateRequest, ROLES_ADMIN_ACL } from '../../schemas/roles';
import { audit } from '../audit';
import type { CurrentUser } from '../auth/current-user';
import type { ServerContext } from '../context';
import type { DB } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { requireAcl } from '../plugins/auth';

// Fastify's shared ajv coerces types (null becomes '', a string a one-item list): a role update is
// checked exactly as sent, so a malformed body changes nothing.
const asSent: FastifySchemaCompiler<TSchema> =
  ({ schema, httpPart }) =>
  (data) => {
    const problems = checkSchema(schema, data);
    if (problems.length === 0) return { value: data };
    return {
      error: badRequest('VALIDATION_FAILED', `The request ${httpPart ?? 'body'} is not valid`, problems),
    };
  };

const roleNotFound = (name: string) => notFound('ROLE_NOT_FOUND', `There is no role "${name}"`);

async function loadRoles(db: Kysely<DB>, name?: string): Promise<RoleDetails[]> {
  let roles = db.selectFrom('roles').select(['name', 'description']).orderBy('name');
  let acls = db.selectFrom('role_acls').select(['role_name', 'acl']).orderBy('acl');
  if (name !== undefined) {
    roles = roles.where('name', '=', name);
    acls = acls.where('role_name', '=', name);
  }
  const [roleRows, aclRows] = await Promise.all([roles.execute(), acls.execute()]);
  return roleRows.map((role) => ({
    name: role.name,
    description: role.description,
    acls: aclRows.filter((row) => row.role_name === role.name).map((row) => row.acl),
  }));
}

/** The acls the update asks for: the ticked tiles when it carries tiles, else its list. */
function requestedAcls(body: RoleUpdateRequest): string[] {
  if (body.permissions) {
    const ticked = Object.values(body.permissions).filter(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    return [...new Set(ticked.map((value) => value.trim()))].sort();
  }
  if (body.acls) return [...new Set(body.acls)].sort();
  throw badRequest(
    'ACLS_REQUIRED',
    'Send the role\'s acls: "acls" (a list of acl resource names) or "permissions" (ticked tiles)',
  );
}

/** The caller's acls once the role has `acls`, to refuse a change that takes admin.roles from them. */
async function callerAclsAfter(
  db: Kysely<DB>,
  caller: CurrentUser,
  role: string,
  acls: string[],
  elevationRole: string,
): Promise<string[]> {
  const held = caller.elevatedUntil ? [...caller.roles, elevationRole] : caller.roles;
  const others = held.filter((name) => name !== role);
  const rows =
    others.length === 0
      ? []
      : await db.selectFrom('role_acls').select('acl').where('role_name', 'in', others).execute();
  return [...rows.map((row) => row.acl), ...(held.includes(role) ? acls : [])];
}

export async function roleRoutes(app: FastifyInstance, { database, config }: ServerContext): Promise<void> {
  const { db } = database;
  const { elevationRole } = config.session;

  app.get('/api/iam/roles', { schema: { response: { 200: Type.Array(RoleDetails) } } }, async (request) => {
    requireAcl(request, ROLES_ADMIN_ACL);
    return loadRoles(db);
  });

  app.get<{ Params: RoleNameParams }>(
    '/api/iam/roles/:name',
    { schema: { params: RoleNameParams, response: { 200: RoleDetails } } },
    async (request) => {
      requireAcl(request, ROLES_ADMIN_ACL);
      const [role] = await loadRoles(db, request.params.name);
      if (!role) throw roleNotFound(request.params.name);
      return role;
    },
  );

  const replaceAcls = async (
    request: FastifyRequest<{ Params: RoleNameParams; Body: RoleUpdateRequest }>,
  ) => {
    const user = requireAcl(request, ROLES_ADMIN_ACL);
    const { name } = request.params;
    const body = request.body;
    if (typeof body.name === 'string' && body.name !== name) {
      throw badRequest('ROLE_NAME_MISMATCH', `The body names role "${body.name}", the address "${name}"`, {
        name: body.name,
      });
    }
    const acls = requestedAcls(body);
    const known = new Set(
      (await db.selectFrom('acl_resources').select('name').execute()).map((row) => row.name),
    );
    const unknown = acls.filter((acl) => !known.has(acl));
    if (unknown.length > 0) {
      throw badRequest('UNKNOWN_ACLS', `Unknown acl resources: ${unknown.join(', ')}`, { unknown });
    }
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('roles')
        .select(['name', 'description'])
        .where('name', '=', name)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw roleNotFound(name);
      const [before] = await loadRoles(trx, name);
      const after = await callerAclsAfter(trx, user, name, acls, elevationRole);
      if (!hasAccess(after, ROLES_ADMIN_ACL)) {
        throw new AppError(
          409,
          'ROLE_LOCKOUT',
          `Saving role "${name}" without ${ROLES_ADMIN_ACL} would take role management away from you`,
        );
      }
      // Left out: kept. Null: cleared (a screen's submission sends an emptied field as null, spec 000 §4).
      const description = body.description === undefined ? current.description : (body.description ?? '');
      if (description !== current.description) {
        await trx.updateTable('roles').set({ description }).where('name', '=', name).execute();
      }
      await trx.deleteFrom('role_acls').where('role_name', '=', name).execute();
      if (acls.length > 0) {
        await trx
          .insertInto('role_acls')
          .values(acls.map((acl) => ({ role_name: name, acl })))
          .execute();
      }
      await audit(trx, {
        actor: user,
        action: 'role.update',
        target: `roles/${name}`,
        before,
        after: { name, description, acls },
        ip: request.ip,
      });
    });
    const [saved] = await loadRoles(db, name);
    return saved;
  };

  const updateSchema = {
    params: RoleNameParams,
    body: RoleUpdateRequest,
    response: { 200: RoleDetails },
  };
  app.put<{ Params: RoleNameParams; Body: RoleUpdateRequest }>(
    '/api/iam/roles/:name',
    { schema: updateSchema, validatorCompiler: asSent },
    replaceAcls,
  );
  // Screens submit by POST (runtime/app/screens/submission-flow.ts).
  app.post<{ Params: RoleNameParams; Body: RoleUpdateRequest }>(
    '/api/iam/roles/:name',
    { schema: updateSchema, validatorCompiler: asSent },
    replaceAcls,
  );
}
