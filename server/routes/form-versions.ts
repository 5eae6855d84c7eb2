// The builder's forms API (designers, acl forms.design): the forms list, versions (draft and published),
// creation, duplication, retirement, lint (and the catalogue it looks things up in) and the preview-as-a-role
// token.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import {
  CreateFormRequest,
  DuplicateFormRequest,
  FormListQuery,
  FormSummary,
  FormVersion,
  FormVersionSummary,
  LintCatalogueResponse,
  PreviewTokenRequest,
  PreviewTokenResponse,
  RetireFormResponse,
  SaveDraftRequest,
  VersionNoteRequest,
} from '../../schemas/form-versions';
import { lintForm } from '../../runtime/core/lint/lint-form';
import { audit } from '../audit';
import { issuePreviewToken } from '../auth/preview';
import type { ServerContext } from '../context';
import {
  checkedForm,
  createForm,
  duplicateForm,
  publishFormVersion,
  rollbackForm,
  saveDraft,
} from '../form-drafts';
import { formUses, restoreForm, retireForm } from '../form-retirement';
import { formSummary, listFormSummaries } from '../form-summaries';
import { lockedForm } from '../forms';
import { getVersion, listVersions } from '../form-versions';
import { loadLintCatalogue } from '../lint/lint-catalogue';
import { requireDesigner } from './ignite';

// The form is checked by validateFormDefinition, so that every problem answers 400 INVALID_FORM with
// JSON pointers into the form (the route schema would answer the envelope's problems differently).
const FormBody = Type.Unknown({ description: 'A form definition (FormDefinitionInput)' });
const LintProblemSchema = Type.Object({
  ruleId: Type.String(),
  severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  path: Type.String(),
  message: Type.String(),
});
const SavedVersionSchema = Type.Object({
  version: FormVersionSummary,
  problems: Type.Array(LintProblemSchema),
  unchanged: Type.Optional(
    Type.Literal(true, {
      description:
        'the form was the same as the newest version: no version was saved, that one is answered (200)',
    }),
  ),
});
const FormParams = Type.Object({ id: Type.String() });
/** What retiring would find: what uses the form, and whether the portal opens it by itself (never retired). */
const FormUsesSchema = Type.Object({
  builtIn: Type.Boolean({ description: 'a popup screen or the dashboard: the portal opens it by itself' }),
  usedBy: RetireFormResponse.properties.usedBy,
});
const PublishQuery = Type.Object({
  latestVersion: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'The newest version the designer had when choosing to publish: refused (409) when a newer one was saved since',
    }),
  ),
});
type PublishQuery = Type.Static<typeof PublishQuery>;
const VersionParams = Type.Object({ id: Type.String(), version: Type.Integer({ minimum: 1 }) });

type FormParams = { Params: { id: string } };
type VersionParams = { Params: { id: string; version: number } };

export async function formVersionRoutes(app: FastifyInstance, { database, tokens }: ServerContext) {
  const { db } = database;

  app.get<{ Querystring: FormListQuery }>(
    '/api/ignite/forms',
    { schema: { querystring: FormListQuery, response: { 200: Type.Array(FormSummary) } } },
    async (request) => {
      requireDesigner(request);
      return listFormSummaries(db, request.query);
    },
  );

  app.post<{ Body: CreateFormRequest }>(
    '/api/ignite/forms',
    {
      schema: {
        body: Type.Object({ ...CreateFormRequest.properties, form: FormBody }),
        response: { 201: SavedVersionSchema },
      },
    },
    async (request, reply) => {
      const user = requireDesigner(request);
      return reply.status(201).send(await createForm(db, request.body.form, user, request.body.note));
    },
  );

  app.post<{ Body: unknown }>(
    '/api/ignite/forms/lint',
    { schema: { body: FormBody, response: { 200: Type.Array(LintProblemSchema) } } },
    async (request) => {
      requireDesigner(request);
      return lintForm(checkedForm(request.body), await loadLintCatalogue(db));
    },
  );

  app.get(
    '/api/ignite/forms/lint-catalogue',
    { schema: { response: { 200: LintCatalogueResponse } } },
    async (request) => {
      requireDesigner(request);
      return loadLintCatalogue(db);
    },
  );

  app.post<FormParams & { Body: DuplicateFormRequest }>(
    '/api/ignite/forms/:id/duplicate',
    { schema: { params: FormParams, body: DuplicateFormRequest, response: { 201: FormSummary } } },
    async (request, reply) => {
      const user = requireDesigner(request);
      return reply.status(201).send(await duplicateForm(db, request.params.id, request.body, user));
    },
  );

  app.delete<FormParams>(
    '/api/ignite/forms/:id',
    { schema: { params: FormParams, response: { 200: RetireFormResponse } } },
    async (request) => {
      const user = requireDesigner(request);
      const formId = request.params.id;
      return db.transaction().execute(async (trx) => {
        await lockedForm(trx, formId, user.id);
        const result = await retireForm(trx, formId);
        const action = result.outcome === 'deleted' ? 'form.delete' : 'form.retire';
        await audit(trx, { actor: user, action, target: `forms/${formId}`, details: result.usedBy });
        return result;
      });
    },
  );

  app.get<FormParams>(
    '/api/ignite/forms/:id/used-by',
    { schema: { params: FormParams, response: { 200: FormUsesSchema } } },
    async (request) => {
      requireDesigner(request);
      return formUses(db, request.params.id);
    },
  );

  app.post<FormParams>(
    '/api/ignite/forms/:id/restore',
    { schema: { params: FormParams, response: { 200: FormSummary } } },
    async (request) => {
      const user = requireDesigner(request);
      const formId = request.params.id;
      return db.transaction().execute(async (trx) => {
        await lockedForm(trx, formId, user.id);
        await restoreForm(trx, formId, user);
        return formSummary(trx, formId);
      });
    },
  );

  app.get<FormParams>(
    '/api/ignite/forms/:id/versions',
    { schema: { params: FormParams, response: { 200: Type.Array(FormVersionSummary) } } },
    async (request) => {
      requireDesigner(request);
      return listVersions(db, request.params.id);
    },
  );

  app.get<FormParams>(
    '/api/ignite/forms/:id/versions/latest',
    { schema: { params: FormParams, response: { 200: FormVersion } } },
    async (request) => {
      requireDesigner(request);
      return getVersion(db, request.params.id, 'latest');
    },
  );

  app.get<VersionParams>(
    '/api/ignite/forms/:id/versions/:version',
    { schema: { params: VersionParams, response: { 200: FormVersion } } },
    async (request) => {
      requireDesigner(request);
      return getVersion(db, request.params.id, request.params.version);
    },
  );

  app.post<FormParams & { Body: SaveDraftRequest }>(
    '/api/ignite/forms/:id/versions',
    {
      schema: {
        params: FormParams,
        body: Type.Object({ ...SaveDraftRequest.properties, form: FormBody }),
        response: { 200: SavedVersionSchema, 201: SavedVersionSchema },
      },
    },
    async (request, reply) => {
      const user = requireDesigner(request);
      const saved = await saveDraft(db, request.params.id, request.body, user);
      return reply.status(saved.unchanged ? 200 : 201).send(saved);
    },
  );

  app.post<VersionParams & { Querystring: PublishQuery }>(
    '/api/ignite/forms/:id/versions/:version/publish',
    {
      schema: {
        params: VersionParams,
        querystring: PublishQuery,
        response: { 200: FormVersionSummary },
      },
    },
    async (request) => {
      const user = requireDesigner(request);
      const { id, version } = request.params;
      return publishFormVersion(db, id, version, user, request.query.latestVersion);
    },
  );

  app.post<VersionParams & { Body: VersionNoteRequest | undefined }>(
    '/api/ignite/forms/:id/versions/:version/rollback',
    {
      schema: {
        params: VersionParams,
        body: Type.Optional(VersionNoteRequest),
        response: { 201: SavedVersionSchema },
      },
    },
    async (request, reply) => {
      const user = requireDesigner(request);
      const { id, version } = request.params;
      return reply.status(201).send(await rollbackForm(db, id, version, user, request.body?.note));
    },
  );

  app.post<{ Body: PreviewTokenRequest }>(
    '/api/ignite/preview-token',
    { schema: { body: PreviewTokenRequest, response: { 200: PreviewTokenResponse } } },
    async (request) => {
      const user = requireDesigner(request);
      const answer = await issuePreviewToken(db, tokens, user, request.body.role);
      await audit(db, {
        actor: user,
        action: 'form.preview-token',
        details: { role: answer.role, acls: answer.acls },
      });
      return answer;
    },
  );
}
