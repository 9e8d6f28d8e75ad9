import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN, ROLE } from '../../../domain/session/roles.ts';
import { createApp } from '../../../sync-server/app.ts';
import type { AppEnv, AuthUser, ServerDeps } from '../../../sync-server/context.ts';
import type { Database } from '../../../sync-server/db/database.ts';
import { migrate } from '../../../sync-server/db/migrate.ts';
import type { EventStore } from '../../../sync-server/events/eventStore.ts';
import { createMailPort } from '../../../sync-server/mail/createMailPort.ts';
import { createDealerMailboxes, type DealerMailboxes } from '../../../sync-server/mail/dealerMailboxes.ts';
import { createMailboxAccess, type MailboxAccess } from '../../../sync-server/mailboxes/mailboxAccess.ts';
import { createMailboxSecrets } from '../../../sync-server/mailboxes/mailboxSecrets.ts';
import { oauthProvidersFromEnv } from '../../../sync-server/mailboxes/oauthProviders.ts';
import { createOwnMailboxes } from '../../../sync-server/mailboxes/ownMailboxes.ts';
import { createMiningEventStore } from '../../../sync-server/opportunities/createMiningEventStore.ts';
import { createLiveHub, type LiveHub } from '../../../sync-server/sync/liveHub.ts';
import { startBannerServer, startImapResponder, startOAuthServer, startPop3Responder, startSmtpServer, type OAuthServer } from '../../support/mailboxServers.ts';
import { addDealer, addUser, idToken, resetTables, signer } from '../../support/syncFixtures.ts';
import type { OpenedTestDatabase, TestDatabase } from '../../support/testDatabases.ts';

export const DEALER = 'dealer-a';
export const OTHER_DEALER = 'dealer-b';
export const PUBLIC_URL = 'http://backoffice.test';
export const CLIENT = { clientId: 'back-office', clientSecret: 'a-client-secret-for-the-tests', redirectUri: `${PUBLIC_URL}/settings/mailboxes` };
const OAUTH_CLIENT = { ...CLIENT, redirectUri: () => CLIENT.redirectUri };
/** The accounts the loopback mail servers know: e-mail and password. */
export const ACCOUNTS = { 'desk@dealer.test': 'right-password', 'sales@dealer.test': 'sales-password' };
/** What the banner server greets with: an internal SSH daemon's words, which no answer may repeat. */
export const SSH_BANNER = 'SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13 build-db-7.internal';

export type MailboxPeople = { admin: AuthUser; manager: AuthUser; seller: AuthUser; stranger: AuthUser };

/**
 * The app as the server mounts it (createApp) with the dealers' own mailboxes, over a test database, beside a real
 * SMTP server, an IMAP responder, a POP3 responder and an OAuth server (oidc-provider) on loopback, Google configured
 * against them. Its mailboxes may reach loopback (MAILBOX_PRIVATE_HOSTS=allow) on these servers' ports. Beside them,
 * a listener (an SMTP server and an IMAP responder that know no account: whatever login reaches them is a leak) and
 * a banner server that is no mail server. `guarded` is the same app as a server runs it by default: public hosts
 * only, the standard mail ports and the banner server's. No server-wide mail: a dealer has an active mailbox only
 * when it has one of its own.
 */
export type MailboxWorld = {
  db: Database;
  store: EventStore;
  mailboxes: DealerMailboxes;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  imap: Awaited<ReturnType<typeof startImapResponder>>;
  pop3: Awaited<ReturnType<typeof startPop3Responder>>;
  listener: { smtp: Awaited<ReturnType<typeof startSmtpServer>>; imap: Awaited<ReturnType<typeof startImapResponder>> };
  banner: Awaited<ReturnType<typeof startBannerServer>>;
  oauth: OAuthServer;
  app: Hono<AppEnv>;
  guarded: { app: Hono<AppEnv>; access: MailboxAccess; mailboxes: DealerMailboxes };
  people: MailboxPeople;
  reset(): Promise<void>;
};

export function useMailboxWorld(database: TestDatabase): MailboxWorld {
  const world = {} as MailboxWorld;
  let opened: OpenedTestDatabase;
  let hub: LiveHub;
  beforeAll(async () => {
    opened = await database.open();
    const db = opened.db;
    await migrate(db);
    hub = await createLiveHub(db, opened.url);
    const oauth = await startOAuthServer(OAUTH_CLIENT);
    const smtp = await startSmtpServer({ accounts: ACCOUNTS, userinfoUrl: () => oauth.userinfoUrl });
    const imap = await startImapResponder({ accounts: ACCOUNTS, acceptToken: (user, token) => oauth.accepts(user, token) });
    const pop3 = await startPop3Responder(ACCOUNTS);
    const listener = { smtp: await startSmtpServer({ accounts: {} }), imap: await startImapResponder({ accounts: {} }) };
    const banner = await startBannerServer(SSH_BANNER);
    const providers = oauthProvidersFromEnv({
      GOOGLE_OAUTH_CLIENT_ID: CLIENT.clientId,
      GOOGLE_OAUTH_CLIENT_SECRET: CLIENT.clientSecret,
      GOOGLE_OAUTH_AUTHORIZE_URL: oauth.authorizeUrl,
      GOOGLE_OAUTH_TOKEN_URL: oauth.tokenUrl,
      GOOGLE_OAUTH_SCOPES: 'openid email offline_access',
      GOOGLE_SMTP_HOST: '127.0.0.1',
      GOOGLE_SMTP_PORT: String(smtp.port),
      GOOGLE_IMAP_HOST: '127.0.0.1',
      GOOGLE_IMAP_PORT: String(imap.port),
    });
    const secrets = createMailboxSecrets(db, {});
    const access = createMailboxAccess(db, secrets, providers, {
      privateHosts: true,
      smtpPorts: [smtp.port, listener.smtp.port, banner.port],
      incomingPorts: [imap.port, pop3.port, listener.imap.port, banner.port],
    });
    const guardedAccess = createMailboxAccess(db, secrets, providers, {
      privateHosts: false,
      smtpPorts: [25, 465, 587, 2525, banner.port],
      incomingPorts: [110, 995, 143, 993, banner.port],
    });
    const mail = createMailPort(db);
    const mailboxes = createDealerMailboxes(createOwnMailboxes(db, access));
    const guardedMailboxes = createDealerMailboxes(createOwnMailboxes(db, guardedAccess));
    const store = createMiningEventStore(db, hub.publish);
    const deps: ServerDeps = { db, signer, mail, mailboxes, publicUrl: PUBLIC_URL, poke: hub.publish, alerted: hub.publishUser };
    const guardedDeps: ServerDeps = { ...deps, mailboxes: guardedMailboxes };
    Object.assign(world, {
      db,
      store,
      mailboxes,
      smtp,
      imap,
      pop3,
      listener,
      banner,
      oauth,
      app: createApp(deps, { store, hub }, { mailboxAccess: access }),
      guarded: { app: createApp(guardedDeps, { store, hub }, { mailboxAccess: guardedAccess }), access: guardedAccess, mailboxes: guardedMailboxes },
      async reset() {
        await resetTables(db);
        await db.query('TRUNCATE mailboxes, mailbox_users, mailbox_authorizations RESTART IDENTITY CASCADE');
        smtp.received.length = 0;
        imap.logins.length = 0;
        pop3.logins.length = 0;
        for (const witness of [smtp, imap, pop3, listener.smtp, listener.imap, banner]) {
          witness.connections = 0;
          witness.attempts.length = 0;
        }
        await addDealer(db, DEALER);
        await addDealer(db, OTHER_DEALER);
        world.people = {
          admin: await addUser(db, { email: 'admin@dealer.test', dealers: [DEALER], role: ROLE.salesperson, admin: ADMIN.administrator }),
          manager: await addUser(db, { email: 'manager@dealer.test', dealers: [DEALER], role: ROLE.salesManager }),
          seller: await addUser(db, { email: 'seller@dealer.test', dealers: [DEALER], role: ROLE.salesperson }),
          stranger: await addUser(db, { email: 'stranger@dealer.test', dealers: [OTHER_DEALER], role: ROLE.salesManager }),
        };
      },
    });
  }, 30_000);
  afterAll(async () => {
    await world.smtp?.close();
    await world.imap?.close();
    await world.pop3?.close();
    await world.listener?.smtp.close();
    await world.listener?.imap.close();
    await world.banner?.close();
    await world.oauth?.close();
    await hub?.close();
    await opened?.close();
  });
  return world;
}

/** The desk's POP3/SMTP account on the world's loopback SMTP and IMAP servers, as the form posts it. */
export const deskAccount = (world: MailboxWorld, overrides: Record<string, unknown> = {}) => ({
  mailbox_type_id: 3,
  name: 'Front Desk',
  email: 'desk@dealer.test',
  incoming_protocol: 'imap',
  address: '127.0.0.1',
  port: world.imap.port,
  username: 'desk@dealer.test',
  password: ACCOUNTS['desk@dealer.test'],
  smtp_address: '127.0.0.1',
  smtp_port: world.smtp.port,
  smtp_username: 'desk@dealer.test',
  smtp_password: ACCOUNTS['desk@dealer.test'],
  ...overrides,
});

const headersOf = async (user: AuthUser) => ({ authorization: `Bearer ${await idToken(user.id)}` });

/** A call as the user for the dealer (?token=); a body goes as JSON. */
export async function call(app: Hono<AppEnv>, user: AuthUser, method: 'GET' | 'POST', path: string, body?: unknown, dealer = DEALER): Promise<Response> {
  const url = `${path}${path.includes('?') ? '&' : '?'}token=${dealer}`;
  const headers = { ...(await headersOf(user)), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  return app.request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
