// Admins declare resources (spec: records live under /api/{resource}) and move packages of forms,
// resources and menu entries between environments.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { ResourceDeclaration } from '../../schemas/resource';
import { audit } from '../audit';
import type { ServerContext } from '../context';
import { AppError, accessDenied, badRequest } from '../errors';
import { applyPackage } from '../packages/apply-package';
import { checkPackage } from '../packages/check-package';
import { exportPackage } from '../packages/export-package';
import { itemsFromUpload } from '../packages/package-items';
import { currentUser, requireAcl } from '../plugins/auth';
import { requireDesigner } from './ignite';
import { hasAccess } from '../../runtime/core/access';
import { RESOURCES_ADMIN_ACL } from '../records/record-access';
import { ensureRecordIndexes } from '../records/record-indexes';
import {
  checkResourceDeclaration,
  declarationOf,
  declareResource,
  getResource,
  listResources,
  loadAccessNames,
} from '../records/resources';
import { FORMS_DESIGN_ACL } from '../../schemas/values/acls';

/** Exporting and the dry run of an import: designers and administrators. */
const PACKAGE_READERS = [FORMS_DESIGN_ACL, RESOURCES_ADMIN_ACL];

function requireAnyAcl(request: FastifyRequest, acls: string[]) {
  const user = currentUser(request);
  if (!acls.some((acl) => hasAccess(user.acls, acl))) throw accessDenied();
  return user;
}

const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 63 }) });
const DeleteQuery = Type.Object({
  force: Type.Optional(Type.Boolean()),
  purge: Type.Optional(Type.Boolean()),
});

export async function resourceRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  const { db } = database;

  app.get('/api/ignite/resources', async (request) => {
    requireAcl(request, RESOURCES_ADMIN_ACL);
    return listResources(db);
  });

  app.get<{ Params: { name: string } }>(
    '/api/ignite/resources/:name',
    { schema: { params: NameParams } },
    async (request) => {
      requireAcl(request, RESOURCES_ADMIN_ACL);
      return getResource(db, request.params.name, { includeRetired: true });
    },
  );

  app.post<{ Body: unknown }>('/api/ignite/resources', async (request, reply) => {
    const user = requireAcl(request, RESOURCES_ADMIN_ACL);
    const formExists = async (formId: string) =>
      (await db.selectFrom('forms').select('id').where('id', '=', formId).executeTakeFirst()) !== undefined;
    const problems = await checkResourceDeclaration(request.body, formExists, await loadAccessNames(db));
    if (problems.length > 0)
      throw badRequest('INVALID_RESOURCE', 'The resource declaration is not valid', problems);
    const declaration = declarationOf(request.body as ResourceDeclaration);
    const { created } = await db.transaction().execute((trx) => declareResource(trx, declaration, user));
    return reply.status(created ? 201 : 200).send(await getResource(db, declaration.name));
  });

  app.delete<{ Params: { name: string }; Querystring: Type.Static<typeof DeleteQuery> }>(
    '/api/ignite/resources/:name',
    { schema: { params: NameParams, querystring: DeleteQuery } },
    async (request, reply) => {
      const user = requireAcl(request, RESOURCES_ADMIN_ACL);
      const { name } = request.params;
      const resource = await getResource(db, name, { includeRetired: true });
      await db.transaction().execute(async (trx) => {
        const counted = await trx
          .selectFrom('records')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('resource', '=', name)
          .where('deleted', '=', false)
          .executeTakeFirstOrThrow();
        const records = Number(counted.n);
        if (request.query.purge) {
          // The workflow items of its records go with them (they refer to the records).
          await trx.deleteFrom('workflow_items').where('resource', '=', name).execute();
          await trx.deleteFrom('records').where('resource', '=', name).execute();
          await trx.deleteFrom('resources').where('name', '=', name).execute();
          await ensureRecordIndexes(trx, { name, searchableFields: [] });
          await audit(trx, {
            actor: user,
            action: 'resource.purge',
            target: `resources/${name}`,
            before: resource,
            details: { records },
          });
          return;
        }
        if (records > 0 && !request.query.force) {
          throw new AppError(
            409,
            'RESOURCE_HAS_RECORDS',
            `${name} still has ${records} record(s). Add ?force=true to retire it (its records stay readable by admins) or ?purge=true to delete them.`,
            { records },
          );
        }
        const anyRows = await trx
          .selectFrom('records')
          .select('id')
          .where('resource', '=', name)
          .limit(1)
          .executeTakeFirst();
        if (anyRows)
          await trx
            .updateTable('resources')
            .set({ retired_at: new Date() })
            .where('name', '=', name)
            .execute();
        else await trx.deleteFrom('resources').where('name', '=', name).execute();
        await audit(trx, {
          actor: user,
          action: anyRows ? 'resource.retire' : 'resource.delete',
          target: `resources/${name}`,
          before: resource,
        });
      });
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: { formId?: string; category?: string } }>(
    '/api/ignite/export',
    {
      schema: {
        querystring: Type.Object({
          formId: Type.Optional(Type.String({ maxLength: 5000 })),
          category: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request) => {
      requireAnyAcl(request, PACKAGE_READERS);
      const formIds = request.query.formId
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      return exportPackage(db, formIds, request.query.category);
    },
  );

  app.post<{ Body: unknown; Querystring: { dryRun?: boolean } }>(
    '/api/ignite/import',
    {
      bodyLimit: 20 * 1024 * 1024,
      schema: { querystring: Type.Object({ dryRun: Type.Optional(Type.Boolean()) }) },
    },
    async (request) => {
      // Designers may see what an import would do; only administrators write it.
      const dryRun = request.query.dryRun ?? false;
      const user = dryRun
        ? requireAnyAcl(request, PACKAGE_READERS)
        : requireAcl(request, RESOURCES_ADMIN_ACL);
      const checked = await checkPackage(db, itemsFromUpload(request.body));
      if (checked.problems.length > 0) {
        throw badRequest(
          'INVALID_PACKAGE',
          `Nothing imported: ${checked.problems.length} problem(s)`,
          checked.problems,
        );
      }
      // Its forms are published as they are (scripts included, which run in every user's page): the
      // importer must be a designer as well as an administrator, as a publish asks of a designer.
      if (!dryRun && checked.package.forms.length > 0) requireDesigner(request);
      return applyPackage(db, checked.package, { dryRun, actor: user });
    },
  );
}
