// The caller of a request, loaded from the database on every call so that role and acl changes
// take effect at once.
import { sql, type Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema';

export interface CurrentUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string;
  judiciaryId: string;
  privileged: boolean;
  roles: string[];
  acls: string[];
  preferences: Record<string, unknown>;
  /** When the bearer token's sign-in happened (seconds since the epoch). */
  authTime?: number;
  /** When the bearer token expires (seconds since the epoch): tokens issued later in the session keep it. */
  sessionExpiresAt?: number;
  /** The session the bearer token belongs to (session-tokens.ts); absent in tokens issued before sessions had ids. */
  sessionId?: string;
  /** The credential version the session was signed in at (session-tokens.ts). */
  credentialVersion?: number;
  /** Set while an elevation adds the elevation role's acls (ISO date). */
  elevatedUntil?: string;
}

/** What the database keeps about a user besides the caller's view of them. */
export interface StoredUserFields {
  active: boolean;
  passwordHash: string;
  /** Tokens issued before this are refused. */
  tokensValidAfter: Date | null;
}

export async function loadCurrentUser(
  db: Kysely<DB>,
  where: { id: string } | { username: string },
): Promise<(CurrentUser & StoredUserFields) | undefined> {
  // One query, run on every authenticated request: the user with their roles and acls (sorted, each once).
  let query = db
    .selectFrom('users')
    .selectAll('users')
    .select([
      sql<string[]>`array(
        select ${sql.ref('user_roles.role_name')}::text from ${sql.table('user_roles')}
        where ${sql.ref('user_roles.user_id')} = ${sql.ref('users.id')}
        order by ${sql.ref('user_roles.role_name')}
      )`.as('role_names'),
      sql<string[]>`array(
        select distinct ${sql.ref('role_acls.acl')}::text from ${sql.table('role_acls')}
        inner join ${sql.table('user_roles')} on ${sql.ref('user_roles.role_name')} = ${sql.ref('role_acls.role_name')}
        where ${sql.ref('user_roles.user_id')} = ${sql.ref('users.id')}
        order by 1
      )`.as('acl_names'),
    ]);
  query =
    'id' in where
      ? query.where('users.id', '=', where.id)
      : query.where('users.username', '=', where.username.toLowerCase());
  const user: (UserRow & { role_names: string[]; acl_names: string[] }) | undefined =
    await query.executeTakeFirst();
  if (!user) return undefined;
  return {
    id: user.id,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    displayName: user.display_name,
    judiciaryId: user.judiciary_id,
    privileged: user.privileged,
    active: user.active,
    passwordHash: user.password_hash,
    tokensValidAfter: user.tokens_valid_after,
    preferences: user.preferences,
    roles: user.role_names,
    acls: user.acl_names,
  };
}
