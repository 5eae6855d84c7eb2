// Look-ups of colleagues: by ids, and by the acls or roles they hold (the approver chooser).
import type { Kysely } from 'kysely';
import type { UserSummary } from '../schemas/api';
import type { DB } from './db/schema';

function summaries(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.username',
      'users.display_name',
      'users.first_name',
      'users.last_name',
      'users.judiciary_id',
    ])
    .where('users.active', '=', true)
    .orderBy('users.display_name')
    .orderBy('users.id');
}

type SummaryRow = {
  id: string;
  username: string;
  display_name: string;
  first_name: string;
  last_name: string;
  judiciary_id: string;
};

const toSummary = (row: SummaryRow): UserSummary => ({
  id: row.id,
  username: row.username,
  displayName: row.display_name,
  firstName: row.first_name,
  lastName: row.last_name,
  judiciaryId: row.judiciary_id,
});

/** Active users holding any of the names, as an acl or as a role, minus the excluded ids. */
export async function usersHoldingAny(
  db: Kysely<DB>,
  names: string[],
  excludeIds: string[] = [],
): Promise<UserSummary[]> {
  if (names.length === 0) return [];
  let query = summaries(db).where((eb) =>
    eb.or([
      eb(
        'users.id',
        'in',
        eb.selectFrom('user_roles').select('user_roles.user_id').where('user_roles.role_name', 'in', names),
      ),
      eb(
        'users.id',
        'in',
        eb
          .selectFrom('user_roles')
          .innerJoin('role_acls', 'role_acls.role_name', 'user_roles.role_name')
          .select('user_roles.user_id')
          .where('role_acls.acl', 'in', names),
      ),
    ]),
  );
  if (excludeIds.length > 0) query = query.where('users.id', 'not in', excludeIds);
  return (await query.execute()).map(toSummary);
}

export async function usersByIds(db: Kysely<DB>, ids: string[]): Promise<UserSummary[]> {
  if (ids.length === 0) return [];
  return (await summaries(db).where('users.id', 'in', ids).execute()).map(toSummary);
}
