import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import { ROLE } from '../../domain/session/roles.ts';
import { alertsAfterPush } from '../../sync-server/alerts/alertsAfterPush.ts';
import { createApp } from '../../sync-server/app.ts';
import type { AppEnv, AuthUser, ServerDeps } from '../../sync-server/context.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import type { EventStore } from '../../sync-server/events/eventStore.ts';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import { createMailPort } from '../../sync-server/mail/createMailPort.ts';
import { createDealerMailboxes } from '../../sync-server/mail/dealerMailboxes.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import { createTextDelivery, type TextDelivery } from '../../sync-server/outreach/texts/textDelivery.ts';
import { createTwilioProvider } from '../../sync-server/outreach/texts/twilioProvider.ts';
import { createLiveHub, type LiveHub } from '../../sync-server/sync/liveHub.ts';
import { customerRecord } from '../support/dmsRecords.ts';
import { addDealer, addUser, idToken, resetTables, signer } from '../support/syncFixtures.ts';
import { testDatabases, type OpenedTestDatabase } from '../support/testDatabases.ts';
import { startTwilioLoopback, TEST_TWILIO_ACCOUNT_SID, TEST_TWILIO_AUTH_TOKEN, type TwilioLoopback } from '../support/twilioLoopback.ts';

const DEALER = 'dealer-a';
const PUBLIC_URL = 'https://backoffice.example';
const DEALER_NUMBER = '+15195550000';
const DANA_CELL = '+15195550100';
const INBOUND_URL = `${PUBLIC_URL}/texts/inbound`;
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
const NOT_SET_UP = 'Text messages are not set up on this server: ask its administrator to configure the SMS provider.';

type Message = { status: string; error: string; direction: string; body: string; to_address: string; from_address: string; external_id: string; reply_to: string | null };
type Activity = { subject: string; customer_id: string; kind: string; message: Message };

/** Polls `read` until `done` holds of its answer (5 s at most); answers that last reading. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabases())('text delivery on $name', (database) => {
  let opened: OpenedTestDatabase;
  let hub: LiveHub;
  let twilio: TwilioLoopback;
  let app: Hono<AppEnv>;
  let store: EventStore;
  let delivery: TextDelivery;
  let seller: AuthUser;

  /** The app and store over the loopback provider, a provider nobody answers at, or none. */
  const build = (provider: 'loopback' | 'unreachable' | 'none', report?: (message: string) => void) => {
    const { db } = opened;
    const apiBase = provider === 'loopback' ? twilio.apiBase : 'http://127.0.0.1:9';
    const sms =
      provider === 'none' ? null : createTwilioProvider({ accountSid: TEST_TWILIO_ACCOUNT_SID, authToken: TEST_TWILIO_AUTH_TOKEN, numbers: { [DEALER]: DEALER_NUMBER }, apiBase });
    delivery = createTextDelivery(db, sms, () => PUBLIC_URL, report);
    store = createMiningEventStore(db, hub.publish, [alertsAfterPush(db, hub.publishUser), delivery.afterPush]);
    const mail = createMailPort(db);
    const deps: ServerDeps = { db, signer, mail, mailboxes: createDealerMailboxes(mail, false), publicUrl: PUBLIC_URL, poke: hub.publish, alerted: hub.publishUser };
    app = createApp(deps, { store, hub }, { texts: delivery });
  };

  beforeAll(async () => {
    opened = await database.open();
    await migrate(opened.db);
    hub = await createLiveHub(opened.db, opened.url);
    twilio = await startTwilioLoopback(async (url, fields, signature) => {
      const address = new URL(url);
      return app.request(`${address.pathname}${address.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        body: new URLSearchParams(fields).toString(),
      });
    });
  });
  afterAll(async () => {
    await twilio.close();
    await hub.close();
    await opened.close();
  });

  beforeEach(async () => {
    const { db } = opened;
    await resetTables(db);
    await db.query('TRUNCATE alerts, outreach_texts RESTART IDENTITY');
    await addDealer(db, DEALER);
    twilio.requests.length = 0;
    twilio.messages.clear();
    build('loopback');
    seller = await addUser(db, { email: 'bob@a.test', dealers: [DEALER], role: ROLE.salesperson });
    await db.query(`UPDATE users SET first_name = 'Bob', last_name = 'Brown' WHERE id = $1`, [seller.id]);
    const customer = (id: string, lastName: string, cell: string, canMail: 0 | 1) =>
      customerRecord(id, lastName, { user_id: seller.id, contact: { home: '', cell, work: '', email: '', can_call: 1, can_mail: canMail, can_email: 0 } });
    await store.appendSystem(
      [customer('C1', 'Tremblay', '(519) 555-0100', 1), customer('C2', 'Roy', '519.555.0177', 1)].map((record) => systemEvent('customer.imported', record)),
    );
  });
  afterEach(() => delivery.idle());

  const systemEvent = (type: string, payload: unknown): EventEnvelope => ({ id: randomUUID(), type, dealer: DEALER, actor: SYSTEM_ACTOR, time: new Date().toISOString(), payload });

  const push = async (events: EventEnvelope[]) => {
    const response = await app.request(`/sync/push?token=${DEALER}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await idToken(seller.id)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { accepted: string[]; rejected: unknown[] };
  };

  const textQueued = (customerId: string, toAddress: string, body: string, consentOverride = false) => {
    const id = randomUUID();
    const event: EventEnvelope = {
      id: randomUUID(),
      type: 'outreach.text_queued',
      dealer: DEALER,
      actor: seller.id,
      time: new Date().toISOString(),
      payload: { id, subject: 'customer', customer_id: customerId, to_address: toAddress, body, consent_override: consentOverride },
    };
    return { id, event };
  };

  const activity = async (id: string): Promise<Activity | undefined> => {
    const [change] = await store.documents(DEALER, [{ collection: 'activities', id }]);
    return (change?.doc ?? undefined) as Activity | undefined;
  };
  const messageOf = async (id: string) => (await activity(`msg:${id}`))?.message;
  const settled = (id: string, status: string) => until(() => messageOf(id), (message) => message?.status === status);
  const customerDoc = async (id: string) => {
    const [change] = await store.documents(DEALER, [{ collection: 'customers', id }]);
    return change?.doc as { contact: { can_mail: number } } | undefined;
  };
  const inbound = async () => {
    const rows = await opened.db.query<{ doc: Activity }>(`SELECT doc FROM activities WHERE dealer = $1 AND doc->'message'->>'direction' = 'inbound' ORDER BY seq`, [DEALER]);
    return rows.map((row) => row.doc);
  };
  const alerts = () => opened.db.query<{ user_id: number; type: string; title: string; message: string; url: string }>('SELECT user_id, type, title, message, url FROM alerts ORDER BY id');
  const receive = async (from: string, body: string, sid?: string) => {
    const response = await twilio.receiveText(INBOUND_URL, { from, to: DEALER_NUMBER, body, ...(sid ? { sid } : {}) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    expect(await response.text()).toBe(EMPTY_TWIML);
    await delivery.idle();
  };

  it('hands a pushed text to the provider once, to the E.164 number, after the push answered: sent with the provider id', async () => {
    const { id, event } = textQueued('C1', '(519) 555-0100', 'Your car is ready.');
    const release = twilio.holdNext();
    expect((await push([event])).accepted).toEqual([event.id]);
    expect((await messageOf(id))?.status).toBe('pending');
    expect((await push([event])).accepted).toEqual([event.id]);
    release();
    const message = await settled(id, 'sent');
    await delivery.idle();

    expect(twilio.requests).toHaveLength(1);
    const [sent] = twilio.requests;
    expect(sent).toMatchObject({ To: DANA_CELL, From: DEALER_NUMBER, Body: 'Your car is ready.' });
    expect(sent?.StatusCallback).toMatch(/^https:\/\/backoffice\.example\/texts\/status\/[0-9a-f-]{36}$/);
    const [sid] = [...twilio.messages.keys()];
    expect(message).toMatchObject({ status: 'sent', error: '', external_id: sid, from_address: DEALER_NUMBER, to_address: '(519) 555-0100' });
  });

  it('a signed delivery callback makes the text delivered; a late "sent" leaves it delivered', async () => {
    const { id, event } = textQueued('C1', '519-555-0100', 'See you at 3.');
    await push([event]);
    await settled(id, 'sent');
    const [sid = ''] = [...twilio.messages.keys()];
    expect((await twilio.reportStatus(sid, 'delivered')).status).toBe(204);
    expect((await messageOf(id))?.status).toBe('delivered');
    expect((await twilio.reportStatus(sid, 'sent')).status).toBe(204);
    expect(await messageOf(id)).toMatchObject({ status: 'delivered', error: '', external_id: sid });
  });

  it('an undelivered callback makes the text failed with why', async () => {
    const { id, event } = textQueued('C1', '519-555-0100', 'Hello?');
    await push([event]);
    await settled(id, 'sent');
    const [sid = ''] = [...twilio.messages.keys()];
    expect((await twilio.reportStatus(sid, 'undelivered', { errorCode: '30003' })).status).toBe(204);
    expect(await messageOf(id)).toMatchObject({ status: 'failed', error: 'The text was not delivered: the phone is switched off or out of reach (error 30003).' });
  });

  it('a provider error makes the text failed with the provider’s message', async () => {
    twilio.failNext({ status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' });
    const { id, event } = textQueued('C1', '519-555-0100', 'Last chance!');
    await push([event]);
    const message = await settled(id, 'failed');
    expect(message).toMatchObject({ status: 'failed', error: 'Attempt to send to unsubscribed recipient', external_id: '' });
    expect(twilio.requests).toHaveLength(1);
  });

  it('a provider that does not answer makes the text failed, saying it could not be reached', async () => {
    const reports: string[] = [];
    build('unreachable', (message) => reports.push(message));
    const { id, event } = textQueued('C1', '519-555-0100', 'Hi');
    await push([event]);
    expect(await settled(id, 'failed')).toMatchObject({ error: 'The SMS provider could not be reached: the text was not sent.', from_address: DEALER_NUMBER });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^The SMS provider could not be reached: /);
  });

  it('a number that is no phone number fails with a clear message, without calling the provider', async () => {
    const { id, event } = textQueued('C1', '555-01', 'Hi');
    await push([event]);
    expect(await settled(id, 'failed')).toMatchObject({ error: '555-01 is not a phone number a text can be sent to.' });
    expect(twilio.requests).toHaveLength(0);
  });

  it('with no SMS provider configured, a queued text fails saying so and the webhooks answer 503', async () => {
    build('none');
    const { id, event } = textQueued('C1', '519-555-0100', 'Hi');
    await push([event]);
    expect(await settled(id, 'failed')).toMatchObject({ error: NOT_SET_UP });
    expect(twilio.requests).toHaveLength(0);
    const response = await twilio.receiveText(INBOUND_URL, { from: DANA_CELL, to: DEALER_NUMBER, body: 'Hi' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: NOT_SET_UP });
  });

  it('refuses an unsigned or badly signed webhook with 403 and records nothing', async () => {
    const { id, event } = textQueued('C1', '519-555-0100', 'Hi');
    await push([event]);
    await settled(id, 'sent');
    const [sid = ''] = [...twilio.messages.keys()];
    const forged = await twilio.receiveText(INBOUND_URL, { from: DANA_CELL, to: DEALER_NUMBER, body: 'STOP' }, 'not-the-auth-token');
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ message: 'The webhook signature does not match.' });
    const unsigned = await app.request('/texts/inbound', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ From: DANA_CELL, To: DEALER_NUMBER, Body: 'STOP', MessageSid: 'SM1' }).toString(),
    });
    expect(unsigned.status).toBe(403);
    expect((await twilio.reportStatus(sid, 'delivered', { authToken: 'not-the-auth-token' })).status).toBe(403);
    expect((await messageOf(id))?.status).toBe('sent');
    expect(await inbound()).toEqual([]);
    expect((await customerDoc('C1'))?.contact.can_mail).toBe(1);
  });

  it('an inbound text from a customer’s cell becomes their received message and alerts their salesperson, once', async () => {
    await receive(DANA_CELL, 'Is it still available?', 'SMinbound1');
    await receive(DANA_CELL, 'Is it still available?', 'SMinbound1');
    const received = await inbound();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      subject: 'customer',
      customer_id: 'C1',
      kind: 'text',
      message: { direction: 'inbound', status: 'received', body: 'Is it still available?', from_address: DANA_CELL, to_address: DEALER_NUMBER, external_id: 'SMinbound1', reply_to: null },
    });
    expect(await alerts()).toEqual([{ user_id: seller.id, type: 'message', title: 'New text from Dana Tremblay', message: 'Is it still available?', url: '/customer/C1/outreach' }]);
    expect(twilio.requests).toHaveLength(0);
  });

  it('a reply to a number the dealer texted goes to the person texted there last, answering that text', async () => {
    const { id, event } = textQueued('C2', '519-555-0100', 'Paul, your tires are in.');
    await push([event]);
    await settled(id, 'sent');
    await receive(DANA_CELL, 'Thanks, coming by at 4.');
    const [reply] = await inbound();
    expect(reply).toMatchObject({ subject: 'customer', customer_id: 'C2', message: { body: 'Thanks, coming by at 4.', reply_to: `msg:${id}` } });
  });

  it('STOP turns the customer’s texts off and is answered once; START turns them on again, answered', async () => {
    await receive(DANA_CELL, 'STOP');
    expect((await customerDoc('C1'))?.contact.can_mail).toBe(0);
    expect(twilio.requests).toEqual([{ To: DANA_CELL, From: DEALER_NUMBER, Body: 'Dealer dealer-a: you will get no more texts from us. Reply START to get them again.' }]);

    await receive(DANA_CELL, ' stop ');
    expect((await customerDoc('C1'))?.contact.can_mail).toBe(0);
    expect(twilio.requests).toHaveLength(1);

    await receive(DANA_CELL, 'Start');
    expect((await customerDoc('C1'))?.contact.can_mail).toBe(1);
    expect(twilio.requests).toHaveLength(2);
    expect(twilio.requests[1]).toEqual({ To: DANA_CELL, From: DEALER_NUMBER, Body: 'Dealer dealer-a: you will get our texts again. Reply STOP to stop them.' });

    const received = await inbound();
    expect(received.map((doc) => [doc.customer_id, doc.message.body])).toEqual([
      ['C1', 'STOP'],
      ['C1', ' stop '],
      ['C1', 'Start'],
    ]);
    const log = await opened.db.query<{ content: string }>(`SELECT doc->>'content' AS content FROM activities WHERE dealer = $1 AND doc->>'kind' = 'opt_in' ORDER BY seq`, [DEALER]);
    expect(log.map((row) => row.content)).toEqual(['Opted out of texts (STOP)', 'Opted in to texts (START)']);
  });

  it('a number that replied STOP gets no text, even one sent anyway, until it replies START', async () => {
    await receive(DANA_CELL, 'STOP');
    const refused = textQueued('C1', '(519) 555-0100', 'Still interested in the RAV4?', true);
    expect((await push([refused.event])).accepted).toEqual([refused.event.id]);
    expect(await settled(refused.id, 'failed')).toMatchObject({ error: 'This number replied STOP to our texts: none can be sent to it until it replies START.' });
    expect(twilio.requests).toHaveLength(1);

    await receive(DANA_CELL, 'START');
    const allowed = textQueued('C1', '(519) 555-0100', 'Still interested in the RAV4?');
    await push([allowed.event]);
    await settled(allowed.id, 'sent');
    expect(twilio.requests.map((request) => request.Body)).toEqual([
      'Dealer dealer-a: you will get no more texts from us. Reply START to get them again.',
      'Dealer dealer-a: you will get our texts again. Reply STOP to stop them.',
      'Still interested in the RAV4?',
    ]);
  });

  it('a prospect’s STOP is answered once, and their START only after it', async () => {
    const jane = '+14165550199';
    await receive(jane, 'Hi, is the Civic still there?');
    await receive(jane, 'YES');
    expect(twilio.requests).toHaveLength(0);
    await receive(jane, 'Quit');
    await receive(jane, 'STOP');
    await receive(jane, 'start');
    expect(twilio.requests).toEqual([
      { To: jane, From: DEALER_NUMBER, Body: 'Dealer dealer-a: you will get no more texts from us. Reply START to get them again.' },
      { To: jane, From: DEALER_NUMBER, Body: 'Dealer dealer-a: you will get our texts again. Reply STOP to stop them.' },
    ]);
    const received = await inbound();
    expect(received).toHaveLength(5);
    expect(new Set(received.map((doc) => `${doc.subject}:${doc.customer_id}`)).size).toBe(1);
    expect(received[0]?.subject).toBe('prospect');
  });

  it('a text from an unknown number makes its sender a lead, with the message theirs', async () => {
    await receive('+14165550123', 'Do you have any trucks?');
    const leads = await opened.db.query<{ doc: { prospect_id: string; customer_id: string | null; phone: string; comment: string } }>('SELECT doc FROM leads WHERE dealer = $1', [DEALER]);
    expect(leads).toHaveLength(1);
    const lead = leads[0]?.doc;
    expect(lead).toMatchObject({ customer_id: null, phone: '4165550123', comment: 'Do you have any trucks?' });
    const [message] = await inbound();
    expect(message).toMatchObject({ subject: 'prospect', customer_id: lead?.prospect_id, message: { from_address: '+14165550123', body: 'Do you have any trucks?' } });
    const [prospect] = await store.documents(DEALER, [{ collection: 'prospects', id: lead?.prospect_id ?? '' }]);
    expect(prospect?.doc).not.toBeNull();
    expect((await alerts()).filter((alert) => alert.type === 'message').map((alert) => alert.user_id)).toEqual([seller.id]);
  });
});
