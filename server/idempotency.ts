// Idempotency-Key for POSTs: the first response under a key is stored with the write, in the same
// transaction; a repeat of the same request answers it again and writes nothing more. The key is bound
// to the request's path and body (a hash), so a key reused for another request is refused, not answered
// with the first request's record.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { canonicalJson } from './canonical-json';
import type { DB } from './db/schema';
import { AppError } from './errors';

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** What a key is bound to: the method and path, and a hash of the body. */
export interface IdempotentRequest {
  path: string;
  bodyHash: string;
}

export function idempotentRequest(path: string, body: unknown): IdempotentRequest {
  return { path, bodyHash: createHash('sha256').update(canonicalJson(body)).digest('hex') };
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
  request: IdempotentRequest,
): Promise<StoredResponse | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  // Keys stored before bodies were hashed (body_hash null) are bound to their path only.
  if (row.request_path !== request.path || (row.body_hash !== null && row.body_hash !== request.bodyHash)) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for another request: send a new key for a new request',
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
  request: IdempotentRequest,
  response: StoredResponse,
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      request_path: request.path,
      body_hash: request.bodyHash,
      status: response.status,
      response: JSON.stringify(response.body),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A write's Idempotency-Key: whose it is and the request it is bound to. */
export interface IdempotentCall {
  userId: string;
  key: string;
  request: IdempotentRequest;
}

/** The response stored for an earlier request under the call's key, if any (none without a key). */
export const earlierResponse = (
  db: Kysely<DB>,
  call: IdempotentCall | undefined,
): Promise<StoredResponse | undefined> =>
  call ? findStoredResponse(db, call.userId, call.key, call.request) : Promise.resolve(undefined);

/** A concurrent request claimed the same Idempotency-Key first; its response is answered instead. */
class IdempotencyRace extends Error {}

/**
 * Runs a write in its own transaction under the call's key (none: just the write): after `lock` (the
 * write's own locks, taken first so that a repeat sent at the same time waits there for the first), a
 * response stored under the key is answered instead of writing; else the write's response is stored with
 * it. A concurrent request that claimed the key first is answered with its response.
 */
export async function idempotentWrite(
  db: Kysely<DB>,
  call: IdempotentCall | undefined,
  write: (trx: Kysely<DB>) => Promise<StoredResponse>,
  lock: (trx: Kysely<DB>) => Promise<void> = async () => {},
): Promise<StoredResponse> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lock(trx);
      const stored = await earlierResponse(trx, call);
      if (stored) return stored;
      const response = await write(trx);
      if (call && !(await storeResponse(trx, call.userId, call.key, call.request, response)))
        throw new IdempotencyRace();
      return response;
    });
  } catch (error) {
    if (!(error instanceof IdempotencyRace)) throw error;
    return (await earlierResponse(db, call))!;
  }
}
