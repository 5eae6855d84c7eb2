// Single sign-on routes (spec 000 §7: the SAML entry /saml2/authenticate/azure-ad): start a login, consume
// the identity provider's answer, and publish this service provider's metadata.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { audit } from '../audit';
import { loadCurrentUser } from '../auth/current-user';
import { newSessionClaims } from '../auth/session-tokens';
import type { ServerContext } from '../context';
import { AppError, errorBody } from '../errors';

export const SSO_LOGIN_PATH = '/saml2/authenticate/azure-ad';
export const SSO_ACS_PATH = '/saml2/acs';
export const INACTIVE_USER_PATH = '/app/saml/inactive-user';
export const CALLBACK_PATH = '/auth/saml/callback';

/** RelayState values this portal sends; anything else is ignored (no open redirect). */
const MODES = ['login', 'unlock'] as const;
type Mode = (typeof MODES)[number];
const modeOf = (value: unknown): Mode => (MODES.includes(value as Mode) ? (value as Mode) : 'login');

const AcsBody = Type.Object({
  SAMLResponse: Type.String({ minLength: 1, maxLength: 500_000 }),
  RelayState: Type.Optional(Type.String({ maxLength: 80 })),
});
type AcsBody = Type.Static<typeof AcsBody>;

function failurePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Single sign-on failed</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1 style="font-size:1.4rem">Single sign-on failed</h1>
<p>The answer of the identity provider could not be accepted. Please sign in again.</p>
<p><a href="/auth/login">Back to sign-in</a></p></body></html>`;
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errorCode: string,
  message: string,
) {
  if (request.headers.accept?.includes('application/json'))
    return reply.status(status).send(errorBody(errorCode, message));
  return reply.status(status).type('text/html; charset=utf-8').send(failurePage());
}

export async function samlRoutes(
  app: FastifyInstance,
  { config, database, tokens }: ServerContext,
): Promise<void> {
  const { db } = database;
  // The SAML libraries are loaded only when single sign-on is configured.
  const saml = config.saml ? await import('./service-provider') : null;
  const provider = saml && config.saml ? new saml.SamlServiceProvider(config.saml, db) : null;
  const enabled = () => {
    if (!provider) throw new AppError(404, 'SSO_NOT_CONFIGURED', 'Single sign-on is not configured');
    return provider;
  };

  // The identity provider posts its answer as an HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 600_000 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get<{ Querystring: { mode?: string } }>(
    SSO_LOGIN_PATH,
    {
      config: { public: true },
      schema: {
        hide: true,
        querystring: Type.Object({ mode: Type.Optional(Type.String({ maxLength: 20 })) }),
      },
    },
    async (request, reply) => reply.redirect(await enabled().loginUrl(modeOf(request.query.mode)), 302),
  );

  app.get('/saml2/metadata', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/samlmetadata+xml').send(enabled().metadata()),
  );

  app.post<{ Body: AcsBody }>(
    SSO_ACS_PATH,
    { config: { public: true }, schema: { hide: true, body: AcsBody } },
    async (request, reply) => {
      const sp = enabled();
      let email: string;
      try {
        ({ email } = await sp.consume(request.body.SAMLResponse));
      } catch (error) {
        if (!(saml && error instanceof saml.SamlRejected)) throw error;
        await audit(db, {
          actor: null,
          action: 'login.sso.failure',
          details: { reason: error.message },
          ip: request.ip,
        });
        return refuse(request, reply, 401, 'SSO_REJECTED', 'The single sign-on answer could not be accepted');
      }
      const user = await loadCurrentUser(db, { username: email });
      if (!user || !user.active) {
        await audit(db, {
          actor: null,
          action: 'login.sso.inactive',
          details: { username: email, known: Boolean(user) },
          ip: request.ip,
        });
        return reply.redirect(INACTIVE_USER_PATH, 303);
      }
      await audit(db, {
        actor: user,
        action: 'login.success',
        details: { username: email, method: 'SSO' },
        ip: request.ip,
      });
      const token = await tokens.issue(user.id, newSessionClaims(user));
      const query = new URLSearchParams({ token });
      if (modeOf(request.body.RelayState) === 'unlock') query.set('unlock', '1');
      return reply.redirect(`${CALLBACK_PATH}?${query.toString()}`, 303);
    },
  );
}
