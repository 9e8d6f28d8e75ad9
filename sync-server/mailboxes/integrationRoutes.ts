import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { requireAction, requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../context.ts';
import { validBody } from '../http/validate.ts';
import { AUTHORIZATION_EXPIRED_MESSAGE, completeAuthorization, findAuthorization, startAuthorization } from './mailboxAuthorizations.ts';
import { requireMailboxManager, type MailboxDeps } from './mailboxDeps.ts';
import { MAILBOXES_PATH } from '../../domain/mailboxes/mailboxList.ts';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderName } from '../../domain/mailboxes/mailbox.ts';
import type { OAuthProvider } from './oauthProviders.ts';
import { exchangeCode, idTokenEmail, OAuthRefusal } from './oauthTokens.ts';

export const PROVIDER_NOT_CONFIGURED_MESSAGE = 'This mailbox provider is not configured on the server.';

const TokenBodySchema = v.object({
  code: v.pipe(v.string('The provider sent no code.'), v.nonEmpty('The provider sent no code.'), v.maxLength(4000)),
  state: v.pipe(v.string(AUTHORIZATION_EXPIRED_MESSAGE), v.nonEmpty(AUTHORIZATION_EXPIRED_MESSAGE), v.maxLength(200)),
});

/** Where the provider sends the browser back: the mailboxes tab, which hands the code to the window that opened it. */
export function redirectUriOf(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}${MAILBOXES_PATH}`;
}

const isProviderName = (name: string): name is OAuthProviderName => (OAUTH_PROVIDER_NAMES as readonly string[]).includes(name);

function providerOf(deps: MailboxDeps, c: Context<AppEnv>): OAuthProvider | null {
  const name = c.req.param('provider') ?? '';
  return isProviderName(name) ? (deps.access.providers[name] ?? null) : null;
}

/**
 * Google and Microsoft sign-in (spec 002 §4, §7): GET /integrations/{gmail|microsoft}/url answers the provider's
 * authorization URL for the OAuth 2 code flow, with a state bound to the user and dealer and a PKCE challenge; POST
 * /integrations/{provider}/token exchanges the code the popup brought back for tokens and keeps the refresh token
 * encrypted, answering `token`, a handle that POST /mailbox/create and /update take (never a provider's token).
 */
export function integrationRoutes(deps: MailboxDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = [requireUser(deps), requireDealer(), requireAction('settings.mailboxes'), requireMailboxManager()] as const;

  app.get('/integrations/:provider/url', ...guard, async (c) => {
    const provider = providerOf(deps, c);
    if (!provider) return c.json({ message: PROVIDER_NOT_CONFIGURED_MESSAGE }, 404);
    const state = randomBytes(32).toString('base64url');
    const verifier = randomBytes(48).toString('base64url');
    await startAuthorization(deps.db, { dealerId: c.get('dealer').id, userId: c.get('user').id, provider: provider.name }, state, verifier);
    const url = new URL(provider.authorizeUrl);
    const params = {
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: redirectUriOf(deps.publicUrl),
      scope: provider.scopes,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...provider.authorizeParams,
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return c.json({ url: url.toString() });
  });

  app.post('/integrations/:provider/token', ...guard, validBody(TokenBodySchema), async (c) => {
    const provider = providerOf(deps, c);
    if (!provider) return c.json({ message: PROVIDER_NOT_CONFIGURED_MESSAGE }, 404);
    const body = c.req.valid('json');
    const owner = { dealerId: c.get('dealer').id, userId: c.get('user').id, provider: provider.name };
    const authorization = await findAuthorization(deps.db, owner, body.state);
    if (!authorization) return c.json({ message: AUTHORIZATION_EXPIRED_MESSAGE }, 400);
    // A code is exchanged once (a provider revokes what a replayed code gave): the same post again answers the same.
    if (authorization.refresh_token_secret) return c.json({ token: body.state, email: authorization.email });
    try {
      const tokens = await exchangeCode(provider, body.code, redirectUriOf(deps.publicUrl), authorization.code_verifier);
      if (!tokens.refresh_token) return c.json({ message: 'The provider gave no refresh token: the mailbox could not stay connected.' }, 400);
      const email = idTokenEmail(tokens.id_token);
      await completeAuthorization(deps.db, body.state, email, await deps.access.secrets.seal(tokens.refresh_token));
      return c.json({ token: body.state, email });
    } catch (error) {
      if (error instanceof OAuthRefusal) return c.json({ message: error.message }, 400);
      throw error;
    }
  });

  return app;
}
