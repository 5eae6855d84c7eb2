// Turns every failure into `{ errorCode, message, details }`; unknown /api paths answer 404 JSON.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { audit } from '../audit';
import type { DB } from '../db/schema';
import { AppError } from '../errors';

export function registerErrorHandling(app: FastifyInstance, db: Kysely<DB>): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.errorCode === 'ACCESS_DENIED') {
        // Refused access is audited; a failure to audit must not hide the answer.
        await audit(db, {
          actor: request.user,
          action: 'access.denied',
          target: `${request.method} ${request.url.split('?')[0]}`,
          details: { message: error.message },
          ip: request.ip,
        }).catch((auditError: unknown) => request.log.error(auditError));
      }
      return reply
        .status(error.statusCode)
        .send({ errorCode: error.errorCode, message: error.message, details: error.details });
    }
    if (error.validation) {
      const details = error.validation.map((issue) => ({
        path:
          issue.instancePath || `/${(issue.params as { missingProperty?: string }).missingProperty ?? ''}`,
        message: issue.message ?? 'is invalid',
      }));
      return reply.status(400).send({
        errorCode: 'VALIDATION_FAILED',
        message: `The request ${error.validationContext ?? 'body'} is not valid`,
        details,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply
        .status(500)
        .send({ errorCode: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' });
    }
    return reply.status(status).send({ errorCode: error.code ?? 'REQUEST_ERROR', message: error.message });
  });
}
