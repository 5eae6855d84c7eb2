// Public forms: a form a designer marked `public: true` loads without a token; everything else stays behind
// sign-in, and a token that is sent is still checked.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let anonymous: ReturnType<typeof client>;
let clerk: ReturnType<typeof client>;
let designer: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  anonymous = client(server.url);
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  designer = client(server.url, await signIn(server.url, 'designer@ignite.local'));
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
});
afterAll(() => server?.stop());

const notPublic = (id: string) => ({
  errorCode: 'FORM_NOT_PUBLIC',
  message: 'This form is not public: sign in to open it',
  details: { formId: id },
});

const testForm = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Form ${id}`,
  category: 'tests',
  ...extra,
  components: [
    { type: 'screen-config', key: 'screen', screenType: 'create', submissionUrl: '/court-fines' },
    { type: 'textfield', key: 'caseNumber', label: 'Case number', input: true },
  ],
});

describe(`public forms without a token (${TEST_DB_KIND})`, () => {
  it('answers the seeded public example, marked public and without lock details', async () => {
    const response = await anonymous.get('/api/ignite/application/pay-a-fine');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 'pay-a-fine', name: 'Pay a Court Fine', public: true });
    expect(response.body).not.toHaveProperty('lockedBy');
    const components = JSON.parse(response.body.components[0]) as { type: string; key: string }[];
    expect(components[0]).toMatchObject({ type: 'screen-config', screenType: 'create' });
    expect(components.map((component) => component.key)).toContain('referencePanel');
  });

  it('refuses a form that is not public, and an unknown id the same way', async () => {
    const privateForm = await anonymous.get('/api/ignite/application/court-fine-create');
    expect(privateForm.status).toBe(401);
    expect(privateForm.body).toEqual(notPublic('court-fine-create'));
    const unknown = await anonymous.get('/api/ignite/application/no-such-form');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(notPublic('no-such-form'));
  });

  it('makes nothing else public: the form list, records, hooks, locks and export still need a token', async () => {
    const calls = [
      anonymous.get('/api/ignite/application'),
      anonymous.get('/api/court-fines'),
      anonymous.post('/api/court-fines', { caseNumber: 'CF-2026-0999' }),
      anonymous.post('/api/ignite/application/pay-a-fine/validation-hooks/check', {}),
      anonymous.post('/api/ignite/application/toggleLock/pay-a-fine/true'),
      anonymous.post('/api/ignite/application', testForm('anonymous-save', { public: true })),
      anonymous.get('/api/ignite/export?formId=pay-a-fine'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ errorCode: 'TOKEN_NOT_FOUND', message: 'Sign in to continue' });
    }
    expect((await clerk.get('/api/ignite/application/anonymous-save')).status).toBe(404);
  });
});

describe(`public forms with a token (${TEST_DB_KIND})`, () => {
  it('answers any form to a signed-in user, public or not, and 404 for an unknown id', async () => {
    const publicForm = await clerk.get('/api/ignite/application/pay-a-fine');
    expect(publicForm.status).toBe(200);
    expect(publicForm.body).toMatchObject({ id: 'pay-a-fine', public: true });
    const privateForm = await clerk.get('/api/ignite/application/court-fine-create');
    expect(privateForm.status).toBe(200);
    expect(privateForm.body).not.toHaveProperty('public');
    const unknown = await clerk.get('/api/ignite/application/no-such-form');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('FORM_NOT_FOUND');
  });

  it('still refuses an expired, forged or malformed token on a public form', async () => {
    const identity = await clerk.get('/api/iam/auth/users/my-identity');
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(identity.body.identity.id as string)
      .setIssuedAt()
      .setIssuer('ignite-portal')
      .setAudience('ignite-portal')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    const expiredAnswer = await client(server.url, expired).get('/api/ignite/application/pay-a-fine');
    expect(expiredAnswer.status).toBe(401);
    expect(expiredAnswer.body.errorCode).toBe('TOKEN_EXPIRED');
    const forged = await client(server.url, 'not.a.token').get('/api/ignite/application/pay-a-fine');
    expect(forged.status).toBe(401);
    expect(forged.body.errorCode).toBe('TOKEN_INVALID');
    const basic = await anonymous.get('/api/ignite/application/pay-a-fine', { authorization: 'Basic eDp5' });
    expect(basic.status).toBe(401);
    expect(basic.body).toMatchObject({ errorCode: 'TOKEN_NOT_FOUND', message: 'Sign in to continue' });
  });
});

describe(`marking a form public (${TEST_DB_KIND})`, () => {
  it('lets a designer mark a form public and take it back', async () => {
    const created = await designer.post(
      '/api/ignite/application',
      testForm('public-test-a', { public: true }),
    );
    expect(created.status).toBe(201);
    expect(created.body.public).toBe(true);
    expect((await anonymous.get('/api/ignite/application/public-test-a')).body).toMatchObject({
      id: 'public-test-a',
      public: true,
    });

    const withdrawn = await designer.post(
      '/api/ignite/application',
      testForm('public-test-a', { public: false }),
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).not.toHaveProperty('public');
    const refused = await anonymous.get('/api/ignite/application/public-test-a');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(notPublic('public-test-a'));

    await designer.post('/api/ignite/application', testForm('public-test-a', { public: true }));
    const resavedWithoutFlag = await designer.post('/api/ignite/application', testForm('public-test-a'));
    expect(resavedWithoutFlag.body).not.toHaveProperty('public');
    expect((await anonymous.get('/api/ignite/application/public-test-a')).status).toBe(401);
  });

  it('refuses a flag that is not a boolean, naming its path', async () => {
    const response = await designer.post(
      '/api/ignite/application',
      testForm('public-test-b', { public: 'yes' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('INVALID_FORM');
    expect(response.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/public' })]),
    );
  });

  it('tells who locked a form to designers only', async () => {
    await designer.post('/api/ignite/application', testForm('public-test-c', { public: true }));
    expect((await designer.post('/api/ignite/application/toggleLock/public-test-c/true')).status).toBe(200);
    const asDesigner = await designer.get('/api/ignite/application/public-test-c');
    expect(typeof asDesigner.body.lockedBy).toBe('string');
    const asClerk = await clerk.get('/api/ignite/application/public-test-c');
    expect(asClerk.status).toBe(200);
    expect(asClerk.body).not.toHaveProperty('lockedBy');
    const listed = await clerk.get('/api/ignite/application');
    expect(listed.body.find((form: { id: string }) => form.id === 'public-test-c')).not.toHaveProperty(
      'lockedBy',
    );
    const listedToDesigner = await designer.get('/api/ignite/application');
    expect(
      typeof listedToDesigner.body.find((form: { id: string }) => form.id === 'public-test-c').lockedBy,
    ).toBe('string');
    const anonymousAnswer = await anonymous.get('/api/ignite/application/public-test-c');
    expect(anonymousAnswer.status).toBe(200);
    expect(anonymousAnswer.body).not.toHaveProperty('lockedBy');
    await designer.post('/api/ignite/application/toggleLock/public-test-c/false');
  });

  it('keeps the flag through export and import', async () => {
    await designer.post('/api/ignite/application', testForm('public-test-d', { public: true }));
    const exported = await admin.get('/api/ignite/export?formId=public-test-d');
    expect(exported.status).toBe(200);
    expect(exported.body.forms).toEqual([expect.objectContaining({ id: 'public-test-d', public: true })]);
    const unchanged = await admin.post('/api/ignite/import', exported.body);
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.forms).toEqual([{ id: 'public-test-d', outcome: 'unchanged' }]);

    const withdrawn = { ...exported.body, forms: [{ ...exported.body.forms[0], public: false }] };
    const imported = await admin.post('/api/ignite/import', withdrawn);
    expect(imported.body.forms).toEqual([{ id: 'public-test-d', outcome: 'changed' }]);
    expect((await anonymous.get('/api/ignite/application/public-test-d')).status).toBe(401);
    // Importing it again with public: false spelled out changes nothing.
    const again = await admin.post('/api/ignite/import', withdrawn);
    expect(again.body.forms).toEqual([{ id: 'public-test-d', outcome: 'unchanged' }]);
  });
});
