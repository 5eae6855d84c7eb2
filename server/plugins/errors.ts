// Turns every failure into `{ errorCode, message, details }`; unknown /api paths answer 404 JSON.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { audit } from '../audit';
import type { DB } from '../db/schema';
import { AppError, errorBody } from '../errors';
import { readableMessage } from '../../runtime/core/schema-problems';

// Fastify's own request errors, in the words of this API.
const FASTIFY_ERRORS: Record<string, { errorCode: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { errorCode: 'BODY_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    errorCode: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send JSON (application/json)',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { errorCode: 'INVALID_BODY', message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { errorCode: 'INVALID_BODY', message: 'The body is not valid JSON' },
};

/** PostgreSQL's unique_violation: two writes of the same thing at the same moment, each checked first. */
const UNIQUE_VIOLATION = '23505';
/**
 * PostgreSQL's deadlock_detected and serialization_failure: two writes (e.g. imports naming the same court
 * fines in another order) that waited on each other; PostgreSQL ended this one, which rolled back.
 */
const WRITES_COLLIDED = new Set(['40P01', '40001']);

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
      return reply.status(error.statusCode).send(errorBody(error.errorCode, error.message, error.details));
    }
    if (error.validation) {
      const details = error.validation.map((issue) => ({
        path:
          issue.instancePath || `/${(issue.params as { missingProperty?: string }).missingProperty ?? ''}`,
        message: readableMessage(issue) ?? issue.message ?? 'is invalid',
      }));
      return reply
        .status(400)
        .send(
          errorBody(
            'VALIDATION_FAILED',
            `The request ${error.validationContext ?? 'body'} is not valid`,
            details,
          ),
        );
    }
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
      // The loser of such a race: nothing of its write was stored (its transaction rolled back).
      return reply
        .status(409)
        .send(
          errorBody(
            'CONFLICT',
            'The same thing was saved by someone else at the same moment: reload and try again.',
          ),
        );
    }
    if (WRITES_COLLIDED.has(String((error as { code?: unknown }).code))) {
      return reply
        .status(409)
        .send(
          errorBody(
            'CONFLICT',
            'Another change to the same records was being saved at the same moment: nothing was saved. Try again.',
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send(errorBody('INTERNAL_ERROR', 'An unexpected error occurred.'));
    }
    const known = FASTIFY_ERRORS[error.code ?? ''];
    return reply
      .status(status)
      .send(errorBody(known?.errorCode ?? 'REQUEST_ERROR', known?.message ?? error.message));
  });
}
