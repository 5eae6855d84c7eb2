// Validation hooks declared in a form's screen configuration, answered for a beforePost (spec 000 §3
// "Validation hook response"): the first rule whose q matches the posted data answers.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { ScreenConfig } from '../../schemas/screen-config';
import { findComponentByType } from '../../runtime/core/form-tree';
import type { ServerContext } from '../context';
import { notFound } from '../errors';
import { findForm } from '../forms';
import { currentUser } from '../plugins/auth';
import { matchesQuery } from '../records/query/q-matcher';

export async function validationHookRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  app.post<{ Params: { id: string; name: string }; Body: Record<string, unknown> }>(
    '/api/ignite/application/:id/validation-hooks/:name',
    {
      schema: {
        params: Type.Object({ id: Type.String(), name: Type.String() }),
        body: Type.Object({}, { additionalProperties: true }),
      },
    },
    async (request) => {
      currentUser(request);
      const form = await findForm(database.db, request.params.id);
      if (!form) throw notFound('FORM_NOT_FOUND', `There is no form with id "${request.params.id}"`);
      const config = findComponentByType(form.components, 'screen-config') as ScreenConfig | undefined;
      const hook = config?.validationHooks?.find((candidate) => candidate.name === request.params.name);
      if (!hook)
        throw notFound(
          'VALIDATION_HOOK_NOT_FOUND',
          `The form "${form.id}" has no validation hook "${request.params.name}"`,
        );
      const rule = hook.rules.find((candidate) => matchesQuery(candidate.when, request.body));
      if (!rule) return {};
      const { when: _when, ...response } = rule;
      return response;
    },
  );
}
