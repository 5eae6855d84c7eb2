// Turns every failure into `{ errorCode, message, details }`; unknown /api paths answer 404 JSON.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
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
