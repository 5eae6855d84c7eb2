// Generic records API under /api/{resource} (spec 001 §7.4) for declared resources.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { RecordIdParams } from '../../schemas/api';
import type { ServerContext } from '../context';
import { badRequest, AppError } from '../errors';
import { findForm } from '../forms';
import { requireAcl } from '../plugins/auth';
import { getResource } from '../records/resources';
import { getRecord, insertRecord } from '../records/record-store';
import { validateSubmission } from '../records/validate-submission';

const ResourceParams = Type.Object({ resource: Type.String({ minLength: 1 }) });
const RecordBody = Type.Object({}, { additionalProperties: true });

export async function recordRoutes(app: FastifyInstance, { database }: ServerContext): Promise<void> {
  const { db } = database;

  app.post<{ Params: { resource: string }; Body: Record<string, unknown> }>(
    '/api/:resource',
    { schema: { params: ResourceParams, body: RecordBody } },
    async (request, reply) => {
      const resource = await getResource(db, request.params.resource);
      const user = requireAcl(request, resource.writeAcl);
      const form = await findForm(db, resource.formId);
      if (!form)
        throw new AppError(
          500,
          'FORM_NOT_FOUND',
          `The form "${resource.formId}" of ${resource.name} is missing`,
        );
      const { data, problems } = validateSubmission(form.components, request.body);
      if (problems.length > 0) throw badRequest('VALIDATION_FAILED', 'The record is not valid', problems);
      const record = await insertRecord(db, resource.name, data, user);
      return reply.status(201).send(record);
    },
  );

  app.get<{ Params: { resource: string; id: string } }>(
    '/api/:resource/:id',
    { schema: { params: RecordIdParams } },
    async (request) => {
      const resource = await getResource(db, request.params.resource);
      requireAcl(request, resource.readAcl);
      return getRecord(db, resource.name, request.params.id);
    },
  );
}
