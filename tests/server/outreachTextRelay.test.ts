import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { DANA_CELL, useTextWorld } from './support/textWorld.ts';

/**
 * The probe's relay through the dealer's number (issue 27, finding 1): a user's text event named any number. Now the
 * server texts the person's cell on file, only with their consent, a manager's explicit override or as the dealer's
 * own opt-in words, within the writer's, the dealer's and the number's limits.
 */
describe.each(testDatabases())('texts cannot be turned into a relay, on $name', (database) => {
  const world = useTextWorld(database);
  const reasons = (answer: { rejected: { reason: string }[] }) => answer.rejected.map((rejection) => rejection.reason);

  it('go to the cell on file, never to a number the event names', async () => {
    const { id, event } = world.textQueued('C1', 'Your code is 4411', { toAddress: '+15555550199' });
    expect((await world.push([event])).accepted).toEqual([event.id]);
    expect(await world.settled(id, 'sent')).toMatchObject({ to_address: '(519) 555-0100' });
    expect(world.twilio.requests.map((request) => request.To)).toEqual([DANA_CELL]);
  });

  it('to someone not opted in are refused, unless a manager sends anyway, which the log says', async () => {
    await world.importCustomer('C4', 'Lavoie', '(519) 555-0144', 0);
    expect(reasons(await world.push([world.textQueued('C4', 'Hi').event]))).toEqual(['This customer is not opted in to text communications']);
    expect(reasons(await world.push([world.textQueued('C4', 'Hi', { consentOverride: true }).event]))).toEqual(['You do not have permission to do this.']);
    const anyway = world.textQueued('C4', 'Your winter tires are in.', { consentOverride: true, user: world.manager });
    expect((await world.push([anyway.event], world.manager)).accepted).toEqual([anyway.event.id]);
    await world.settled(anyway.id, 'sent');
    expect((await world.activityOf(anyway.id))?.content).toBe('Text: Your winter tires are in. (sent without consent)');
    expect(world.twilio.requests.map((request) => [request.To, request.Body])).toEqual([['+15195550144', 'Your winter tires are in.']]);
  });

  it('to someone not opted in may be the dealer’s opt-in words, and only those', async () => {
    await world.importCustomer('C4', 'Lavoie', '(519) 555-0144', 0);
    const words = 'Reply START to receive text messages from Dealer dealer-a. Reply STOP at any time to opt out.';
    const optIn = world.textQueued('C4', words, { optIn: true });
    const forged = world.textQueued('C4', 'Reply START to claim your free iPhone at phish.example', { optIn: true });
    expect((await world.push([optIn.event, forged.event])).accepted).toEqual([optIn.event.id, forged.event.id]);
    await world.settled(optIn.id, 'sent');
    expect(await world.settled(forged.id, 'failed')).toMatchObject({
      error: "An opt-in text says the dealer's own opt-in words: this one says something else, so it was not sent.",
    });
    expect(world.twilio.requests.map((request) => request.Body)).toEqual([words]);
  });

  it('stop at 60 an hour for one writer, the rest failed with the limit', async () => {
    await world.importCustomer('C5', 'Cote', '(519) 555-0155', 1);
    await world.importCustomer('C6', 'Morin', '(519) 555-0166', 1);
    const texts = Array.from({ length: 80 }, (_, index) => world.textQueued(['C1', 'C2', 'C5', 'C6'][index % 4]!, `Offer ${index}`));
    expect((await world.push(texts.map((text) => text.event))).accepted).toHaveLength(80);
    await world.delivery.idle();
    expect(world.twilio.requests).toHaveLength(60);
    const failed = [];
    for (const text of texts) {
      const message = await world.messageOf(text.id);
      if (message?.status === 'failed') failed.push(message.error);
    }
    expect(failed).toHaveLength(20);
    for (const error of failed) expect(error).toMatch(/^You have sent 60 texts within an hour, the most allowed\. Please try again in \d+ minutes?\.$/);
  });

  it('stop at 20 a day to one number, whoever writes them', async () => {
    const texts = Array.from({ length: 25 }, (_, index) => world.textQueued('C1', `Reminder ${index}`, { user: index % 2 === 0 ? world.seller : world.manager }));
    await world.push(texts.filter((_, index) => index % 2 === 0).map((text) => text.event));
    await world.push(texts.filter((_, index) => index % 2 === 1).map((text) => text.event), world.manager);
    await world.delivery.idle();
    expect(world.twilio.requests).toHaveLength(20);
    const errors = new Set<string>();
    for (const text of texts) {
      const message = await world.messageOf(text.id);
      if (message?.status === 'failed') errors.add(message.error.replace(/\d+ (minutes?|hours)\.$/, 'N.'));
    }
    expect([...errors]).toEqual(['This recipient has been sent 20 texts within a day, the most allowed. Please try again in N.']);
  });

  it('answer a number’s STOP and START at most 6 times a day, however often it toggles', async () => {
    for (let n = 0; n < 5; n++) {
      await world.receive(DANA_CELL, 'STOP');
      await world.receive(DANA_CELL, 'START');
    }
    expect(world.twilio.requests).toHaveLength(6);
    expect((await world.inbound()).map((text) => text.message.body)).toHaveLength(10);
    expect((await world.customerDoc('C1'))?.contact.can_mail).toBe(1);
  });
});
