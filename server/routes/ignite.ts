// The forms application API (spec 000 §7, the {api}/ignite base).
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { FormDefinitionWire } from '../../schemas/form-definition';
import { validateFormDefinition } from '../../runtime/core/form-definition-validation';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import { getFormWire, listFormsWire, saveForm } from '../forms';
import { requireAcl } from '../plugins/auth';

export const FORMS_DESIGN_ACL = 'forms.design';

export async function igniteRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  const { db } = database;

  app.get<{ Params: { id: string } }>(
    '/api/ignite/application/:id',
    { schema: { params: Type.Object({ id: Type.String() }), response: { 200: FormDefinitionWire } } },
    async (request) => getFormWire(db, request.params.id),
  );

  app.get<{ Querystring: { category?: string } }>(
    '/api/ignite/application',
    {
      schema: {
        querystring: Type.Object({ category: Type.Optional(Type.String()) }),
        response: { 200: Type.Array(FormDefinitionWire) },
      },
    },
    async (request) => listFormsWire(db, request.query.category),
  );

  app.post('/api/ignite/application', async (request, reply) => {
    const user = requireAcl(request, FORMS_DESIGN_ACL);
    const result = validateFormDefinition(request.body);
    if (!result.ok) throw badRequest('INVALID_FORM', 'The form definition is not valid', result.problems);
    const { created } = await saveForm(db, result.form, user.id);
    return reply.status(created ? 201 : 200).send(await getFormWire(db, result.form.id));
  });
}
