// Bearer tokens: HS256 JWTs with issuer, audience and expiry checked on every call.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from '../errors';

const ISSUER = 'ignite-portal';
const AUDIENCE = 'ignite-portal';
const ALGORITHMS = ['HS256'];

export interface TokenClaims {
  /** User id. */
  sub: string;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token for this portal, or (with `audience`) for another application of the organisation. */
  async issue(
    userId: string,
    extraClaims: Record<string, unknown> = {},
    options: { audience?: string; ttlSeconds?: number } = {},
  ): Promise<string> {
    return new SignJWT(extraClaims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(options.audience ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${options.ttlSeconds ?? this.ttlSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<TokenClaims & Record<string, unknown>> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ALGORITHMS,
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
