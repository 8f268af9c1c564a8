// Access tokens (JWT, signed by @fastify/jwt with JWT_SECRET/HS256 or the RS256 key pair): what they
// carry and how long they live. Services issue them through TokenIssuer and never see Fastify.
import { AppError } from '../../http/errors.ts';

/** Lifetime of a user's access token from /auth/login and /auth/refresh. */
export const USER_TOKEN_TTL_SECONDS = 15 * 60;
/** Lifetime of an OAuth client-credentials token from /v1/oauth/token. */
export const OAUTH_TOKEN_TTL_SECONDS = 60 * 60;
export const TOKEN_ISSUER = 'skillgraph';

export interface AccessTokenClaims {
  /** 'user' for a logged-in user, 'oauth' for a client-credentials token. */
  kind: 'user' | 'oauth';
  /** The user the token acts as: the logged-in user, or an OAuth token's subject; null for a client. */
  uid: string | null;
  org: string;
  /** Permission bit-flags granted by this token. */
  perm: number;
  /** The OAuth client, for client-credentials tokens. */
  cid?: string;
  scope?: string;
}

/** The slice of @fastify/jwt's `app.jwt` the issuer needs. */
export interface JwtSigner {
  sign(payload: Record<string, unknown>, options?: { expiresIn?: string; sub?: string }): string;
  verify<T>(token: string): T;
}

export interface TokenIssuer {
  issue(claims: AccessTokenClaims, ttlSeconds: number): string;
  /** The claims of a valid token; 401 unauthorized for a bad, expired or tampered one. */
  verify(token: string): AccessTokenClaims;
}

export function createTokenIssuer(jwt: JwtSigner): TokenIssuer {
  return {
    issue: (claims, ttlSeconds) =>
      jwt.sign({ ...claims }, { expiresIn: `${ttlSeconds}s`, sub: claims.uid ?? claims.cid ?? claims.org }),
    verify(token) {
      let claims: Partial<AccessTokenClaims>;
      try {
        claims = jwt.verify<Partial<AccessTokenClaims>>(token);
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
        throw new AppError(
          'unauthorized',
          expired ? 'The access token has expired' : 'The access token is not valid',
          undefined,
          {
            cause: error,
            headers: {
              'www-authenticate': `Bearer realm="skillgraph", error="invalid_token"`,
            },
          },
        );
      }
      // A token we signed always has this shape; anything else is refused rather than half-trusted.
      if (
        (claims.kind !== 'user' && claims.kind !== 'oauth') ||
        typeof claims.org !== 'string' ||
        typeof claims.perm !== 'number' ||
        (claims.uid !== null && typeof claims.uid !== 'string')
      ) {
        throw new AppError('unauthorized', 'The access token is not valid', undefined, {
          headers: { 'www-authenticate': `Bearer realm="skillgraph", error="invalid_token"` },
        });
      }
      return claims as AccessTokenClaims;
    },
  };
}
