// Elevate Permission through HTTP: authenticator enrolment, one-time codes, elevated tokens and their acls.
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, totp } from '../../server/auth/totp';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
let server: TestServer;
let ids: Record<string, string>;

/** A token as the server would issue it, with chosen claims (for times a test cannot wait for). */
async function mint(
  userId: string,
  claims: Record<string, unknown>,
  issuedAt = Math.floor(Date.now() / 1000),
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('ignite-portal')
    .setAudience('ignite-portal')
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 7200)
    .sign(new TextEncoder().encode(SECRET));
}

const expiryOf = (token: string) => decodeJwt(token).exp;

const codeAt = (secret: string, offsetSeconds = 0) =>
  totp(base32Decode(secret), Date.now() / 1000 + offsetSeconds);

beforeAll(async () => {
  server = await startTestServer();
  // approver1 becomes a privileged user without admin acls: elevation then visibly adds them.
  await server.database.db
    .updateTable('users')
    .set({ privileged: true })
    .where('username', '=', 'approver1@ignite.local')
    .execute();
  const rows = await server.database.db.selectFrom('users').select(['id', 'username']).execute();
  ids = Object.fromEntries(rows.map((row) => [row.username.split('@')[0], row.id]));
});
afterAll(() => server?.stop());

describe(`elevate permission (${TEST_DB_KIND})`, () => {
  let secret: string;
  // Codes once used are sent again as they were: a code computed again later may belong to the next
  // 30-second step, a fresh code the server rightly accepts.
  /** The code that confirmed the enrolment. */
  let enrolmentCode: string;
  /** The code that elevated. */
  let elevationCode: string;
  let approver: ReturnType<typeof client>;
  /** approver1's sign-in token: the tokens issued later in its session end when it does. */
  let approverToken: string;

  it('is for privileged users only', async () => {
    const clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
    expect((await clerk.get('/api/iam/auth/mfa/status')).body).toEqual({
      privileged: false,
      enrolled: false,
      pendingEnrolment: false,
    });
    for (const url of ['/api/iam/auth/mfa/enrolment', '/api/iam/auth/mfa/elevate']) {
      const response = await clerk.post(url, url.endsWith('elevate') ? { code: '123456' } : {});
      expect(response.status, url).toBe(403);
      expect(response.body.errorCode).toBe('NOT_PRIVILEGED');
    }
  });

  it('asks for a recent sign-in before a first enrolment', async () => {
    const stale = client(server.url, await mint(ids.approver1!, {}, Math.floor(Date.now() / 1000) - 3600));
    const response = await stale.post('/api/iam/auth/mfa/enrolment', {});
    expect(response.status).toBe(403);
    expect(response.body.errorCode).toBe('REAUTHENTICATION_REQUIRED');
  });

  it('enrols an authenticator: a base32 secret and otpauth URI, confirmed by a code', async () => {
    approverToken = await signIn(server.url, 'approver1@ignite.local');
    approver = client(server.url, approverToken);
    const started = await approver.post('/api/iam/auth/mfa/enrolment', {});
    expect(started.status).toBe(200);
    secret = started.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauthUri).toBe(
      `otpauth://totp/Ignite%20Portal:approver1%40ignite.local?secret=${secret}&issuer=Ignite+Portal&algorithm=SHA1&digits=6&period=30`,
    );
    expect((await approver.get('/api/iam/auth/mfa/status')).body).toMatchObject({
      enrolled: false,
      pendingEnrolment: true,
    });
    const wrong = await approver.post('/api/iam/auth/mfa/enrolment/confirm', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('INVALID_OTP');
    const malformed = await approver.post('/api/iam/auth/mfa/enrolment/confirm', { code: '12ab' });
    expect(malformed.status).toBe(400);
    enrolmentCode = codeAt(secret);
    const confirmed = await approver.post('/api/iam/auth/mfa/enrolment/confirm', { code: enrolmentCode });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ enrolled: true, pendingEnrolment: false });
  });

  it('elevates for a limited time with the acls of the elevated_admin role, each code once', async () => {
    const before = await approver.get('/api/iam/auth/users/my-identity');
    expect(before.body.acls).not.toContain('admin.audit');
    expect(before.body).not.toHaveProperty('elevatedUntil');
    // The code used to confirm the enrolment is spent.
    const reused = await approver.post('/api/iam/auth/mfa/elevate', { code: enrolmentCode });
    expect(reused.status).toBe(400);
    const started = Date.now();
    elevationCode = codeAt(secret, 30);
    const elevated = await approver.post('/api/iam/auth/mfa/elevate', { code: elevationCode });
    expect(elevated.status).toBe(200);
    const until = new Date(elevated.body.elevatedUntil).getTime();
    expect(until - started).toBeGreaterThan(890_000);
    expect(until - started).toBeLessThanOrEqual(901_000);
    // The elevated token ends with the session it was issued in, not later.
    expect(expiryOf(elevated.body.token)).toBe(expiryOf(approverToken));
    const elevatedClient = client(server.url, elevated.body.token);
    const identity = await elevatedClient.get('/api/iam/auth/users/my-identity');
    expect(identity.body.elevatedUntil).toBe(elevated.body.elevatedUntil);
    expect(identity.body.acls).toEqual(
      expect.arrayContaining(['admin.audit', 'admin.roles', 'court-fines.read']),
    );
    // The acls count on the server: the audit log needs admin.audit.
    const unelevated = client(server.url, await mint(ids.approver1!, {}));
    expect((await unelevated.get('/api/iam/audit-log')).status).toBe(403);
    expect((await elevatedClient.get('/api/iam/audit-log')).status).toBe(200);
    // The token traded for the elevated one is ended: only the newest token of a session is valid.
    const traded = await approver.get('/api/iam/auth/mfa/status');
    expect(traded.status).toBe(401);
    expect(traded.body.errorCode).toBe('TOKEN_REVOKED');
    approver = elevatedClient;
    const again = await approver.post('/api/iam/auth/mfa/elevate', { code: elevationCode });
    expect(again.status).toBe(400);
  });

  it('ends an elevation when asked, and when its time is over', async () => {
    const ended = await approver.delete('/api/iam/auth/mfa/elevation');
    expect(ended.status).toBe(200);
    // The elevated token is ended with the elevation, not kept until its elevatedUntil.
    const elevatedAgain = await approver.get('/api/iam/auth/mfa/status');
    expect(elevatedAgain.status).toBe(401);
    expect(elevatedAgain.body.errorCode).toBe('TOKEN_REVOKED');
    approver = client(server.url, ended.body.token);
    // Ending an elevation gives no longer session than the one it was asked in (here two hours, against
    // the eight of a sign-in).
    expect(expiryOf(ended.body.token)).toBe(expiryOf(approverToken));
    const shortSession = await mint(ids.approver1!, {});
    const endedShort = await client(server.url, shortSession).delete('/api/iam/auth/mfa/elevation');
    expect(expiryOf(endedShort.body.token)).toBe(expiryOf(shortSession));
    const after = await client(server.url, ended.body.token).get('/api/iam/auth/users/my-identity');
    expect(after.body).not.toHaveProperty('elevatedUntil');
    const now = Math.floor(Date.now() / 1000);
    const lapsed = await client(server.url, await mint(ids.approver1!, { elevatedUntil: now - 1 })).get(
      '/api/iam/auth/users/my-identity',
    );
    expect(lapsed.body.acls).not.toContain('admin.audit');
    // A claim of elevation means nothing for a user who is not privileged.
    const forged = await client(server.url, await mint(ids.clerk!, { elevatedUntil: now + 600 })).get(
      '/api/iam/auth/users/my-identity',
    );
    expect(forged.body.acls).not.toContain('admin.audit');
    expect(forged.body).not.toHaveProperty('elevatedUntil');
  });

  it('replaces an authenticator only with a code of the current one', async () => {
    const without = await approver.post('/api/iam/auth/mfa/enrolment', {});
    expect(without.status).toBe(400);
    expect(without.body.errorCode).toBe('OTP_REQUIRED');
    // A code of a step at or below the last one used is refused.
    const replaced = await approver.post('/api/iam/auth/mfa/enrolment', { code: elevationCode });
    expect(replaced.status).toBe(400);
  });

  it('stops accepting codes after five wrong ones', async () => {
    const admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
    const started = await admin.post('/api/iam/auth/mfa/enrolment', {});
    expect(started.status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await admin.post('/api/iam/auth/mfa/enrolment/confirm', { code: '000000' })).status).toBe(400);
    }
    const locked = await admin.post('/api/iam/auth/mfa/enrolment/confirm', {
      code: codeAt(started.body.secret),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('MFA_THROTTLED');
    const actions = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'mfa.%')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['mfa.enrolment.start', 'mfa.enrolled', 'mfa.elevate', 'mfa.failure']),
    );
  });
});
