// Every error the API answers is `{ errorCode, message, details }` with a fitting status.
import type { ErrorResponse } from '../schemas/api';

/** The body of every refusal: all three fields always, `details` null when there is nothing more to say. */
export function errorBody(errorCode: string, message: string, details: unknown = null): ErrorResponse {
  return { errorCode, message, details: details ?? null };
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (errorCode: string, message: string) => new AppError(404, errorCode, message);
export const accessDenied = (message = 'You do not have access to this resource') =>
  new AppError(403, 'ACCESS_DENIED', message);
export const badRequest = (errorCode: string, message: string, details?: unknown) =>
  new AppError(400, errorCode, message, details);
