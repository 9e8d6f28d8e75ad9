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
import { createMailboxAccess } from '../../../sync-server/mailboxes/mailboxAccess.ts';
import { createMailboxSecrets } from '../../../sync-server/mailboxes/mailboxSecrets.ts';
import { oauthProvidersFromEnv } from '../../../sync-server/mailboxes/oauthProviders.ts';
import { createOwnMailboxes } from '../../../sync-server/mailboxes/ownMailboxes.ts';
import { createMiningEventStore } from '../../../sync-server/opportunities/createMiningEventStore.ts';
import { createLiveHub, type LiveHub } from '../../../sync-server/sync/liveHub.ts';
import { startImapResponder, startOAuthServer, startSmtpServer, type OAuthServer } from '../../support/mailboxServers.ts';
import { addDealer, addUser, idToken, resetTables, signer } from '../../support/syncFixtures.ts';
import type { OpenedTestDatabase, TestDatabase } from '../../support/testDatabases.ts';

export const DEALER = 'dealer-a';
export const OTHER_DEALER = 'dealer-b';
export const PUBLIC_URL = 'http://backoffice.test';
export const CLIENT = { clientId: 'back-office', clientSecret: 'a-client-secret-for-the-tests', redirectUri: `${PUBLIC_URL}/settings/mailboxes` };
const OAUTH_CLIENT = { ...CLIENT, redirectUri: () => CLIENT.redirectUri };
/** The accounts the loopback mail servers know: e-mail and password. */
export const ACCOUNTS = { 'desk@dealer.test': 'right-password' };

export type MailboxPeople = { admin: AuthUser; manager: AuthUser; seller: AuthUser; stranger: AuthUser };

/**
 * The app as the server mounts it (createApp) with the dealers' own mailboxes, over a test database, beside a real
 * SMTP server, an IMAP responder and an OAuth server (oidc-provider) on loopback, Google configured against them.
 * No server-wide mail: a dealer has an active mailbox only when it has one of its own.
 */
export type MailboxWorld = {
  db: Database;
  store: EventStore;
  mailboxes: DealerMailboxes;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  imap: Awaited<ReturnType<typeof startImapResponder>>;
  oauth: OAuthServer;
  app: Hono<AppEnv>;
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
    const access = createMailboxAccess(db, createMailboxSecrets(db, {}), providers);
    const mail = createMailPort(db);
    const mailboxes = createDealerMailboxes(mail, false, createOwnMailboxes(db, access));
    const store = createMiningEventStore(db, hub.publish);
    const deps: ServerDeps = { db, signer, mail, mailboxes, publicUrl: PUBLIC_URL, poke: hub.publish, alerted: hub.publishUser };
    Object.assign(world, {
      db,
      store,
      mailboxes,
      smtp,
      imap,
      oauth,
      app: createApp(deps, { store, hub }, { mailboxAccess: access }),
      async reset() {
        await resetTables(db);
        await db.query('TRUNCATE mailboxes, mailbox_users, mailbox_authorizations RESTART IDENTITY CASCADE');
        smtp.received.length = 0;
        imap.logins.length = 0;
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
    await world.oauth?.close();
    await hub?.close();
    await opened?.close();
  });
  return world;
}

const headersOf = async (user: AuthUser) => ({ authorization: `Bearer ${await idToken(user.id)}` });

/** A call as the user for the dealer (?token=); a body goes as JSON. */
export async function call(app: Hono<AppEnv>, user: AuthUser, method: 'GET' | 'POST', path: string, body?: unknown, dealer = DEALER): Promise<Response> {
  const url = `${path}${path.includes('?') ? '&' : '?'}token=${dealer}`;
  const headers = { ...(await headersOf(user)), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  return app.request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
