// Sign-in throttling: after too many failures for a user name or from an address within the window,
// every attempt is refused for a while, whether or not the user exists.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors';

export const MAX_FAILURES = 5;
export const WINDOW_MINUTES = 15;

async function recentFailures(db: Kysely<DB>, column: 'username' | 'ip', value: string): Promise<number> {
  const since = sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`;
  // Failures count from the latest success of that user name or address.
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where(column, '=', value)
    .where('success', '=', false)
    .where('at', '>', since)
    .where((eb) =>
      eb(
        'at',
        '>',
        eb.fn.coalesce(
          eb
            .selectFrom('login_attempts as ok')
            .select((inner) => inner.fn.max('ok.at').as('at'))
            .where(`ok.${column}`, '=', value)
            .where('ok.success', '=', true),
          sql<Date>`'-infinity'::timestamptz`,
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function assertNotThrottled(db: Kysely<DB>, username: string, ip: string): Promise<void> {
  const [byUser, byAddress] = await Promise.all([
    recentFailures(db, 'username', username),
    recentFailures(db, 'ip', ip),
  ]);
  if (byUser >= MAX_FAILURES || byAddress >= MAX_FAILURES) {
    throw new AppError(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many failed sign-in attempts. Try again in ${WINDOW_MINUTES} minutes.`,
    );
  }
}

export async function recordLoginAttempt(
  db: Kysely<DB>,
  username: string,
  ip: string,
  success: boolean,
): Promise<void> {
  await db.insertInto('login_attempts').values({ username, ip, success }).execute();
}
