import type { TestServer } from './test-server';

/** A seeded account's user id (a workflow actor names its approver by id). */
export async function userIdOf(server: TestServer, username: string): Promise<string> {
  const row = await server.database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}
