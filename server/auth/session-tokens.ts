// A session's tokens. The token a sign-in issues starts a session: a random session id (`sid`) and the
// user's credential version (`cv`, when their password last changed or their tokens were last revoked).
// The tokens issued later in the session (an elevation, its end, a preview) carry both on, so signing out
// ends every token of the session, and a token whose credential version is not the user's current one is
// refused, even one issued by a sign-in that read the old password while it was being changed.
import { createHash, randomUUID } from 'node:crypto';
import type { CurrentUser, StoredUserFields } from './current-user';

export interface SessionTokenClaims extends Record<string, unknown> {
  sid?: string;
  cv?: number;
  auth_time?: number;
}

/** The credential version of a user whose tokens are valid after `validAfter`. */
export const credentialVersion = (validAfter: Date | null): number => validAfter?.getTime() ?? 0;

/** The claims of a sign-in's token: a new session. */
export function newSessionClaims(user: Pick<StoredUserFields, 'tokensValidAfter'>): SessionTokenClaims {
  return { sid: randomUUID(), cv: credentialVersion(user.tokensValidAfter) };
}

/** The claims a token issued later in the caller's session carries on (none the caller's token lacked). */
export function sameSessionClaims(user: CurrentUser): SessionTokenClaims {
  const claims: SessionTokenClaims = { auth_time: user.authTime };
  if (user.sessionId !== undefined) claims.sid = user.sessionId;
  if (user.credentialVersion !== undefined) claims.cv = user.credentialVersion;
  return claims;
}

/** The key under which a signed-out session is kept with the revoked tokens (never the id as it is). */
export function sessionKey(sessionId: string): string {
  return createHash('sha256').update(`session:${sessionId}`).digest('hex');
}
