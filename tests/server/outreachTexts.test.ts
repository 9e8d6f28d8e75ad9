import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { DANA_CELL, DEALER, DEALER_NUMBER, INBOUND_URL, useTextWorld } from './support/textWorld.ts';

const NOT_SET_UP = 'Text messages are not set up on this server: ask its administrator to configure the SMS provider.';

describe.each(testDatabases())('text delivery on $name', (database) => {
  const world = useTextWorld(database);

  it('hands a pushed text to the provider once, to the E.164 number, after the push answered: sent with the provider id', async () => {
    const { id, event } = world.textQueued('C1', 'Your car is ready.');
    const release = world.twilio.holdNext();
    expect((await world.push([event])).accepted).toEqual([event.id]);
    expect((await world.messageOf(id))?.status).toBe('pending');
    expect((await world.push([event])).accepted).toEqual([event.id]);
    release();
    const message = await world.settled(id, 'sent');
    await world.delivery.idle();

    expect(world.twilio.requests).toHaveLength(1);
    const [sent] = world.twilio.requests;
    expect(sent).toMatchObject({ To: DANA_CELL, From: DEALER_NUMBER, Body: 'Your car is ready.' });
    expect(sent?.StatusCallback).toMatch(/^https:\/\/backoffice\.example\/texts\/status\/[0-9a-f-]{36}$/);
    const [sid] = [...world.twilio.messages.keys()];
    expect(message).toMatchObject({ status: 'sent', error: '', external_id: sid, from_address: DEALER_NUMBER, to_address: '(519) 555-0100' });
  });

  it('a signed world.delivery callback makes the text delivered; a late "sent" leaves it delivered', async () => {
    const { id, event } = world.textQueued('C1', 'See you at 3.');
    await world.push([event]);
    await world.settled(id, 'sent');
    const [sid = ''] = [...world.twilio.messages.keys()];
    expect((await world.twilio.reportStatus(sid, 'delivered')).status).toBe(204);
    expect((await world.messageOf(id))?.status).toBe('delivered');
    expect((await world.twilio.reportStatus(sid, 'sent')).status).toBe(204);
    expect(await world.messageOf(id)).toMatchObject({ status: 'delivered', error: '', external_id: sid });
  });

  it('an undelivered callback makes the text failed with why', async () => {
    const { id, event } = world.textQueued('C1', 'Hello?');
    await world.push([event]);
    await world.settled(id, 'sent');
    const [sid = ''] = [...world.twilio.messages.keys()];
    expect((await world.twilio.reportStatus(sid, 'undelivered', { errorCode: '30003' })).status).toBe(204);
    expect(await world.messageOf(id)).toMatchObject({ status: 'failed', error: 'The text was not delivered: the phone is switched off or out of reach (error 30003).' });
  });

  it('a provider error makes the text failed with the provider’s message', async () => {
    world.twilio.failNext({ status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' });
    const { id, event } = world.textQueued('C1', 'Last chance!');
    await world.push([event]);
    const message = await world.settled(id, 'failed');
    expect(message).toMatchObject({ status: 'failed', error: 'Attempt to send to unsubscribed recipient', external_id: '' });
    expect(world.twilio.requests).toHaveLength(1);
  });

  it('a provider that does not answer makes the text failed, saying it could not be reached', async () => {
    const reports: string[] = [];
    world.build('unreachable', (message) => reports.push(message));
    const { id, event } = world.textQueued('C1', 'Hi');
    await world.push([event]);
    expect(await world.settled(id, 'failed')).toMatchObject({ error: 'The SMS provider could not be reached: the text was not sent.', from_address: DEALER_NUMBER });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^The SMS provider could not be reached: /);
  });

  it('a number on file that is no phone number fails with a clear message, without calling the provider', async () => {
    await world.importCustomer('C3', 'Gagnon', '555-01', 1);
    const { id, event } = world.textQueued('C3', 'Hi');
    await world.push([event]);
    expect(await world.settled(id, 'failed')).toMatchObject({ error: '555-01 is not a phone number a text can be sent to.' });
    expect(world.twilio.requests).toHaveLength(0);
  });

  it('with no SMS provider configured, a queued text fails saying so and the webhooks answer 503', async () => {
    world.build('none');
    const { id, event } = world.textQueued('C1', 'Hi');
    await world.push([event]);
    expect(await world.settled(id, 'failed')).toMatchObject({ error: NOT_SET_UP });
    expect(world.twilio.requests).toHaveLength(0);
    const response = await world.twilio.receiveText(INBOUND_URL, { from: DANA_CELL, to: DEALER_NUMBER, body: 'Hi' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: NOT_SET_UP });
  });

  it('refuses an unsigned or badly signed webhook with 403 and records nothing', async () => {
    const { id, event } = world.textQueued('C1', 'Hi');
    await world.push([event]);
    await world.settled(id, 'sent');
    const [sid = ''] = [...world.twilio.messages.keys()];
    const forged = await world.twilio.receiveText(INBOUND_URL, { from: DANA_CELL, to: DEALER_NUMBER, body: 'STOP' }, 'not-the-auth-token');
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ message: 'The webhook signature does not match.' });
    const unsigned = await world.app.request('/texts/inbound', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ From: DANA_CELL, To: DEALER_NUMBER, Body: 'STOP', MessageSid: 'SM1' }).toString(),
    });
    expect(unsigned.status).toBe(403);
    expect((await world.twilio.reportStatus(sid, 'delivered', { authToken: 'not-the-auth-token' })).status).toBe(403);
    expect((await world.messageOf(id))?.status).toBe('sent');
    expect(await world.inbound()).toEqual([]);
    expect((await world.customerDoc('C1'))?.contact.can_mail).toBe(1);
  });

  it('an inbound text from a customer’s cell becomes their received message and alerts their salesperson, once', async () => {
    await world.receive(DANA_CELL, 'Is it still available?', 'SMinbound1');
    await world.receive(DANA_CELL, 'Is it still available?', 'SMinbound1');
    const received = await world.inbound();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      subject: 'customer',
      customer_id: 'C1',
      kind: 'text',
      message: { direction: 'inbound', status: 'received', body: 'Is it still available?', from_address: DANA_CELL, to_address: DEALER_NUMBER, external_id: 'SMinbound1', reply_to: null },
    });
    expect(await world.alerts()).toEqual([{ user_id: world.seller.id, type: 'message', title: 'New text from Dana Tremblay', message: 'Is it still available?', url: '/customer/C1/outreach' }]);
    expect(world.twilio.requests).toHaveLength(0);
  });

  it('a reply to a number the dealer texted goes to the person texted there last, answering that text', async () => {
    await world.importCustomer('C3', 'Tremblay', '519-555-0100', 1);
    const { id, event } = world.textQueued('C3', 'Paul, your tires are in.');
    await world.push([event]);
    await world.settled(id, 'sent');
    await world.receive(DANA_CELL, 'Thanks, coming by at 4.');
    const [reply] = await world.inbound();
    expect(reply).toMatchObject({ subject: 'customer', customer_id: 'C3', message: { body: 'Thanks, coming by at 4.', reply_to: `msg:${id}` } });
  });

  it('STOP turns the customer’s texts off and is answered once; START turns them on again, answered', async () => {
    await world.receive(DANA_CELL, 'STOP');
    expect((await world.customerDoc('C1'))?.contact.can_mail).toBe(0);
    expect(world.twilio.requests).toEqual([{ To: DANA_CELL, From: DEALER_NUMBER, Body: 'Dealer dealer-a: you will get no more texts from us. Reply START to get them again.' }]);

    await world.receive(DANA_CELL, ' stop ');
    expect((await world.customerDoc('C1'))?.contact.can_mail).toBe(0);
    expect(world.twilio.requests).toHaveLength(1);

    await world.receive(DANA_CELL, 'Start');
    expect((await world.customerDoc('C1'))?.contact.can_mail).toBe(1);
    expect(world.twilio.requests).toHaveLength(2);
    expect(world.twilio.requests[1]).toEqual({ To: DANA_CELL, From: DEALER_NUMBER, Body: 'Dealer dealer-a: you will get our texts again. Reply STOP to stop them.' });

    const received = await world.inbound();
    expect(received.map((doc) => [doc.customer_id, doc.message.body])).toEqual([
      ['C1', 'STOP'],
      ['C1', ' stop '],
      ['C1', 'Start'],
    ]);
    const log = await world.db.query<{ content: string }>(`SELECT doc->>'content' AS content FROM activities WHERE dealer = $1 AND doc->>'kind' = 'opt_in' ORDER BY seq`, [DEALER]);
    expect(log.map((row) => row.content)).toEqual(['Opted out of texts (STOP)', 'Opted in to texts (START)']);
  });

  it('a number that replied STOP gets no text, even one a manager sends anyway, until it replies START', async () => {
    await world.receive(DANA_CELL, 'STOP');
    const refused = world.textQueued('C1', 'Still interested in the RAV4?', { consentOverride: true, user: world.manager });
    expect((await world.push([refused.event], world.manager)).accepted).toEqual([refused.event.id]);
    expect(await world.settled(refused.id, 'failed')).toMatchObject({ error: 'This number replied STOP to our texts: none can be sent to it until it replies START.' });
    expect(world.twilio.requests).toHaveLength(1);

    await world.receive(DANA_CELL, 'START');
    const allowed = world.textQueued('C1', 'Still interested in the RAV4?');
    await world.push([allowed.event]);
    await world.settled(allowed.id, 'sent');
    expect(world.twilio.requests.map((request) => request.Body)).toEqual([
      'Dealer dealer-a: you will get no more texts from us. Reply START to get them again.',
      'Dealer dealer-a: you will get our texts again. Reply STOP to stop them.',
      'Still interested in the RAV4?',
    ]);
  });

  it('a prospect’s first YES gives text consent, answered; STOP takes it, answered once; START gives it back', async () => {
    const jane = '+14165550199';
    const started = 'Dealer dealer-a: you will get our texts again. Reply STOP to stop them.';
    await world.receive(jane, 'Hi, is the Civic still there?');
    expect(world.twilio.requests).toHaveLength(0);
    await world.receive(jane, 'YES');
    expect(world.twilio.requests).toEqual([{ To: jane, From: DEALER_NUMBER, Body: started }]);
    await world.receive(jane, 'Quit');
    await world.receive(jane, 'STOP');
    await world.receive(jane, 'start');
    expect(world.twilio.requests).toEqual([
      { To: jane, From: DEALER_NUMBER, Body: started },
      { To: jane, From: DEALER_NUMBER, Body: 'Dealer dealer-a: you will get no more texts from us. Reply START to get them again.' },
      { To: jane, From: DEALER_NUMBER, Body: started },
    ]);
    const received = await world.inbound();
    expect(received).toHaveLength(5);
    expect(new Set(received.map((doc) => `${doc.subject}:${doc.customer_id}`)).size).toBe(1);
    expect(received[0]?.subject).toBe('prospect');
    const [prospect] = await world.store.documents(DEALER, [{ collection: 'prospects', id: received[0]?.customer_id ?? '' }]);
    expect((prospect?.doc as { contact: { can_mail?: number } } | null)?.contact.can_mail).toBe(1);
  });

  it('a text from an unknown number makes its sender a lead, with the message theirs', async () => {
    await world.receive('+14165550123', 'Do you have any trucks?');
    const leads = await world.db.query<{ doc: { prospect_id: string; customer_id: string | null; phone: string; comment: string } }>('SELECT doc FROM leads WHERE dealer = $1', [DEALER]);
    expect(leads).toHaveLength(1);
    const lead = leads[0]?.doc;
    expect(lead).toMatchObject({ customer_id: null, phone: '4165550123', comment: 'Do you have any trucks?' });
    const [message] = await world.inbound();
    expect(message).toMatchObject({ subject: 'prospect', customer_id: lead?.prospect_id, message: { from_address: '+14165550123', body: 'Do you have any trucks?' } });
    const [prospect] = await world.store.documents(DEALER, [{ collection: 'prospects', id: lead?.prospect_id ?? '' }]);
    expect(prospect?.doc).not.toBeNull();
    expect((await world.alerts()).filter((alert) => alert.type === 'message').map((alert) => alert.user_id)).toEqual([world.seller.id]);
  });
});
