import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { registerErrorHandling } from './errors';

/** PostgreSQL's error as the pg driver throws it. */
function postgresError(code: string, message: string): Error {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

async function answerTo(thrown: Error) {
  const app = Fastify();
  // Only an access refusal writes to the database (its audit entry); none is thrown here.
  registerErrorHandling(app, undefined as unknown as Kysely<DB>);
  app.get('/fails', () => Promise.reject(thrown));
  const response = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe("the database's refusals of a write", () => {
  it('answer 409 for writes that waited on each other (a deadlock, a serialization failure), to try again', async () => {
    for (const code of ['40P01', '40001']) {
      const { status, body } = await answerTo(postgresError(code, 'deadlock detected'));
      expect(status).toBe(409);
      expect(body).toEqual({
        errorCode: 'CONFLICT',
        message:
          'Another change to the same records was being saved at the same moment: nothing was saved. Try again.',
        details: null,
      });
    }
  });

  it('answer 500 without their text for anything else', async () => {
    const { status, body } = await answerTo(postgresError('42P01', 'relation "records" does not exist'));
    expect(status).toBe(500);
    expect(body).toEqual({
      errorCode: 'INTERNAL_ERROR',
      message: 'An unexpected error occurred.',
      details: null,
    });
  });
});
