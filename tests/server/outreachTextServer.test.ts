import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/session/roles.ts';
import { twilioSettingsFromEnv } from '../../sync-server/outreach/texts/twilioProvider.ts';
import { startServer, type RunningServer } from '../../sync-server/server.ts';
import { customerRecord } from '../support/dmsRecords.ts';
import { addDealer, addUser } from '../support/syncFixtures.ts';
import { testDatabases, type OpenedTestDatabase, blankPgliteImage } from '../support/testDatabases.ts';
import { startTwilioLoopback, TEST_TWILIO_ACCOUNT_SID, TEST_TWILIO_AUTH_TOKEN, type TwilioLoopback } from '../support/twilioLoopback.ts';

const DEALER = 'dealer-a';
const DEALER_NUMBER = '+12265550000';

describe('the SMS provider’s settings from the environment', () => {
  it('are off without TWILIO_ACCOUNT_SID, and want the auth token with it', () => {
    expect(twilioSettingsFromEnv({})).toBeNull();
    expect(() => twilioSettingsFromEnv({ TWILIO_ACCOUNT_SID: TEST_TWILIO_ACCOUNT_SID })).toThrow(
      'TWILIO_AUTH_TOKEN must be set with TWILIO_ACCOUNT_SID: without it no text could be sent or webhook checked.',
    );
  });

  it('read each dealer’s number from TWILIO_NUMBERS in E.164, and the API base', () => {
    const env = {
      TWILIO_ACCOUNT_SID: TEST_TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_NUMBERS: '{"dealer-a":"+1 (519) 555-0000","dealer-b":"+12125550100"}',
      TWILIO_API_BASE: 'http://127.0.0.1:4010',
    };
    expect(twilioSettingsFromEnv(env)).toEqual({
      accountSid: TEST_TWILIO_ACCOUNT_SID,
      authToken: 'token',
      numbers: { 'dealer-a': '+15195550000', 'dealer-b': '+12125550100' },
      apiBase: 'http://127.0.0.1:4010',
    });
    expect(twilioSettingsFromEnv({ ...env, TWILIO_NUMBERS: undefined, TWILIO_API_BASE: '' })).toEqual({
      accountSid: TEST_TWILIO_ACCOUNT_SID,
      authToken: 'token',
      numbers: {},
      apiBase: undefined,
    });
  });

  it('refuse TWILIO_NUMBERS that is no JSON object of E.164 numbers', () => {
    const usage = 'TWILIO_NUMBERS must be a JSON object of dealer tokens to E.164 numbers, like {"dealer-a":"+15195550100"}.';
    const settings = (numbers: string) => () => twilioSettingsFromEnv({ TWILIO_ACCOUNT_SID: TEST_TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: 't', TWILIO_NUMBERS: numbers });
    expect(settings('dealer-a=+15195550000')).toThrow(usage);
    expect(settings('["+15195550000"]')).toThrow(usage);
    expect(settings('{"dealer-a":"5195550000"}')).toThrow(`${usage} The number of dealer-a is not one.`);
    expect(settings('{"dealer-a":"+1555"}')).toThrow(`${usage} The number of dealer-a is not one.`);
  });
});

describe.each(testDatabases())('texts through the running server on $name', (database) => {
  let opened: OpenedTestDatabase | undefined;
  let server: RunningServer;
  let twilio: TwilioLoopback;

  beforeAll(async () => {
    opened = database.name === 'postgres' ? await database.open() : undefined;
    twilio = await startTwilioLoopback((url, fields, signature) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(fields) }),
    );
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: opened?.url,
      seed: 'none', databaseImage: await blankPgliteImage(),
      twilio: { accountSid: TEST_TWILIO_ACCOUNT_SID, authToken: TEST_TWILIO_AUTH_TOKEN, numbers: { [DEALER]: DEALER_NUMBER }, apiBase: twilio.apiBase },
    });
  });
  afterAll(async () => {
    await server.close();
    await twilio.close();
    await opened?.close();
  });

  const messageOf = async (id: string) => {
    const [change] = await server.store.documents(DEALER, [{ collection: 'activities', id: `msg:${id}` }]);
    return (change?.doc as { message: { status: string } } | null | undefined)?.message;
  };
  const until = async (id: string, status: string) => {
    const deadline = Date.now() + 5000;
    while ((await messageOf(id))?.status !== status && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return messageOf(id);
  };

  it('sends a pushed text, takes its signed delivery report at PUBLIC_URL, and receives a reply', async () => {
    const { db } = server.deps;
    await addDealer(db, DEALER);
    const seller = await addUser(db, { email: 'sam@a.test', dealers: [DEALER], role: ROLE.salesperson });
    const customer = customerRecord('C1', 'Tremblay', { user_id: seller.id });
    await server.store.appendSystem([{ id: randomUUID(), type: 'customer.imported', dealer: DEALER, actor: 0, time: new Date().toISOString(), payload: customer }]);

    const id = randomUUID();
    const token = await server.deps.signer.sign({ sub: seller.id, exp: Math.floor(Date.now() / 1000) + 3600, kind: 'id' });
    const payload = { id, subject: 'customer', customer_id: 'C1', to_address: '519 555 0100', body: 'Your car is ready.', consent_override: false };
    const event = { id: randomUUID(), type: 'outreach.text_queued', dealer: DEALER, actor: seller.id, time: new Date().toISOString(), payload };
    const pushed = await fetch(`${server.url}/sync/push?token=${DEALER}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [event] }),
    });
    expect(pushed.status).toBe(200);
    expect((await until(id, 'sent'))?.status).toBe('sent');
    expect(twilio.requests).toHaveLength(1);
    expect(twilio.requests[0]?.StatusCallback?.startsWith(`${server.url}/texts/status/`)).toBe(true);

    const [sid = ''] = [...twilio.messages.keys()];
    expect((await twilio.reportStatus(sid, 'delivered')).status).toBe(204);
    expect((await messageOf(id))?.status).toBe('delivered');

    const reply = await twilio.receiveText(`${server.url}/texts/inbound`, { from: '+15195550100', to: DEALER_NUMBER, body: 'Thanks!' });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    const received = await db.query<{ body: string; reply_to: string }>(
      `SELECT doc->'message'->>'body' AS body, doc->'message'->>'reply_to' AS reply_to FROM activities WHERE dealer = $1 AND doc->'message'->>'direction' = 'inbound'`,
      [DEALER],
    );
    expect(received).toEqual([{ body: 'Thanks!', reply_to: `msg:${id}` }]);
  });
});
