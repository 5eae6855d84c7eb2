// Validation hooks declared in a form's screen configuration, answered for a beforePost (spec 000 §3
// "Validation hook response"): the first rule whose q matches the posted data answers. The form lint
// refuses a rule whose q does not parse (unparsable-hook-rule); a form stored before that check may still
// hold one: the call then answers an error naming the hook and the rule.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { ScreenConfig, ValidationHook } from '../../schemas/screen-config';
import { findComponentByType } from '../../runtime/core/form-tree';
import { QuerySyntaxError } from '../../runtime/core/q-parser';
import type { ServerContext } from '../context';
import { AppError, notFound } from '../errors';
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
      const rule = hook.rules.find((candidate, index) =>
        ruleMatches(form.id, hook, index, candidate.when, request.body),
      );
      if (!rule) return {};
      const { when: _when, ...response } = rule;
      return response;
    },
  );
}

/** Whether a hook's rule matches the posted data; a rule whose q does not parse is the form's fault. */
function ruleMatches(
  formId: string,
  hook: ValidationHook,
  index: number,
  when: string,
  body: Record<string, unknown>,
): boolean {
  try {
    return matchesQuery(when, body);
  } catch (error) {
    if (!(error instanceof QuerySyntaxError)) throw error;
    throw new AppError(
      500,
      'VALIDATION_HOOK_INVALID',
      `The validation hook "${hook.name}" of the form "${formId}" cannot be checked: rule ${index + 1}'s when "${when}" is not valid q (${error.message}). A designer must fix the rule and publish the form again.`,
      { formId, hook: hook.name, rule: index + 1, when },
    );
  }
}
