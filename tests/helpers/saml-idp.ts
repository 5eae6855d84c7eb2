// A stand-in SAML 2.0 identity provider for tests: a signing key and self-signed certificate made here,
// responses built and signed with xml-crypto as a real IdP (Azure AD / Entra ID) sends them, and a tiny
// HTTP front end (sign-in page, auto-posting form) for browser round trips.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

export const IDP_ISSUER = 'https://idp.test/stand-in';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

export interface KeyPair {
  privateKey: string;
  cert: string;
}

export interface ResponseOptions {
  inResponseTo: string | null;
  email: string;
  acsUrl: string;
  audience: string;
  /** Which parts are signed: the assertion and the response (default), one of them, or none. */
  sign?: 'both' | 'assertion' | 'response' | 'none';
  /** Sign with a key the service provider does not trust. */
  forged?: boolean;
  /** Validity of the assertion, from now (default 5 minutes). */
  validForSeconds?: number;
  issuer?: string;
}

export interface AuthnRequestInfo {
  id: string;
  acsUrl: string | null;
  issuer: string | null;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const newId = () => `_${randomBytes(16).toString('hex')}`;

export async function makeKeyPair(commonName: string): Promise<KeyPair> {
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  return { privateKey: pems.private, cert: pems.cert };
}

/** Signs the element selected by `xpath`, placing the signature after its Issuer child. */
export function signElement(xml: string, element: 'Assertion' | 'Response', keys: KeyPair): string {
  const sig = new SignedXml({
    privateKey: keys.privateKey,
    publicCert: keys.cert,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  const xpath = element === 'Response' ? "/*[local-name(.)='Response']" : "//*[local-name(.)='Assertion']";
  sig.addReference({ xpath, transforms: [ENVELOPED, EXC_C14N], digestAlgorithm: SHA256 });
  sig.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `${xpath}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return sig.getSignedXml();
}

/** The Response and Assertion XML, unsigned. */
export function responseXml(options: ResponseOptions): string {
  const now = new Date();
  const instant = now.toISOString();
  const notBefore = new Date(now.getTime() - 60_000).toISOString();
  const notOnOrAfter = new Date(now.getTime() + (options.validForSeconds ?? 300) * 1000).toISOString();
  const issuer = escapeXml(options.issuer ?? IDP_ISSUER);
  const email = escapeXml(options.email);
  const acs = escapeXml(options.acsUrl);
  const inResponseTo = options.inResponseTo ? ` InResponseTo="${escapeXml(options.inResponseTo)}"` : '';
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${instant}" Destination="${acs}"${inResponseTo}>` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${instant}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${email}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${acs}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement><saml:Attribute Name="http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress"><saml:AttributeValue>${email}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`
  );
}

/**
 * Three signature-wrapping attacks on a genuine response (its assertion signed, for the clerk): an
 * assertion for the admin takes the signed one's place while the genuine assertion hides elsewhere.
 */
export function wrappingAttacks(
  idp: Pick<SamlIdp, 'signXml'>,
  options: Omit<ResponseOptions, 'email' | 'sign' | 'forged'>,
): string[] {
  const genuine = idp.signXml(responseXml({ ...options, email: 'clerk@ignite.local' }), 'assertion');
  const signedAssertion = genuine.match(/<saml:Assertion[\s\S]*<\/saml:Assertion>/)![0];
  const signature = signedAssertion.match(/<ds:Signature[\s\S]*<\/ds:Signature>/)![0];
  const evil = responseXml({ ...options, email: 'admin@ignite.local' }).match(
    /<saml:Assertion[\s\S]*<\/saml:Assertion>/,
  )![0];
  return [
    // The attacker's assertion carries the genuine signature and hides the genuine assertion inside.
    genuine.replace(
      signedAssertion,
      evil
        .replace('</saml:Issuer>', `</saml:Issuer>${signature}`)
        .replace('</saml:Assertion>', `<saml:Advice>${signedAssertion}</saml:Advice></saml:Assertion>`),
    ),
    // The genuine assertion moved into an extension, the attacker's where the assertion belongs.
    genuine.replace(signedAssertion, `<samlp:Extensions>${signedAssertion}</samlp:Extensions>${evil}`),
    // Two assertions side by side.
    genuine.replace(signedAssertion, `${evil}${signedAssertion}`),
  ];
}

/** Reads an AuthnRequest sent by the HTTP-Redirect binding (deflated, base64). */
export function parseAuthnRequest(samlRequest: string): AuthnRequestInfo {
  const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
  const attribute = (name: string) => xml.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? null;
  const id = attribute('ID');
  if (!id) throw new Error(`Not an AuthnRequest: ${xml}`);
  return {
    id,
    acsUrl: attribute('AssertionConsumerServiceURL'),
    issuer: xml.match(/Issuer[^>]*>([^<]+)</)?.[1] ?? null,
  };
}

export interface SamlIdp {
  issuer: string;
  /** The certificate the service provider trusts (PEM). */
  cert: string;
  trusted: KeyPair;
  /** A key pair the service provider does not know. */
  forged: KeyPair;
  /** A base64 SAMLResponse as the HTTP-POST binding carries it. */
  response(options: ResponseOptions): string;
  signXml(xml: string, sign: ResponseOptions['sign'], forged?: boolean): string;
}

export async function createSamlIdp(): Promise<SamlIdp> {
  const [trusted, forged] = await Promise.all([makeKeyPair('stand-in-idp'), makeKeyPair('forger')]);
  const signXml = (xml: string, sign: ResponseOptions['sign'] = 'both', isForged = false) => {
    const keys = isForged ? forged : trusted;
    let signed = xml;
    if (sign === 'both' || sign === 'assertion') signed = signElement(signed, 'Assertion', keys);
    if (sign === 'both' || sign === 'response') signed = signElement(signed, 'Response', keys);
    return signed;
  };
  return {
    issuer: IDP_ISSUER,
    cert: trusted.cert,
    trusted,
    forged,
    signXml,
    response: (options) =>
      Buffer.from(signXml(responseXml(options), options.sign, options.forged)).toString('base64'),
  };
}

export interface RunningSamlIdp extends SamlIdp {
  /** The single sign-on URL to configure as IGNITE_SAML_ENTRY_POINT. */
  entryPoint: string;
  /** The AuthnRequests received, newest last. */
  requests: AuthnRequestInfo[];
  stop(): Promise<void>;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">${body}</body></html>`;
}

/**
 * Serves the stand-in on 127.0.0.1: GET /sso shows a sign-in form for the AuthnRequest; POST /sso/login
 * answers an auto-posting form carrying the signed response (forged when the box is ticked).
 */
export async function startSamlIdp(audience: string): Promise<RunningSamlIdp> {
  const idp = await createSamlIdp();
  const requests: AuthnRequestInfo[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const html = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(text);
    };
    if (request.method === 'GET' && url.pathname === '/sso') {
      let info: AuthnRequestInfo;
      try {
        info = parseAuthnRequest(url.searchParams.get('SAMLRequest') ?? '');
      } catch {
        return html(400, page('Bad request', '<p>No valid SAMLRequest</p>'));
      }
      requests.push(info);
      const hidden = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${escapeXml(value)}">`;
      return html(
        200,
        page(
          'Stand-in identity provider',
          `<h1>Stand-in identity provider</h1><form method="post" action="/sso/login">` +
            hidden('requestId', info.id) +
            hidden('acsUrl', info.acsUrl ?? '') +
            hidden('relayState', url.searchParams.get('RelayState') ?? '') +
            `<p><label>Work email <input name="email" type="email" required></label></p>` +
            `<p><label><input type="checkbox" name="forge"> Sign with a forged key</label></p>` +
            `<button type="submit">Sign in</button></form>`,
        ),
      );
    }
    if (request.method === 'POST' && url.pathname === '/sso/login') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const acsUrl = form.get('acsUrl') ?? '';
        const samlResponse = idp.response({
          inResponseTo: form.get('requestId'),
          email: form.get('email') ?? '',
          acsUrl,
          audience,
          forged: form.get('forge') === 'on',
        });
        html(
          200,
          page(
            'Signing in',
            `<form method="post" action="${escapeXml(acsUrl)}">` +
              `<input type="hidden" name="SAMLResponse" value="${samlResponse}">` +
              `<input type="hidden" name="RelayState" value="${escapeXml(form.get('relayState') ?? '')}">` +
              `<button type="submit">Continue</button></form><script>document.forms[0].submit()</script>`,
          ),
        );
      });
      return;
    }
    html(404, page('Not found', '<p>Not found</p>'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...idp,
    entryPoint: `http://127.0.0.1:${port}/sso`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The server settings that point a portal on `port` at a running stand-in identity provider. */
export function samlEnv(idp: RunningSamlIdp, spIssuer: string, port: number): Record<string, string> {
  return {
    IGNITE_SAML_ENTRY_POINT: idp.entryPoint,
    IGNITE_SAML_ISSUER: spIssuer,
    IGNITE_SAML_IDP_CERT: idp.cert,
    IGNITE_SAML_IDP_ISSUER: IDP_ISSUER,
    IGNITE_SAML_CALLBACK_URL: `http://127.0.0.1:${port}/saml2/acs`,
  };
}
