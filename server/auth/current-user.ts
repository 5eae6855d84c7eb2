// The caller of a request, loaded from the database on every call so that role and acl changes
// take effect at once.
import type { Kysely } from 'kysely';
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
  let query = db.selectFrom('users').selectAll();
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query.where('username', '=', where.username.toLowerCase());
  const user: UserRow | undefined = await query.executeTakeFirst();
  if (!user) return undefined;
  const [roles, acls] = await Promise.all([
    db
      .selectFrom('user_roles')
      .select('role_name')
      .where('user_id', '=', user.id)
      .orderBy('role_name')
      .execute(),
    db
      .selectFrom('role_acls')
      .innerJoin('user_roles', 'user_roles.role_name', 'role_acls.role_name')
      .select('role_acls.acl')
      .distinct()
      .where('user_roles.user_id', '=', user.id)
      .orderBy('role_acls.acl')
      .execute(),
  ]);
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
    roles: roles.map((row) => row.role_name),
    acls: acls.map((row) => row.acl),
  };
}
