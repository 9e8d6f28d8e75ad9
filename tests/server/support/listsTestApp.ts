import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import type { EventEnvelope } from '../../../domain/events/envelope.ts';
import type { Opportunity } from '../../../domain/opportunities/opportunity.ts';
import { opportunityRow } from '../../../domain/opportunityList/opportunityRowFixture.ts';
import { ADMIN, ROLE, roleOf, type RoleId } from '../../../domain/session/roles.ts';
import { createApp } from '../../../sync-server/app.ts';
import type { AppEnv, AuthUser, ServerDeps } from '../../../sync-server/context.ts';
import type { Database } from '../../../sync-server/db/database.ts';
import { migrate } from '../../../sync-server/db/migrate.ts';
import { createMiningEventStore } from '../../../sync-server/opportunities/createMiningEventStore.ts';
import type { EventStore } from '../../../sync-server/events/eventStore.ts';
import { SYSTEM_ACTOR } from '../../../sync-server/events/systemEvents.ts';
import { confirmAfterPush } from '../../../sync-server/calendar/confirmAfterPush.ts';
import { alertsAfterPush } from '../../../sync-server/alerts/alertsAfterPush.ts';
import { createMailPort } from '../../../sync-server/mail/createMailPort.ts';
import { createDealerMailboxes } from '../../../sync-server/mail/dealerMailboxes.ts';
import { createMailboxAccess } from '../../../sync-server/mailboxes/mailboxAccess.ts';
import { DEFAULT_MAILBOX_NETWORK } from '../../../sync-server/mailboxes/mailboxNetwork.ts';
import { createMailboxSecrets } from '../../../sync-server/mailboxes/mailboxSecrets.ts';
import { createOwnMailboxes } from '../../../sync-server/mailboxes/ownMailboxes.ts';
import type { RequestLimits } from '../../../sync-server/http/requestLimits.ts';
import { createLiveHub, type LiveHub } from '../../../sync-server/sync/liveHub.ts';
import { connectDealerMailbox, type DealerMailboxServers } from '../../support/dealerMailbox.ts';
import { addDealer, addUser, idToken, resetTables, signer } from '../../support/syncFixtures.ts';
import type { OpenedTestDatabase, TestDatabase } from '../../support/testDatabases.ts';

export const DEALER = 'dealer-a';
export const OTHER_DEALER = 'dealer-b';
export const PUBLIC_URL = 'https://backoffice.example';

export type ListsTestOptions = {
  /** Send mail over this SMTP server instead of keeping it in the local mailbox (read when the world opens). */
  smtpUrl?: string;
  /**
   * Loopback mail servers the dealers' own mailboxes may reach (connectMailbox connects one); without them a dealer
   * can have none, and so no mail to its customers goes out (the server's own mail never carries it).
   */
  mailbox?: DealerMailboxServers;
  /** Where the support form's requests are mailed (SUPPORT_EMAIL); the server's default unless given. */
  supportEmail?: string;
  /** The edge's per-address limits (the server's defaults unless given). */
  requestLimits?: Partial<RequestLimits>;
};

/**
 * The whole app (createApp, as the server mounts it) over a test database, for the list, print and share tests:
 * two dealers, the mail port writing to the local mailbox (served, as LOCAL_MAILBOX=1 does), system events
 * appended straight to the log. Each test
 * takes a fresh app, so the in-memory list caches never carry rows over a reset.
 */
export type ListsTestWorld = {
  db: Database;
  store: EventStore;
  /** The live hub the app's sockets and alerts go through. */
  hub: LiveHub;
  /** Empties the tables, adds both dealers, and answers a fresh app. */
  reset(): Promise<Hono<AppEnv>>;
  close(): Promise<void>;
};

export async function openListsTestWorld(opened: OpenedTestDatabase, options: ListsTestOptions = {}): Promise<ListsTestWorld> {
  const { db } = opened;
  await migrate(db);
  const hub: LiveHub = await createLiveHub(db, opened.url);
  const mail = createMailPort(db, options.smtpUrl);
  const mailboxAccess = createMailboxAccess(db, createMailboxSecrets(db, {}), {}, options.mailbox?.network ?? DEFAULT_MAILBOX_NETWORK);
  const mailboxes = createDealerMailboxes(createOwnMailboxes(db, mailboxAccess));
  const store = createMiningEventStore(db, hub.publish, [confirmAfterPush(db, mailboxes), alertsAfterPush(db, hub.publishUser)]);
  const deps: ServerDeps = { db, signer, mail, mailboxes, publicUrl: PUBLIC_URL, poke: hub.publish, alerted: hub.publishUser };
  return {
    db,
    store,
    hub,
    async reset() {
      await resetTables(db);
      await db.query('TRUNCATE alerts, local_mail, appointment_confirmations, mailboxes, mailbox_users RESTART IDENTITY CASCADE');
      if (options.mailbox) options.mailbox.received.length = 0;
      await addDealer(db, DEALER);
      await addDealer(db, OTHER_DEALER);
      return createApp(deps, { store, hub }, { localMailbox: true, supportEmail: options.supportEmail, requestLimits: options.requestLimits, mailboxAccess });
    },
    close: () => hub.close(),
  };
}

/**
 * The world of a describe.each(testDatabases()) block: the database opened and the world made before all its tests,
 * both closed after them. The answer stands for that world (usable in hooks and tests once it is open).
 */
export function useListsTestWorld(database: TestDatabase, options: ListsTestOptions | (() => ListsTestOptions) = {}): ListsTestWorld {
  let opened: OpenedTestDatabase | undefined;
  let world: ListsTestWorld | undefined;
  beforeAll(async () => {
    opened = await database.open();
    world = await openListsTestWorld(opened, typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await world?.close();
    await opened?.close();
  });
  const open = (): ListsTestWorld => {
    if (!world) throw new Error('the test world is not open yet');
    return world;
  };
  return {
    get db() {
      return open().db;
    },
    get store() {
      return open().store;
    },
    get hub() {
      return open().hub;
    },
    reset: () => open().reset(),
    close: () => open().close(),
  };
}

const systemEvent = (dealer: string, type: string, payload: unknown): EventEnvelope => ({
  id: randomUUID(),
  type,
  dealer,
  actor: SYSTEM_ACTOR,
  time: new Date().toISOString(),
  payload,
});

export type NamedUser = { email: string; first: string; last: string; dealers: string[]; role?: RoleId; admin?: 0 | 1 | 2 };

/**
 * A user of these dealers with a name, announced to each dealer with dealer.user_set as the seed does. An inactive
 * user (admin 2) is answered as it was before the flag was set: such a user can no longer sign in.
 */
export async function addNamedUser(world: ListsTestWorld, spec: NamedUser): Promise<AuthUser> {
  const user = await addUser(world.db, { email: spec.email, dealers: spec.dealers, role: spec.role ?? ROLE.salesManager });
  const admin = spec.admin ?? ADMIN.standard;
  await world.db.query('UPDATE users SET first_name = $2, last_name = $3, admin = $4 WHERE id = $1', [user.id, spec.first, spec.last, admin]);
  await world.store.appendSystem(
    spec.dealers.map((dealer) =>
      systemEvent(dealer, 'dealer.user_set', {
        user_id: user.id,
        token: user.token,
        first_name: spec.first,
        last_name: spec.last,
        email: spec.email,
        phone: '',
        role: roleOf(user.role),
        admin,
        created_at: '2025-01-01T00:00:00.000Z',
      }),
    ),
  );
  return user;
}

/** Opportunity rows as the engine's opportunity.set events write them (every field set; overrides per row). */
export async function addOpportunities(world: ListsTestWorld, dealer: string, rows: Partial<Opportunity>[]): Promise<Opportunity[]> {
  const opportunities = rows.map((overrides) => {
    const type = overrides.type ?? 'equity';
    const vehicle = overrides.vehicle_id ?? `V${randomUUID().slice(0, 8)}`;
    return opportunityRow({ dealer, type, vehicle_id: vehicle, id: `${type}:${vehicle}`, ...overrides });
  });
  await world.store.appendSystem(opportunities.map((row) => systemEvent(dealer, 'opportunity.set', row)));
  return opportunities;
}

/** DMS records appended as their import events (no mining runs). */
export async function addImported(world: ListsTestWorld, dealer: string, type: 'customer' | 'vehicle' | 'deal' | 'appointment' | 'build', records: Record<string, unknown>[]): Promise<void> {
  await world.store.appendSystem(records.map((record) => systemEvent(dealer, `${type}.imported`, record)));
}

export const bearer = async (user: AuthUser) => ({ authorization: `Bearer ${await idToken(user.id)}` });

/**
 * Connects the world's loopback desk as the dealer's mailbox, made by this user (a manager or administrator: its first
 * user), with these users when given.
 */
export async function connectMailbox(app: Hono<AppEnv>, servers: DealerMailboxServers, manager: AuthUser, users?: AuthUser[], dealer = DEALER): Promise<number> {
  const post = async (path: string, body: unknown) =>
    app.request(`${path}?token=${dealer}`, { method: 'POST', headers: { ...(await bearer(manager)), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return connectDealerMailbox(servers, post, users?.map((user) => user.id));
}

/** GET as the user with the id token. */
export async function getAs(app: Hono<AppEnv>, user: AuthUser, path: string): Promise<Response> {
  return app.request(path, { headers: await bearer(user) });
}

/** A signed link for a path, as GET /links makes it for a new tab. */
export async function signedLink(app: Hono<AppEnv>, user: AuthUser, path: string): Promise<string> {
  const response = await getAs(app, user, `/links?path=${encodeURIComponent(path)}`);
  const body = (await response.json()) as { url: string };
  return body.url;
}
