// Idempotency-Key for POSTs: the first response under a key is stored with the write, in the same
// transaction; a repeat answers it again and writes nothing more.
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import { AppError } from './errors';

export interface StoredResponse {
  status: number;
  body: unknown;
}

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

export function checkIdempotencyKey(key: string | string[] | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (Array.isArray(key) || !KEY_PATTERN.test(key)) {
    throw new AppError(
      400,
      'INVALID_IDEMPOTENCY_KEY',
      'Idempotency-Key must be 8 to 200 letters, digits, dots, colons, dashes or underscores',
    );
  }
  return key;
}

export async function findStoredResponse(
  db: Kysely<DB>,
  userId: string,
  key: string,
  path: string,
): Promise<StoredResponse | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_path !== path) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for another request',
    );
  }
  return { status: row.status, body: row.response };
}

/**
 * Claims the key inside the write's transaction. A concurrent request with the same key waits on the
 * primary key until this transaction ends, then finds the stored response.
 */
export async function storeResponse(
  db: Kysely<DB>,
  userId: string,
  key: string,
  path: string,
  response: StoredResponse,
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      request_path: path,
      status: response.status,
      response: JSON.stringify(response.body),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}
