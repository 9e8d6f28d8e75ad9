import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { EventEnvelope } from '../../../domain/events/envelope.ts';
import { ROLE } from '../../../domain/session/roles.ts';
import { alertsAfterPush } from '../../../sync-server/alerts/alertsAfterPush.ts';
import { createApp } from '../../../sync-server/app.ts';
import type { AppEnv, AuthUser, ServerDeps } from '../../../sync-server/context.ts';
import { migrate } from '../../../sync-server/db/migrate.ts';
import type { EventStore } from '../../../sync-server/events/eventStore.ts';
import { SYSTEM_ACTOR } from '../../../sync-server/events/systemEvents.ts';
import { createMailPort } from '../../../sync-server/mail/createMailPort.ts';
import { createDealerMailboxes } from '../../../sync-server/mail/dealerMailboxes.ts';
import { createMiningEventStore } from '../../../sync-server/opportunities/createMiningEventStore.ts';
import { createTextDelivery, type TextDelivery } from '../../../sync-server/outreach/texts/textDelivery.ts';
import { createTwilioProvider } from '../../../sync-server/outreach/texts/twilioProvider.ts';
import { createLiveHub, type LiveHub } from '../../../sync-server/sync/liveHub.ts';
import { customerRecord } from '../../support/dmsRecords.ts';
import { addDealer, addUser, idToken, resetTables, signer } from '../../support/syncFixtures.ts';
import type { OpenedTestDatabase, TestDatabase } from '../../support/testDatabases.ts';
import { startTwilioLoopback, TEST_TWILIO_ACCOUNT_SID, TEST_TWILIO_AUTH_TOKEN, type TwilioLoopback } from '../../support/twilioLoopback.ts';

export const DEALER = 'dealer-a';
export const PUBLIC_URL = 'https://backoffice.example';
export const DEALER_NUMBER = '+15195550000';
export const DANA_CELL = '+15195550100';
export const INBOUND_URL = `${PUBLIC_URL}/texts/inbound`;
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

export type TextMessage = {
  status: string;
  error: string;
  direction: string;
  body: string;
  to_address: string;
  from_address: string;
  external_id: string;
  reply_to: string | null;
};
export type TextActivity = { subject: string; customer_id: string; kind: string; content: string; message: TextMessage };

/** Polls `read` until `done` holds of its answer (5 s at most); answers that last reading. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type TextOptions = { consentOverride?: boolean; optIn?: boolean; user?: AuthUser; subject?: 'customer' | 'prospect'; toAddress?: string };

/**
 * The app as the server composes it for texts, over a test database and the Twilio imitation on loopback (its webhooks
 * posted back into the app, signed): dealer-a's number, a salesperson Bob and a sales manager, and two customers of
 * Bob's with text consent, C1 Dana Tremblay at (519) 555-0100 and C2 Paul Roy at 519.555.0177.
 */
export type TextWorld = {
  db: OpenedTestDatabase['db'];
  app: Hono<AppEnv>;
  store: EventStore;
  delivery: TextDelivery;
  twilio: TwilioLoopback;
  seller: AuthUser;
  manager: AuthUser;
  /** The app and store over the loopback provider, a provider nobody answers at, or none. */
  build(provider: 'loopback' | 'unreachable' | 'none', report?: (message: string) => void): void;
  importCustomer(id: string, lastName: string, cell: string, canMail: 0 | 1): Promise<void>;
  push(events: EventEnvelope[], user?: AuthUser): Promise<{ accepted: string[]; rejected: { id: string; reason: string }[] }>;
  /** A text the conversation queues (a to_address only as an older or hostile client would name one). */
  textQueued(customerId: string, body: string, options?: TextOptions): { id: string; event: EventEnvelope };
  messageOf(id: string): Promise<TextMessage | undefined>;
  activityOf(id: string): Promise<TextActivity | undefined>;
  settled(id: string, status: string): Promise<TextMessage | undefined>;
  customerDoc(id: string): Promise<{ contact: { can_mail: number } } | undefined>;
  inbound(): Promise<TextActivity[]>;
  alerts(): Promise<{ user_id: number; type: string; title: string; message: string; url: string }[]>;
  /** An inbound text posted by the imitation's signed webhook; waits until its answers are handed over. */
  receive(from: string, body: string, sid?: string): Promise<void>;
};

export function useTextWorld(database: TestDatabase): TextWorld {
  const world = {} as TextWorld;
  let opened: OpenedTestDatabase;
  let hub: LiveHub;

  const systemEvent = (type: string, payload: unknown): EventEnvelope => ({ id: randomUUID(), type, dealer: DEALER, actor: SYSTEM_ACTOR, time: new Date().toISOString(), payload });
  const documentOf = async (collection: 'activities' | 'customers', id: string) => (await world.store.documents(DEALER, [{ collection, id }]))[0]?.doc ?? undefined;

  Object.assign(world, {
    build(provider: 'loopback' | 'unreachable' | 'none', report?: (message: string) => void) {
      const { db } = opened;
      const apiBase = provider === 'loopback' ? world.twilio.apiBase : 'http://127.0.0.1:9';
      const sms =
        provider === 'none' ? null : createTwilioProvider({ accountSid: TEST_TWILIO_ACCOUNT_SID, authToken: TEST_TWILIO_AUTH_TOKEN, numbers: { [DEALER]: DEALER_NUMBER }, apiBase });
      world.delivery = createTextDelivery(db, sms, () => PUBLIC_URL, report);
      world.store = createMiningEventStore(db, hub.publish, [alertsAfterPush(db, hub.publishUser), world.delivery.afterPush]);
      const mail = createMailPort(db);
      const deps: ServerDeps = { db, signer, mail, mailboxes: createDealerMailboxes(), publicUrl: PUBLIC_URL, poke: hub.publish, alerted: hub.publishUser };
      world.app = createApp(deps, { store: world.store, hub }, { texts: world.delivery });
    },
    async importCustomer(id: string, lastName: string, cell: string, canMail: 0 | 1) {
      const contact = { home: '', cell, work: '', email: '', can_call: 1, can_mail: canMail, can_email: 0 };
      await world.store.appendSystem([systemEvent('customer.imported', customerRecord(id, lastName, { user_id: world.seller.id, contact }))]);
    },
    async push(events: EventEnvelope[], user: AuthUser = world.seller) {
      const response = await world.app.request(`/sync/push?token=${DEALER}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await idToken(user.id)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      });
      expect(response.status).toBe(200);
      return response.json();
    },
    textQueued(customerId: string, body: string, options: TextOptions = {}) {
      const id = randomUUID();
      const payload = {
        id,
        subject: options.subject ?? 'customer',
        customer_id: customerId,
        body,
        consent_override: options.consentOverride ?? false,
        opt_in: options.optIn ?? false,
        ...(options.toAddress === undefined ? {} : { to_address: options.toAddress }),
      };
      const actor = (options.user ?? world.seller).id;
      return { id, event: { id: randomUUID(), type: 'outreach.text_queued', dealer: DEALER, actor, time: new Date().toISOString(), payload } };
    },
    activityOf: async (id: string) => (await documentOf('activities', `msg:${id}`)) as TextActivity | undefined,
    messageOf: async (id: string) => (await world.activityOf(id))?.message,
    settled: (id: string, status: string) => until(() => world.messageOf(id), (message) => message?.status === status),
    customerDoc: async (id: string) => (await documentOf('customers', id)) as { contact: { can_mail: number } } | undefined,
    async inbound() {
      const rows = await opened.db.query<{ doc: TextActivity }>(`SELECT doc FROM activities WHERE dealer = $1 AND doc->'message'->>'direction' = 'inbound' ORDER BY seq`, [DEALER]);
      return rows.map((row) => row.doc);
    },
    alerts: () => opened.db.query('SELECT user_id, type, title, message, url FROM alerts ORDER BY id'),
    async receive(from: string, body: string, sid?: string) {
      const response = await world.twilio.receiveText(INBOUND_URL, { from, to: DEALER_NUMBER, body, ...(sid ? { sid } : {}) });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
      expect(await response.text()).toBe(EMPTY_TWIML);
      await world.delivery.idle();
    },
  });

  beforeAll(async () => {
    opened = await database.open();
    world.db = opened.db;
    await migrate(opened.db);
    hub = await createLiveHub(opened.db, opened.url);
    world.twilio = await startTwilioLoopback(async (url, fields, signature) => {
      const address = new URL(url);
      return world.app.request(`${address.pathname}${address.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        body: new URLSearchParams(fields).toString(),
      });
    });
  });
  afterAll(async () => {
    await world.twilio.close();
    await hub.close();
    await opened.close();
  });
  beforeEach(async () => {
    const { db } = opened;
    await resetTables(db);
    await db.query('TRUNCATE alerts, outreach_texts RESTART IDENTITY');
    await addDealer(db, DEALER);
    world.twilio.requests.length = 0;
    world.twilio.messages.clear();
    world.build('loopback');
    world.seller = await addUser(db, { email: 'bob@a.test', dealers: [DEALER], role: ROLE.salesperson });
    world.manager = await addUser(db, { email: 'manager@a.test', dealers: [DEALER], role: ROLE.salesManager });
    await db.query(`UPDATE users SET first_name = 'Bob', last_name = 'Brown' WHERE id = $1`, [world.seller.id]);
    await world.importCustomer('C1', 'Tremblay', '(519) 555-0100', 1);
    await world.importCustomer('C2', 'Roy', '519.555.0177', 1);
  });
  afterEach(() => world.delivery.idle());
  return world;
}
