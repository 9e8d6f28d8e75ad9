import { Hono } from 'hono';
import * as v from 'valibot';
import { SessionSchema, type Session } from '../../../domain/session/sessionUser.ts';
import { accountRoutes } from '../../../sync-server/accounts/routes.ts';
import { authRoutes } from '../../../sync-server/auth/routes.ts';
import { createTokenSigner } from '../../../sync-server/auth/tokenSigner.ts';
import type { AppEnv, ServerDeps } from '../../../sync-server/context.ts';
import type { Database } from '../../../sync-server/db/database.ts';
import { migrate } from '../../../sync-server/db/migrate.ts';
import { createMiningEventStore } from '../../../sync-server/opportunities/createMiningEventStore.ts';
import { createMailPort } from '../../../sync-server/mail/createMailPort.ts';
import { createDealerMailboxes } from '../../../sync-server/mail/dealerMailboxes.ts';
import { inboxRoutes } from '../../../sync-server/mail/inboxRoutes.ts';
import { seedDemo } from '../../../sync-server/seed/demo.ts';
import { DEMO_PASSWORD } from '../../../sync-server/seed/demoLogins.ts';
import { testDatabases, type TestDatabase } from '../../support/testDatabases.ts';

export const PUBLIC_URL = 'http://localhost:5173';
/** The key the test app signs its tokens with, for tests that forge tokens of their own. */
export const SIGNING_SECRET = 'a-test-signing-secret-of-at-least-32-chars';

/** The auth, accounts and inbox routes over a test database (in-memory PGlite by default) holding the demo accounts (no customers). */
export type AuthTestApp = {
  app: Hono<AppEnv>;
  db: Database;
  deps: ServerDeps;
  /** Empties the accounts tables and seeds the demo accounts again. */
  reset(): Promise<void>;
  close(): Promise<void>;
};

const TABLES = 'dealers, users, user_dealers, refresh_tokens, password_resets, local_mail, events, dealer_sequences, customers, refs, send_counts, rate_requests';

export async function startAuthTestApp(options: { smtpUrl?: string; database?: TestDatabase } = {}): Promise<AuthTestApp> {
  const database = options.database ?? testDatabases().find((candidate) => candidate.name === 'pglite');
  if (!database) throw new Error('PGlite is always one of the test databases.');
  const opened = await database.open();
  const db = opened.db;
  await migrate(db);
  const mail = createMailPort(db, options.smtpUrl, 'Dealer Back Office <no-reply@localhost>');
  const deps: ServerDeps = {
    db,
    signer: createTokenSigner(SIGNING_SECRET),
    mail,
    // The inbox routes are mounted: the local mailbox is on, so every dealer has the server's mail as its mailbox.
    mailboxes: createDealerMailboxes(),
    publicUrl: PUBLIC_URL,
    poke: () => {},
    alerted: () => {},
  };
  const app = new Hono<AppEnv>();
  app.route('/auth', authRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', inboxRoutes(deps));
  const store = createMiningEventStore(db, () => {});
  return {
    app,
    db,
    deps,
    async reset() {
      await db.exec(`TRUNCATE ${TABLES} RESTART IDENTITY CASCADE`);
      await seedDemo(db, store, { customersPerDealer: 0, today: new Date('2026-01-15T00:00:00Z') });
    },
    close: () => opened.close(),
  };
}

export function postJson(app: Hono<AppEnv>, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
  );
}

export function login(app: Hono<AppEnv>, username: string, password: string = DEMO_PASSWORD): Promise<Response> {
  return postJson(app, '/auth/login', { username, password });
}

/** Signs in and answers the session, checked against the contract's schema. */
export async function signIn(app: Hono<AppEnv>, username: string, password: string = DEMO_PASSWORD): Promise<Session> {
  const response = await login(app, username, password);
  if (response.status !== 200) throw new Error(`Sign-in of ${username} answered ${response.status}: ${await response.text()}`);
  return v.parse(SessionSchema, await response.json());
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.id_token}` });
