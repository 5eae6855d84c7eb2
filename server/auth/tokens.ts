// Bearer tokens: HS256 JWTs with issuer, audience, issue time and expiry checked on every call.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from '../errors';

const ISSUER = 'ignite-portal';
const AUDIENCE = 'ignite-portal';
const ALGORITHMS = ['HS256'];

export interface TokenClaims {
  /** User id. */
  sub: string;
  /** Issue time in seconds, with milliseconds, so that a revocation in the same second is exact. */
  iat: number;
  exp: number;
}

/**
 * Whether each of the token's three parts is base64url exactly as a signer writes it: no padding, no other
 * characters, no stray bits after the last byte. Decoders accept all of those, so one signed token could
 * otherwise be sent in many spellings.
 */
export function isCanonical(token: string): boolean {
  const parts = token.split('.');
  return (
    parts.length === 3 &&
    parts.every(
      (part) =>
        /^[A-Za-z0-9_-]+$/.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part,
    )
  );
}

/** How many verified tokens are remembered (each a few hundred bytes). */
const REMEMBERED_TOKENS = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims were checked, with their claims: checking an HS256 signature with
   * jose costs about 0.1 ms, more than the rest of a kept answer. What a token says cannot change, so only
   * its expiry is checked again; the oldest are forgotten first.
   */
  private readonly verified = new Map<string, TokenClaims & Record<string, unknown>>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * A token for this portal, or (with `audience`) for another application of the organisation. It expires
   * after `ttlSeconds` (the configured session length unless given), or at `expiresAt` (seconds since the
   * epoch): a token issued within a session (an elevation, its end) ends with the session, so that no
   * token can be traded for a longer one.
   */
  async issue(
    userId: string,
    extraClaims: Record<string, unknown> = {},
    options: { audience?: string; ttlSeconds?: number; expiresAt?: number } = {},
  ): Promise<string> {
    return (
      new SignJWT(extraClaims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(options.audience ?? AUDIENCE)
        // This portal's own tokens carry milliseconds so that a revocation in the same second is exact;
        // another application gets the whole seconds it expects.
        .setIssuedAt(options.audience ? Math.floor(Date.now() / 1000) : Date.now() / 1000)
        .setExpirationTime(options.expiresAt ?? `${options.ttlSeconds ?? this.ttlSeconds}s`)
        .sign(this.key)
    );
  }

  async verify(token: string): Promise<TokenClaims & Record<string, unknown>> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      this.verified.delete(token);
      throw new AppError(401, 'TOKEN_EXPIRED', 'Your session has expired');
    }
    const claims = await this.check(token);
    if (this.verified.size >= REMEMBERED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, Object.freeze(claims));
    return claims;
  }

  private async check(token: string): Promise<TokenClaims & Record<string, unknown>> {
    // One token has one spelling: a revocation is kept by the token's text, which must not be re-spelt.
    // Checked before a token is first remembered, so a remembered one is canonical.
    if (!isCanonical(token)) throw new AppError(401, 'TOKEN_INVALID', 'The token is not valid');
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ALGORITHMS,
        // A token without an expiry would be valid for ever, one without an issue time could not be revoked.
        requiredClaims: ['exp', 'iat'],
      });
      if (typeof payload.sub !== 'string')
        throw new AppError(401, 'TOKEN_INVALID', 'The token names no user');
      return payload as TokenClaims & Record<string, unknown>;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JWTExpired)
        throw new AppError(401, 'TOKEN_EXPIRED', 'Your session has expired');
      throw new AppError(401, 'TOKEN_INVALID', 'The token is not valid');
    }
  }
}
