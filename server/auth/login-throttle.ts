// Sign-in throttling: after too many failures for a user name or from an address within the window,
// every attempt is refused for a while, whether or not the user exists. An address is allowed many more
// failures than a user name: an office behind one address (a proxy, NAT) must not be locked out by one
// colleague's mistyped password, while guessing across many names from one address is still stopped. Each attempt takes its place in
// the count in one statement before the password is checked, so parallel attempts cannot all slip
// through between a count and its check; a success clears its user name's count and gives back its place
// in the address's (the address's failures still count: one good account must not buy more guesses), a
// failure leaves its place taken.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors';

/** Failures allowed for one user name within the window. */
export const MAX_FAILURES = 5;
/** Failures allowed from one address within the window, over all the names tried from it. */
export const MAX_ADDRESS_FAILURES = 50;
export const WINDOW_MINUTES = 15;

/** What attempts are counted by: a user name, an address, a user's authenticator codes. */
export interface ThrottleKey {
  kind: 'username' | 'ip' | 'mfa';
  value: string;
}

/**
 * Takes this attempt's place in the count of each key, in one statement (a count older than the window
 * starts again); answers each key's count, this attempt included.
 */
async function countAttempts(
  db: Kysely<DB>,
  keys: ThrottleKey[],
  windowMinutes: number,
): Promise<{ kind: ThrottleKey['kind']; failures: number }[]> {
  const windowOver = sql<boolean>`login_throttle.window_start < now() - make_interval(mins => ${windowMinutes})`;
  const counts = await db
    .insertInto('login_throttle')
    .values(keys.map((key) => ({ ...key, failures: 1 })))
    .onConflict((oc) =>
      oc.columns(['kind', 'value']).doUpdateSet({
        failures: sql`CASE WHEN ${windowOver} THEN 1 ELSE login_throttle.failures + 1 END`,
        window_start: sql`CASE WHEN ${windowOver} THEN now() ELSE login_throttle.window_start END`,
      }),
    )
    .returning(['kind', 'failures'])
    .execute();
  return counts.map((row) => ({ kind: row.kind as ThrottleKey['kind'], failures: row.failures }));
}

/** Takes this attempt's place in the count of each key; answers the highest count, this attempt included. */
export async function countAttempt(
  db: Kysely<DB>,
  keys: ThrottleKey[],
  windowMinutes = WINDOW_MINUTES,
): Promise<number> {
  return Math.max(...(await countAttempts(db, keys, windowMinutes)).map((row) => row.failures));
}

/** The failures counted for a key within the window (without counting an attempt). */
export async function countedFailures(
  db: Kysely<DB>,
  key: ThrottleKey,
  windowMinutes = WINDOW_MINUTES,
): Promise<number> {
  const row = await db
    .selectFrom('login_throttle')
    .select('failures')
    .where('kind', '=', key.kind)
    .where('value', '=', key.value)
    .where(sql<boolean>`window_start >= now() - make_interval(mins => ${windowMinutes})`)
    .executeTakeFirst();
  return row?.failures ?? 0;
}

/** Gives back the place an attempt took once it succeeded (the failures before it still count). */
export async function releaseAttempt(db: Kysely<DB>, key: ThrottleKey): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ failures: sql`greatest(failures - 1, 0)` })
    .where('kind', '=', key.kind)
    .where('value', '=', key.value)
    .execute();
}

/** Counts this attempt for the user name and the address; refuses it when either is over the limit. */
export async function claimLoginAttempt(db: Kysely<DB>, username: string, ip: string): Promise<void> {
  await claimAttempt(db, [
    { kind: 'username', value: username },
    { kind: 'ip', value: ip },
  ]);
}

/**
 * Counts a check of a signed-in user's current password (a password change) with their user name's
 * sign-in failures: a token alone must not buy unlimited guesses. The check gives its place back when the
 * password was right (releaseAttempt).
 */
export async function claimPasswordCheck(db: Kysely<DB>, username: string): Promise<void> {
  await claimAttempt(db, [{ kind: 'username', value: username }]);
}

async function claimAttempt(db: Kysely<DB>, keys: ThrottleKey[]): Promise<void> {
  // The count includes this attempt: the attempt after the limit's failures is refused.
  const counts = await countAttempts(db, keys, WINDOW_MINUTES);
  if (counts.some((row) => row.failures > (row.kind === 'ip' ? MAX_ADDRESS_FAILURES : MAX_FAILURES))) {
    throw new AppError(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many failed sign-in attempts. Try again in ${WINDOW_MINUTES} minutes.`,
    );
  }
}

/**
 * Keeps the attempt in the history; a success also clears its user name's count and gives back its place
 * in the address's.
 */
export async function recordLoginAttempt(
  db: Kysely<DB>,
  username: string,
  ip: string,
  success: boolean,
): Promise<void> {
  await db.insertInto('login_attempts').values({ username, ip, success }).execute();
  if (!success) return;
  await db
    .deleteFrom('login_throttle')
    .where('kind', '=', 'username')
    .where('value', '=', username)
    .execute();
  await releaseAttempt(db, { kind: 'ip', value: ip });
}
