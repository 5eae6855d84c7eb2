// The SAML 2.0 service provider (node-saml): AuthnRequests by the HTTP-Redirect binding, and the
// assertion consumer's checks: signature (response and assertion), audience, issuer, time window,
// InResponseTo against the ids issued here (kept in the database), and assertion replay.
import { SAML, ValidateInResponseTo, type Profile } from '@node-saml/node-saml';
import type { Kysely } from 'kysely';
import type { SamlSettings } from '../auth/session-config';
import type { DB } from '../db/schema';
import { DatabaseRequestStore, rememberAssertion } from './request-store';

/** Where the user's e-mail address may be in an assertion (Azure AD / Entra ID names first). */
const EMAIL_ATTRIBUTES = [
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
  'email',
  'mail',
];

export class SamlRejected extends Error {}

export interface SignedInPrincipal {
  /** The e-mail address (or e-mail-shaped NameID) that names the portal user. */
  email: string;
  nameID: string;
  assertionId: string;
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

function assertionFacts(profile: Profile): { id: string; expiresAt: Date | null; recipient: string | null } {
  const parsed = profile.getAssertion?.() as
    | {
        Assertion?: {
          $?: { ID?: string };
          Conditions?: { $?: { NotOnOrAfter?: string } }[];
          Subject?: {
            SubjectConfirmation?: {
              SubjectConfirmationData?: { $?: { NotOnOrAfter?: string; Recipient?: string } }[];
            }[];
          }[];
        };
      }
    | undefined;
  const assertion = parsed?.Assertion;
  const id = assertion?.$?.ID;
  if (!id) throw new SamlRejected('The assertion has no ID');
  const confirmation = assertion?.Subject?.[0]?.SubjectConfirmation?.[0]?.SubjectConfirmationData?.[0]?.$;
  const notOnOrAfter = assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? confirmation?.NotOnOrAfter;
  return {
    id,
    expiresAt: notOnOrAfter ? new Date(notOnOrAfter) : null,
    recipient: confirmation?.Recipient ?? null,
  };
}

export function emailOf(profile: Profile): string | null {
  for (const candidate of [
    profile.email,
    profile.mail,
    ...EMAIL_ATTRIBUTES.map((name) => first(profile[name])),
    profile.nameID,
  ]) {
    if (typeof candidate === 'string' && /^[^@\s]+@[^@\s]+$/.test(candidate.trim()))
      return candidate.trim().toLowerCase();
  }
  return null;
}

export class SamlServiceProvider {
  private readonly saml: SAML;

  constructor(
    private readonly settings: SamlSettings,
    private readonly db: Kysely<DB>,
  ) {
    this.saml = new SAML({
      entryPoint: settings.entryPoint,
      issuer: settings.issuer,
      callbackUrl: settings.callbackUrl,
      idpCert: settings.idpCert,
      idpIssuer: settings.idpIssuer,
      audience: settings.audience,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: settings.wantResponseSigned,
      acceptedClockSkewMs: settings.clockSkewMs,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: settings.requestTtlSeconds * 1000,
      cacheProvider: new DatabaseRequestStore(db, settings.requestTtlSeconds),
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      disableRequestedAuthnContext: true,
      signatureAlgorithm: 'sha256',
    });
  }

  /** The identity provider URL carrying a new AuthnRequest (its id is remembered for the answer). */
  loginUrl(relayState: string): Promise<string> {
    return this.saml.getAuthorizeUrlAsync(relayState, undefined, {});
  }

  metadata(): string {
    return this.saml.generateServiceProviderMetadata(null);
  }

  /** Validates a posted SAMLResponse and answers who signed in; throws SamlRejected otherwise. */
  async consume(samlResponse: string): Promise<SignedInPrincipal> {
    let profile: Profile | null;
    try {
      ({ profile } = await this.saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
    } catch (error) {
      throw new SamlRejected(error instanceof Error ? error.message : String(error));
    }
    if (!profile) throw new SamlRejected('The response carries no assertion');
    // node-saml checks the issuer of logout messages only; the assertion's is checked here.
    if (this.settings.idpIssuer && profile.issuer !== this.settings.idpIssuer)
      throw new SamlRejected(`The assertion was issued by ${profile.issuer}`);
    const { id, expiresAt, recipient } = assertionFacts(profile);
    // The bearer confirmation must be meant for this assertion consumer (SAML profiles §4.1.4.2).
    if (recipient !== null && recipient !== this.settings.callbackUrl)
      throw new SamlRejected(`The assertion is meant for ${recipient}`);
    const keepUntil = new Date(
      Math.max(expiresAt?.getTime() ?? 0, Date.now() + this.settings.requestTtlSeconds * 1000) +
        this.settings.clockSkewMs,
    );
    if (!(await rememberAssertion(this.db, id, keepUntil)))
      throw new SamlRejected('The assertion was used before (replay)');
    const email = emailOf(profile);
    if (!email) throw new SamlRejected('The assertion names no e-mail address');
    return { email, nameID: profile.nameID, assertionId: id };
  }
}
