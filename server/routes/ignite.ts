// The forms application API (spec 000 §7, the {api}/ignite base).
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { FormDefinitionWire } from '../../schemas/form-definition';
import { validateFormDefinition } from '../../runtime/core/form-definition-validation';
import type { ServerContext } from '../context';
import { badRequest } from '../errors';
import {
  assertNotLockedByOther,
  getFormWire,
  getPublicFormWire,
  listFormsWire,
  saveForm,
  setFormLock,
} from '../forms';
import { audit } from '../audit';
import { requireAcl } from '../plugins/auth';

export const FORMS_DESIGN_ACL = 'forms.design';

export async function igniteRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  const { db } = database;

  // Optional auth: a signed-in caller loads any form; a caller without a token only a public one.
  app.get<{ Params: { id: string } }>(
    '/api/ignite/application/:id',
    {
      config: { optionalAuth: true },
      schema: {
        description:
          'A form by id. Without a bearer token only a form marked public answers (401 FORM_NOT_PUBLIC).',
        security: [{ bearer: [] }, {}],
        params: Type.Object({ id: Type.String() }),
        response: { 200: FormDefinitionWire },
      },
    },
    async (request) =>
      request.user ? getFormWire(db, request.params.id) : getPublicFormWire(db, request.params.id),
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
    const form = result.form;
    const { created } = await db.transaction().execute(async (trx) => {
      await assertNotLockedByOther(trx, form.id, user.id);
      const saved = await saveForm(trx, form, user.id);
      await audit(trx, {
        actor: user,
        action: saved.created ? 'form.create' : 'form.update',
        target: `forms/${form.id}`,
        after: form,
      });
      return saved;
    });
    return reply.status(created ? 201 : 200).send(await getFormWire(db, form.id));
  });

  app.post<{ Params: { id: string; shouldLock: 'true' | 'false' } }>(
    '/api/ignite/application/toggleLock/:id/:shouldLock',
    {
      schema: {
        params: Type.Object({
          id: Type.String(),
          shouldLock: Type.Union([Type.Literal('true'), Type.Literal('false')]),
        }),
      },
    },
    async (request, reply) => {
      const user = requireAcl(request, FORMS_DESIGN_ACL);
      const lock = request.params.shouldLock === 'true';
      await setFormLock(db, request.params.id, user.id, lock);
      await audit(db, {
        actor: user,
        action: lock ? 'form.lock' : 'form.unlock',
        target: `forms/${request.params.id}`,
      });
      return reply.type('text/plain').send(lock ? 'Form locked' : 'Form unlocked');
    },
  );
}
