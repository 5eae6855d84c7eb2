// The forms application API (spec 000 §7, the {api}/ignite base).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { FormDefinitionWire } from '../../schemas/form-definition';
import { FORMS_DESIGN_ACL } from '../../schemas/values/acls';
import { validateFormDefinition } from '../../runtime/core/form-definition-validation';
import type { ServerContext } from '../context';
import { accessDenied, badRequest } from '../errors';
import {
  assertNotLockedByOther,
  getDraftFormWire,
  getFormWire,
  getPublicFormWire,
  listFormsWire,
  saveForm,
  setFormLock,
  withoutLockHolder,
} from '../forms';
import { audit } from '../audit';
import { lintProblems } from '../form-drafts';
import { hasLintErrors } from '../../runtime/core/lint/lint-form';
import { hasAccess } from '../../runtime/core/access';
import type { CurrentUser } from '../auth/current-user';
import { isPreview } from '../auth/preview';
import { assertHoldsFormAcls } from '../form-acl-guard';
import { currentUser, requireAcl } from '../plugins/auth';

/** A designer, never a preview token (a preview runs screens; it does not change forms). */
export function requireDesigner(request: FastifyRequest): CurrentUser {
  const user = requireAcl(request, FORMS_DESIGN_ACL);
  if (isPreview(user)) throw accessDenied('A preview cannot change forms');
  return user;
}

export async function igniteRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  const { db } = database;

  // Optional auth: a signed-in caller loads any published form; a caller without a token only a public
  // one. Designers (and their previews) may ask for the newest version, draft or not, with ?draft=true.
  app.get<{ Params: { id: string }; Querystring: { draft?: boolean } }>(
    '/api/ignite/application/:id',
    {
      config: { optionalAuth: true },
      schema: {
        description:
          'A form by id: its published version (404 FORM_NOT_PUBLISHED when it has none). Without a bearer token only a form marked public answers (401 FORM_NOT_PUBLIC). With draft=true the newest version, for designers only.',
        security: [{ bearer: [] }, {}],
        params: Type.Object({ id: Type.String() }),
        querystring: Type.Object({ draft: Type.Optional(Type.Boolean()) }),
        response: { 200: FormDefinitionWire },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!request.query.draft) {
        if (!request.user) return getPublicFormWire(db, id);
        const form = await getFormWire(db, id);
        return hasAccess(currentUser(request).acls, FORMS_DESIGN_ACL) ? form : withoutLockHolder(form);
      }
      const user = currentUser(request);
      if (!isPreview(user) && !hasAccess(user.acls, FORMS_DESIGN_ACL)) throw accessDenied();
      return getDraftFormWire(db, id);
    },
  );

  app.get<{ Querystring: { category?: string } }>(
    '/api/ignite/application',
    {
      schema: {
        querystring: Type.Object({ category: Type.Optional(Type.String()) }),
        response: { 200: Type.Array(FormDefinitionWire) },
      },
    },
    async (request) => {
      const forms = await listFormsWire(db, request.query.category);
      return hasAccess(currentUser(request).acls, FORMS_DESIGN_ACL) ? forms : forms.map(withoutLockHolder);
    },
  );

  app.post('/api/ignite/application', async (request, reply) => {
    const user = requireDesigner(request);
    const result = validateFormDefinition(request.body);
    if (!result.ok) throw badRequest('INVALID_FORM', 'The form definition is not valid', result.problems);
    const form = result.form;
    const { created } = await db.transaction().execute(async (trx) => {
      await assertNotLockedByOther(trx, form.id, user.id);
      await assertHoldsFormAcls(trx, user, form);
      // This save publishes, so it refuses what a publish refuses; warnings do not block.
      const problems = await lintProblems(trx, form);
      if (hasLintErrors(problems))
        throw badRequest('LINT_ERRORS', 'The form has lint errors: fix them before saving', problems);
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
      const user = requireDesigner(request);
      const lock = request.params.shouldLock === 'true';
      await db.transaction().execute(async (trx) => {
        await setFormLock(trx, request.params.id, user.id, lock);
        await audit(trx, {
          actor: user,
          action: lock ? 'form.lock' : 'form.unlock',
          target: `forms/${request.params.id}`,
        });
      });
      return reply.type('text/plain').send(lock ? 'Form locked' : 'Form unlocked');
    },
  );
}
