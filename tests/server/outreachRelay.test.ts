import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../sync-server/context.ts';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import { customerRecord } from '../support/dmsRecords.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { pushEvents, userEvent } from './support/calendarWorld.ts';
import { DEALER } from './support/mailboxWorld.ts';
import { connectDesk, DANA, storedMessages, useOutreachMailWorld, type OutreachMailWorld } from './support/outreachMailWorld.ts';

/**
 * The probe's relay (issue 27, finding 1): a user's outreach event named any address and the dealer's mailbox sent to
 * it. Now the server sends to the person's address on file, only with their consent or a manager's explicit override,
 * through a mailbox the writer is a user of, within the writer's and the dealer's limits.
 */
const emailTo = (user: AuthUser, customerId: string, extra: Record<string, unknown> = {}) =>
  userEvent(user, 'outreach.email_queued', {
    id: randomUUID(),
    subject: 'customer',
    customer_id: customerId,
    email_subject: 'Your account needs attention',
    body: 'Please sign in to confirm your details.',
    consent_override: false,
    ...extra,
  });

const rejections = (answer: { rejected: unknown[] }) => answer.rejected.map((rejection) => (rejection as { reason: string }).reason);

async function importCustomer(world: OutreachMailWorld, id: string, email: string, canEmail: 0 | 1): Promise<void> {
  const contact = { home: '', cell: '', work: '', email, can_call: 1, can_mail: 0, can_email: canEmail };
  await world.store.appendSystem([
    { id: randomUUID(), type: 'customer.imported', dealer: DEALER, actor: SYSTEM_ACTOR, time: new Date().toISOString(), payload: customerRecord(id, 'Roy', { contact }) },
  ]);
}

describe.each(testDatabases())('outreach e-mail cannot be turned into a relay, on $name', (database) => {
  const world = useOutreachMailWorld(database);
  beforeEach(() => world.reset());

  it('goes to the person’s address on file, never to an address the event names', async () => {
    await connectDesk(world);
    const event = emailTo(world.people.seller, 'C1', { to_address: 'victim@phish.example' });
    expect((await pushEvents(world.app, world.people.seller, [event])).accepted).toEqual([event.id]);
    await world.sender.idle();
    expect(world.smtp.received.map((mail) => mail.to)).toEqual([[DANA]]);
    expect((await storedMessages(world)).map((message) => [message.message.to_address, message.message.status])).toEqual([[DANA, 'sent']]);
  });

  it('refuses an e-mail to someone not opted in, unless a manager sends it anyway, which the log says', async () => {
    await connectDesk(world);
    await importCustomer(world, 'C2', 'luc@example.com', 0);
    const { seller, manager } = world.people;
    expect(rejections(await pushEvents(world.app, seller, [emailTo(seller, 'C2')]))).toEqual(['This customer is not opted in to email communications']);
    expect(rejections(await pushEvents(world.app, seller, [emailTo(seller, 'C2', { consent_override: true })]))).toEqual(['You do not have permission to do this.']);
    const anyway = emailTo(manager, 'C2', { consent_override: true });
    expect((await pushEvents(world.app, manager, [anyway])).accepted).toEqual([anyway.id]);
    await world.sender.idle();
    expect(world.smtp.received.map((mail) => mail.to)).toEqual([['luc@example.com']]);
    const [message] = await storedMessages(world);
    expect([message!.user_id, message!.content, message!.message.consent_override]).toEqual([manager.id, 'E-mail: Your account needs attention (sent without consent)', true]);
  });

  it('goes out only through a mailbox its writer is a user of', async () => {
    await connectDesk(world, [world.people.manager]);
    const { seller } = world.people;
    const event = emailTo(seller, 'C1');
    expect((await pushEvents(world.app, seller, [event])).accepted).toEqual([event.id]);
    await world.sender.idle();
    expect(world.smtp.received).toEqual([]);
    expect((await storedMessages(world)).map((message) => [message.message.status, message.message.error])).toEqual([
      ['failed', "You are not a user of any of this dealer's mailboxes: ask a manager to add you in Settings > Mailboxes."],
    ]);
  });

  it('sends 60 of one user’s 200 e-mails pushed at once and fails the rest with the limit, while a colleague still sends', async () => {
    await connectDesk(world);
    const { seller, colleague } = world.people;
    const events = Array.from({ length: 200 }, () => emailTo(seller, 'C1'));
    expect((await pushEvents(world.app, seller, events)).accepted).toHaveLength(200);
    await world.sender.idle();
    expect(world.smtp.received).toHaveLength(60);
    const messages = await storedMessages(world);
    expect(messages).toHaveLength(200);
    const failed = messages.filter((message) => message.message.status === 'failed');
    expect(failed).toHaveLength(140);
    for (const message of failed) {
      expect(message.message.error).toMatch(/^You have sent 60 e-mails within an hour, the most allowed\. Please try again in \d+ minutes?\.$/);
    }
    const theirs = emailTo(colleague, 'C1');
    await pushEvents(world.app, colleague, [theirs]);
    await world.sender.idle();
    expect(world.smtp.received).toHaveLength(61);
  });
});
