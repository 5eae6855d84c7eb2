// Elevate Permission (spec 000 §2, §6): privileged users enrol an authenticator (TOTP, RFC 6238) on their
// profile and confirm a one-time code to get a token with the elevation role's acls for a limited time.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ElevationResponse,
  MfaEnrolment,
  MfaEnrolmentRequest,
  MfaStatus,
  OtpCodeRequest,
} from '../../schemas/auth';
import { audit } from '../audit';
import type { ServerContext } from '../context';
import { accessDenied, AppError } from '../errors';
import { bearerToken, currentUser } from '../plugins/auth';
import type { CurrentUser } from './current-user';
import { isPreview } from './preview';
import { sameSessionClaims } from './session-tokens';
import { revokePresentedToken } from './sign-out';
import { countAttempt, countedFailures, releaseAttempt, type ThrottleKey } from './login-throttle';
import {
  base32Decode,
  newTotpSecret,
  otpauthUri,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  verifyTotp,
} from './totp';

export const TOTP_ISSUER = 'Ignite Portal';
/** A first enrolment needs a sign-in at most this old, so that a stolen older token cannot enrol. */
export const ENROLMENT_FRESHNESS_SECONDS = 15 * 60;
export const MAX_CODE_FAILURES = 5;
const FAILURE_WINDOW_MINUTES = 15;

function privileged(request: FastifyRequest): CurrentUser {
  const user = currentUser(request);
  if (!user.privileged)
    throw new AppError(403, 'NOT_PRIVILEGED', 'Only privileged users can elevate their permissions');
  return user;
}

export async function mfaRoutes(app: FastifyInstance, { database, tokens, config }: ServerContext) {
  const { db } = database;
  const now = () => Date.now() / 1000;

  const stored = (userId: string) =>
    db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();

  const throttled = () =>
    new AppError(429, 'MFA_THROTTLED', 'Too many wrong codes. Try again in 15 minutes.');
  const codesOf = (user: CurrentUser): ThrottleKey => ({ kind: 'mfa', value: user.id });

  async function assertNotThrottled(user: CurrentUser) {
    if ((await countedFailures(db, codesOf(user), FAILURE_WINDOW_MINUTES)) >= MAX_CODE_FAILURES)
      throw throttled();
  }

  /** Checks a code against a secret, refusing steps already used; records failures. */
  async function checkCode(
    request: FastifyRequest,
    user: CurrentUser,
    secret: string,
    code: string,
    lastStep: number,
  ) {
    // The code takes its place in the count before it is checked, so parallel codes cannot all be tried.
    if ((await countAttempt(db, [codesOf(user)], FAILURE_WINDOW_MINUTES)) > MAX_CODE_FAILURES)
      throw throttled();
    const step = verifyTotp(base32Decode(secret), code, now(), { afterStep: lastStep });
    if (step === null) {
      await audit(db, { actor: user, action: 'mfa.failure', ip: request.ip });
      throw new AppError(
        400,
        'INVALID_OTP',
        'The code is not valid. Check the time on your device and try again.',
      );
    }
    await releaseAttempt(db, codesOf(user));
    return step;
  }

  app.get('/api/iam/auth/mfa/status', { schema: { response: { 200: MfaStatus } } }, async (request) => {
    const user = currentUser(request);
    const row = await stored(user.id);
    return {
      privileged: user.privileged,
      enrolled: Boolean(row?.secret),
      pendingEnrolment: Boolean(row?.pending_secret),
      ...(user.elevatedUntil ? { elevatedUntil: user.elevatedUntil } : {}),
    };
  });

  app.post<{ Body: MfaEnrolmentRequest }>(
    '/api/iam/auth/mfa/enrolment',
    { schema: { body: MfaEnrolmentRequest, response: { 200: MfaEnrolment } } },
    async (request) => {
      const user = privileged(request);
      await assertNotThrottled(user);
      const row = await stored(user.id);
      if (row?.secret) {
        // Replacing an authenticator needs a code of the current one.
        if (!request.body.code)
          throw new AppError(400, 'OTP_REQUIRED', 'Enter a code of your current authenticator to replace it');
        const step = await checkCode(
          request,
          user,
          row.secret,
          request.body.code,
          Number(row.last_step ?? -1),
        );
        await db.updateTable('user_totp').set({ last_step: step }).where('user_id', '=', user.id).execute();
      } else if ((user.authTime ?? 0) < now() - ENROLMENT_FRESHNESS_SECONDS) {
        throw new AppError(
          403,
          'REAUTHENTICATION_REQUIRED',
          'Sign in again to set up an authenticator (a sign-in of the last 15 minutes is needed)',
        );
      }
      const secret = newTotpSecret();
      // The change and its audit entry land together or not at all.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('user_totp')
          .values({ user_id: user.id, pending_secret: secret, secret: null, last_step: null })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ pending_secret: secret }))
          .execute();
        await audit(trx, { actor: user, action: 'mfa.enrolment.start', ip: request.ip });
      });
      return {
        secret,
        otpauthUri: otpauthUri(secret, user.username, TOTP_ISSUER),
        digits: TOTP_DIGITS,
        period: TOTP_PERIOD_SECONDS,
        algorithm: 'SHA1' as const,
      };
    },
  );

  app.post<{ Body: OtpCodeRequest }>(
    '/api/iam/auth/mfa/enrolment/confirm',
    { schema: { body: OtpCodeRequest, response: { 200: MfaStatus } } },
    async (request) => {
      const user = privileged(request);
      await assertNotThrottled(user);
      const row = await stored(user.id);
      if (!row?.pending_secret)
        throw new AppError(409, 'NO_PENDING_ENROLMENT', 'Start setting up an authenticator first');
      const step = await checkCode(request, user, row.pending_secret, request.body.code, -1);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('user_totp')
          .set({ secret: row.pending_secret, pending_secret: null, last_step: step, enrolled_at: new Date() })
          .where('user_id', '=', user.id)
          .execute();
        await audit(trx, { actor: user, action: 'mfa.enrolled', target: `users/${user.id}`, ip: request.ip });
      });
      return { privileged: true, enrolled: true, pendingEnrolment: false };
    },
  );

  app.post<{ Body: OtpCodeRequest }>(
    '/api/iam/auth/mfa/elevate',
    { schema: { body: OtpCodeRequest, response: { 200: ElevationResponse } } },
    async (request) => {
      const user = privileged(request);
      await assertNotThrottled(user);
      const row = await stored(user.id);
      if (!row?.secret)
        throw new AppError(409, 'MFA_NOT_ENROLLED', 'Set up an authenticator on your profile first');
      const step = await checkCode(request, user, row.secret, request.body.code, Number(row.last_step ?? -1));
      // Only one request can move the step forward: a code raced twice elevates once.
      const claimed = await db
        .updateTable('user_totp')
        .set({ last_step: step })
        .where('user_id', '=', user.id)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .returning('user_id')
        .executeTakeFirst();
      if (!claimed)
        throw new AppError(400, 'INVALID_OTP', 'This code was used already. Wait for the next one.');
      const until = Math.floor(now()) + config.session.elevationSeconds;
      const token = await tokens.issue(
        user.id,
        { ...sameSessionClaims(user), elevatedUntil: until },
        { expiresAt: user.sessionExpiresAt },
      );
      const elevatedUntil = new Date(until * 1000).toISOString();
      // The elevated token replaces the one presented, which is ended with it (and audited in one go).
      await db.transaction().execute(async (trx) => {
        await revokePresentedToken(trx, bearerToken(request), user.sessionExpiresAt);
        await audit(trx, { actor: user, action: 'mfa.elevate', details: { elevatedUntil }, ip: request.ip });
      });
      return { token, elevatedUntil };
    },
  );

  app.delete(
    '/api/iam/auth/mfa/elevation',
    { schema: { response: { 200: ElevationResponse } } },
    async (request) => {
      const user = currentUser(request);
      // A preview's token is narrowed to a role: ending an elevation must not trade it for the designer's.
      if (isPreview(user)) throw accessDenied('A preview has no elevation to end');
      const token = await tokens.issue(user.id, sameSessionClaims(user), {
        expiresAt: user.sessionExpiresAt,
      });
      // The elevated token is ended: it would otherwise keep the elevation's acls until elevatedUntil.
      await db.transaction().execute(async (trx) => {
        await revokePresentedToken(trx, bearerToken(request), user.sessionExpiresAt);
        await audit(trx, { actor: user, action: 'mfa.elevation.end', ip: request.ip });
      });
      return { token };
    },
  );
}
