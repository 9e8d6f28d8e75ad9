import { createHmac, timingSafeEqual } from 'node:crypto';

export type Claims = { sub: number; exp: number; kind: 'id' | 'link'; path?: string };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signs and verifies the server's compact tokens (JWT, HS256): id tokens that expire one hour after issue,
 * and short-lived link tokens for URLs opened in a new tab (exports, prints), bound to one path.
 */
export type TokenSigner = {
  sign(claims: Claims): string;
  verify(token: string, now?: number): Claims | null;
};

export function createTokenSigner(secret: string): TokenSigner {
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest();
  return {
    sign(claims) {
      const body = `${header}.${encode(claims)}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token, now = Date.now()) {
      const [head, payload, signature] = token.split('.');
      if (!head || !payload || !signature || head !== header) return null;
      const expected = mac(`${head}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
        return typeof claims.exp === 'number' && claims.exp > now ? claims : null;
      } catch {
        return null;
      }
    },
  };
}
