// node-saml's cache of issued AuthnRequest ids, kept in the database so that any server process can
// consume the answer to a request another one issued, and so that ids survive restarts until they expire.
import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export class DatabaseRequestStore implements CacheProvider {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly ttlSeconds: number,
  ) {}

  /** node-saml saves each issued request id with its issue instant as the value. */
  async saveAsync(key: string, value: string): Promise<CacheItem | null> {
    const now = new Date();
    await this.db.deleteFrom('saml_requests').where('expires_at', '<', now).execute();
    const expires = new Date(now.getTime() + this.ttlSeconds * 1000);
    const row = await this.db
      .insertInto('saml_requests')
      .values({ id: key, expires_at: expires })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? { value, createdAt: now.getTime() } : null;
  }

  /** The issue instant of a request id that has not expired, or null. */
  async getAsync(key: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('saml_requests')
      .select('created_at')
      .where('id', '=', key)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    return row ? new Date(row.created_at).toISOString() : null;
  }

  async removeAsync(key: string | null): Promise<string | null> {
    if (!key) return null;
    const row = await this.db
      .deleteFrom('saml_requests')
      .where('id', '=', key)
      .returning('id')
      .executeTakeFirst();
    return row ? row.id : null;
  }
}

/**
 * Remembers a consumed assertion id until the assertion expires; answers false when the id was seen
 * before (a replay), atomically, so that two copies posted at once cannot both sign in.
 */
export async function rememberAssertion(db: Kysely<DB>, id: string, expiresAt: Date): Promise<boolean> {
  await db.deleteFrom('saml_assertions').where('expires_at', '<', new Date()).execute();
  const row = await db
    .insertInto('saml_assertions')
    .values({ id, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
