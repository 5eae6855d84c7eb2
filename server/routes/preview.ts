// Preview as a role: designers (forms.design) list the roles they may preview a screen as. Listing roles
// with their acls stays with role admins (GET /api/iam/roles); here only names and descriptions.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { PreviewRole } from '../../schemas/form-versions';
import type { ServerContext } from '../context';
import { requireAcl } from '../plugins/auth';
import { FORMS_DESIGN_ACL } from '../../schemas/values/acls';

export async function previewRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  app.get(
    '/api/ignite/preview-roles',
    { schema: { response: { 200: Type.Array(PreviewRole) } } },
    async (request): Promise<PreviewRole[]> => {
      requireAcl(request, FORMS_DESIGN_ACL);
      const rows = await database.db
        .selectFrom('roles')
        .select(['name', 'description'])
        .orderBy('name')
        .execute();
      return rows;
    },
  );
}
