import { sign, verify } from 'hono/jwt';
import * as v from 'valibot';
import { TokenClaimsSchema, type TokenClaims } from './tokenClaims.ts';

const ALGORITHM = 'HS256';

/**
 * Signs and verifies the server's tokens: standard JWTs (HS256, `exp` in seconds) made and checked by hono/jwt.
 * Id tokens expire one hour after issue; link tokens open a path in a new tab (exports, prints). A token that is
 * forged, expired or of the wrong shape verifies to null.
 */
export type TokenSigner = {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
};

export function createTokenSigner(secret: string): TokenSigner {
  return {
    sign: (claims) => sign(claims, secret, ALGORITHM),
    async verify(token) {
      try {
        const claims = v.safeParse(TokenClaimsSchema, await verify(token, secret, ALGORITHM));
        return claims.success ? claims.output : null;
      } catch {
        return null;
      }
    },
  };
}
