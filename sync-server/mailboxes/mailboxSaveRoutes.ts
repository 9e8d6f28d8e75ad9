import { Hono, type Context } from 'hono';
import { MailboxCreateSchema, MailboxUpdateSchema, type MailboxCreate, type MailboxUpdate } from '../../domain/mailboxes/mailboxForm.ts';
import { passwordAgainProblem } from '../../domain/mailboxes/mailboxPasswordAgain.ts';
import { requireAction, requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../context.ts';
import { validBody } from '../http/validate.ts';
import { oauthServers, type MailboxServers } from './mailboxAccess.ts';
import { AUTHORIZATION_EXPIRED_MESSAGE, endAuthorization, findAuthorization } from './mailboxAuthorizations.ts';
import { checkMailbox } from './mailboxCheck.ts';
import { MAILBOX_DELETED_MESSAGE, MAILBOX_NOT_FOUND_MESSAGE, pathMailbox, publishMailbox, requireMailboxManager, type MailboxDeps } from './mailboxDeps.ts';
import { insertMailbox, mailboxDocOf, updateMailbox, type MailboxRecord, type MailboxValues } from './mailboxRecords.ts';
import { MailboxConnectionError } from './mailboxConnectionError.ts';
import { PROVIDER_NOT_CONFIGURED_MESSAGE } from './integrationRoutes.ts';
import { oauthProviderOf } from './oauthProviders.ts';
import { OAuthRefusal, refreshAccessToken } from './oauthTokens.ts';

export const MAILBOX_TYPE_FIXED_MESSAGE = 'A mailbox keeps its type: create a new mailbox for another account.';

type Common = Pick<MailboxValues, 'name' | 'lead' | 'campaign' | 'signature'>;
const common = (body: Common): Common => ({ name: body.name, lead: body.lead, campaign: body.campaign, signature: body.signature });
const NO_ACCOUNT = { incoming_protocol: 'imap', address: '', port: null, username: '', password_secret: null, smtp_address: '', smtp_port: null, smtp_username: '', smtp_password_secret: null } as const;

/** A save's servers and stored values, or the answer refusing it. */
type Prepared = { servers: MailboxServers; values: MailboxValues; email: string; authorization: string | null } | { refused: string };

type OAuthBody = Extract<MailboxCreate | MailboxUpdate, { mailbox_type_id: 1 | 2 }>;
type AccountBody = Extract<MailboxCreate | MailboxUpdate, { mailbox_type_id: 3 }>;

/** A Google or Microsoft save: the sign-in's refresh token (or the stored one), a fresh access token for the test. */
async function prepareOAuth(deps: MailboxDeps, c: Context<AppEnv>, body: OAuthBody, email: string, stored: MailboxRecord | null): Promise<Prepared> {
  const provider = oauthProviderOf(deps.access.providers, body.mailbox_type_id);
  if (!provider) return { refused: PROVIDER_NOT_CONFIGURED_MESSAGE };
  let refreshSecret = stored?.refresh_token_secret ?? null;
  let account = email;
  if (body.authorization) {
    const owner = { dealerId: c.get('dealer').id, userId: c.get('user').id, provider: provider.name };
    const authorization = await findAuthorization(deps.db, owner, body.authorization);
    if (!authorization?.refresh_token_secret) return { refused: AUTHORIZATION_EXPIRED_MESSAGE };
    refreshSecret = authorization.refresh_token_secret;
    // The account signed in is the mailbox: its own e-mail wins over the form's (an edit keeps the stored one).
    account = stored?.email ?? authorization.email ?? email;
  }
  if (!refreshSecret) return { refused: AUTHORIZATION_EXPIRED_MESSAGE };
  const tokens = await refreshAccessToken(provider, await deps.access.secrets.open(refreshSecret));
  if (tokens.refresh_token) refreshSecret = await deps.access.secrets.seal(tokens.refresh_token);
  return {
    servers: oauthServers(provider, account, tokens.access_token),
    values: { ...common(body), ...NO_ACCOUNT, mailbox_type_id: body.mailbox_type_id, email: account, refresh_token_secret: refreshSecret },
    email: account,
    authorization: body.authorization ?? null,
  };
}

/**
 * A POP3/SMTP save: the form's passwords, or the stored ones where an edit left them empty and their server did not
 * change (passwordAgainProblem, checked before this); its servers guarded before any connection (mailServerGuard.ts).
 */
async function prepareAccount(deps: MailboxDeps, body: AccountBody, email: string, stored: MailboxRecord | null): Promise<Prepared> {
  const keep = async (given: string, sealed: string | null | undefined) => (given === '' && sealed ? deps.access.secrets.open(sealed) : given);
  const password = await keep(body.password, stored?.password_secret);
  const smtpPassword = await keep(body.smtp_password, stored?.smtp_password_secret);
  if (!password || !smtpPassword) return { refused: 'Please provide the password.' };
  const account = { ...body, password, smtp_password: smtpPassword };
  return {
    servers: await deps.access.accountServers(account),
    values: {
      ...common(body),
      mailbox_type_id: 3,
      email,
      incoming_protocol: body.incoming_protocol,
      address: body.address,
      port: body.port,
      username: body.username,
      password_secret: await deps.access.secrets.seal(password),
      smtp_address: body.smtp_address,
      smtp_port: body.smtp_port,
      smtp_username: body.smtp_username,
      smtp_password_secret: await deps.access.secrets.seal(smtpPassword),
      refresh_token_secret: null,
    },
    email,
    authorization: null,
  };
}

/** Prepares and tests a save for real (spec 002: a failing login answers 400, naming the step in our words). */
async function prepareAndCheck(deps: MailboxDeps, c: Context<AppEnv>, body: MailboxCreate | MailboxUpdate, email: string, stored: MailboxRecord | null) {
  try {
    const prepared = body.mailbox_type_id === 3 ? await prepareAccount(deps, body, email, stored) : await prepareOAuth(deps, c, body, email, stored);
    if ('refused' in prepared) return prepared;
    await checkMailbox(prepared.servers, { name: body.name, email: prepared.email });
    return prepared;
  } catch (error) {
    if (error instanceof MailboxConnectionError || error instanceof OAuthRefusal) return { refused: error.message };
    throw error;
  }
}

/**
 * POST /mailbox/create and POST /mailbox/{id}/update (spec 002 §7): the mailbox is tested against its servers before
 * anything is stored, its secrets are sealed, and the dealer's clients get it through mailbox.set. The creator is the
 * mailbox's first user. Managers only.
 */
export function mailboxSaveRoutes(deps: MailboxDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = [requireUser(deps), requireDealer(), requireAction('settings.mailboxes'), requireMailboxManager()] as const;

  app.post('/mailbox/create', ...guard, validBody(MailboxCreateSchema), async (c) => {
    const body = c.req.valid('json');
    const prepared = await prepareAndCheck(deps, c, body, body.email, null);
    if ('refused' in prepared) return c.json({ message: prepared.refused }, 400);
    const id = await insertMailbox(deps.db, c.get('dealer').id, prepared.values, c.get('user').id);
    if (prepared.authorization) await endAuthorization(deps.db, prepared.authorization);
    return c.json({ mailbox: mailboxDocOf(await publishMailbox(deps, c, id)) });
  });

  app.post('/mailbox/:id/update', ...guard, validBody(MailboxUpdateSchema), async (c) => {
    const stored = await pathMailbox(deps, c);
    if (!stored) return c.json({ message: MAILBOX_NOT_FOUND_MESSAGE }, 404);
    if (stored.deleted_at !== null) return c.json({ message: MAILBOX_DELETED_MESSAGE }, 400);
    const body = c.req.valid('json');
    if (body.mailbox_type_id !== stored.mailbox_type_id) return c.json({ message: MAILBOX_TYPE_FIXED_MESSAGE }, 400);
    // A stored password goes only to the server it was given for: a moved server needs its password again (issue 27).
    const again = body.mailbox_type_id === 3 ? passwordAgainProblem(stored, body) : null;
    if (again) return c.json({ message: again.message }, 400);
    const prepared = await prepareAndCheck(deps, c, body, stored.email, stored);
    if ('refused' in prepared) return c.json({ message: prepared.refused }, 400);
    await updateMailbox(deps.db, stored.id, prepared.values);
    if (prepared.authorization) await endAuthorization(deps.db, prepared.authorization);
    return c.json({ mailbox: mailboxDocOf(await publishMailbox(deps, c, stored.id)) });
  });

  return app;
}
