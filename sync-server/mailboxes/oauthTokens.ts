import * as v from 'valibot';
import type { OAuthProvider } from './oauthProviders.ts';

/** The provider refused a code or a refresh token: the message is its error and description. */
export class OAuthRefusal extends Error {}

const TokenAnswerSchema = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  refresh_token: v.optional(v.string()),
  expires_in: v.optional(v.number()),
  id_token: v.optional(v.string()),
});
export type TokenAnswer = v.InferOutput<typeof TokenAnswerSchema>;

const ErrorAnswerSchema = v.object({ error: v.string(), error_description: v.optional(v.string()) });

/** POSTs a grant to the provider's token endpoint (client_secret_post) and reads its tokens. */
async function tokenRequest(provider: OAuthProvider, grant: Record<string, string>): Promise<TokenAnswer> {
  const body = new URLSearchParams({ ...grant, client_id: provider.clientId, client_secret: provider.clientSecret });
  const response = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(15_000),
  }).catch((error: unknown) => {
    throw new OAuthRefusal(`The provider could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = v.safeParse(ErrorAnswerSchema, answer);
    const text = refusal.success ? [refusal.output.error, refusal.output.error_description].filter(Boolean).join(': ') : `HTTP ${response.status}`;
    throw new OAuthRefusal(`The provider refused the sign-in: ${text}`);
  }
  const tokens = v.safeParse(TokenAnswerSchema, answer);
  if (!tokens.success) throw new OAuthRefusal('The provider answered without an access token.');
  return tokens.output;
}

/** The authorization code flow's exchange (with the PKCE verifier of its request). */
export function exchangeCode(provider: OAuthProvider, code: string, redirectUri: string, codeVerifier: string): Promise<TokenAnswer> {
  return tokenRequest(provider, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier });
}

/** A fresh access token for a stored refresh token (the provider may answer a new refresh token too). */
export function refreshAccessToken(provider: OAuthProvider, refreshToken: string): Promise<TokenAnswer> {
  return tokenRequest(provider, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/**
 * The account's e-mail from the ID token answered with the tokens. It came straight from the token endpoint over the
 * connection we opened, so its claims are read without checking its signature (OpenID Connect Core 3.1.3.7).
 */
export function idTokenEmail(idToken: string | undefined): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    // Microsoft may name the account's address preferred_username only.
    const { email, preferred_username: username } = claims as { email?: unknown; preferred_username?: unknown };
    const address = [email, username].find((value) => typeof value === 'string' && value.includes('@'));
    return typeof address === 'string' ? address : null;
  } catch {
    return null;
  }
}
