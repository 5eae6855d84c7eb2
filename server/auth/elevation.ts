// Permission elevation: a privileged user who confirms a one-time code gets a token carrying
// `elevatedUntil`; until then every call also holds the acls of the elevation role (`elevated_admin`
// unless IGNITE_ELEVATION_ROLE says otherwise). The acls are read on each call, like the user's own.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { CurrentUser } from './current-user';

export interface SessionClaims extends Record<string, unknown> {
  iat?: number;
  exp?: number;
  /** The sign-in time carried over into tokens issued later in the same session (elevation). */
  auth_time?: unknown;
  /** Seconds since the epoch. */
  elevatedUntil?: unknown;
  sid?: unknown;
  cv?: unknown;
}

export async function elevationAcls(db: Kysely<DB>, role: string): Promise<string[]> {
  const rows = await db.selectFrom('role_acls').select('acl').where('role_name', '=', role).execute();
  return rows.map((row) => row.acl);
}

/** The caller as the token describes the session: its sign-in time and, while it lasts, its elevation. */
export async function applySessionClaims(
  db: Kysely<DB>,
  user: CurrentUser,
  claims: SessionClaims,
  elevationRole: string,
  nowSeconds = Date.now() / 1000,
): Promise<CurrentUser> {
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : claims.iat;
  const session: CurrentUser = { ...user, authTime, sessionExpiresAt: claims.exp };
  if (typeof claims.sid === 'string') session.sessionId = claims.sid;
  if (typeof claims.cv === 'number') session.credentialVersion = claims.cv;
  const until = claims.elevatedUntil;
  if (typeof until !== 'number' || until <= nowSeconds || !user.privileged) return session;
  const extra = await elevationAcls(db, elevationRole);
  return {
    ...session,
    acls: [...new Set([...user.acls, ...extra])].sort(),
    elevatedUntil: new Date(until * 1000).toISOString(),
  };
}
