// Signing out ends the token on the server, not only in the browser: a token copied before (from the
// browser's storage, a log, a shared machine) is refused from then on. Tokens are kept by their SHA-256
// (never as they are) until they would have expired anyway.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { sessionKey } from './session-tokens';

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Ends a token that expires at `expiresAt` (seconds since the epoch); forgets tokens past their expiry. */
export async function revokeToken(db: Kysely<DB>, token: string, expiresAt: number): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ token_hash: tokenHash(token), expires_at: new Date(expiresAt * 1000) })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
  await db
    .deleteFrom('revoked_tokens')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}

/**
 * Ends the token a request presented, when it is traded for another (an elevation begun or ended) or the
 * session ends: only the newest token of a session stays valid.
 */
export async function revokePresentedToken(
  db: Kysely<DB>,
  token: string | undefined,
  expiresAt: number | undefined,
): Promise<void> {
  if (token && expiresAt) await revokeToken(db, token, expiresAt);
}

/** Ends every token of a session (signing out, the idle lock): those issued later in it too. */
export async function revokeSession(
  db: Kysely<DB>,
  sessionId: string | undefined,
  expiresAt: number | undefined,
): Promise<void> {
  if (!sessionId || !expiresAt) return;
  await db
    .insertInto('revoked_tokens')
    .values({ token_hash: sessionKey(sessionId), expires_at: new Date(expiresAt * 1000) })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

export async function isRevoked(db: Kysely<DB>, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom('revoked_tokens')
    .select('token_hash')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined;
}
