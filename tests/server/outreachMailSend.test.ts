import { createServer, type AddressInfo, type Socket } from 'node:net';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { pushEvents, userEvent } from './support/calendarWorld.ts';
import { connectDesk, DANA, DESK, DESK_PASSWORD, storedMessages, useOutreachMailWorld, type OutreachMailWorld } from './support/outreachMailWorld.ts';

/** An e-mail to Dana as the outreach section queues it. */
const emailTo = (world: OutreachMailWorld, id: string, extra: Record<string, unknown> = {}) =>
  userEvent(world.people.seller, 'outreach.email_queued', {
    id,
    subject: 'customer',
    customer_id: 'C1',
    to_address: DANA,
    email_subject: 'Your RAV4 is ready',
    body: 'Hello Dana,\nyour RAV4 is ready for pick-up.',
    consent_override: false,
    ...extra,
  });

/** A header of a raw message, unfolded. */
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\r\n[ \t]+/g, ' ');

const statusEvents = (world: OutreachMailWorld) =>
  world.db.query<{ payload: Record<string, unknown>; actor: number }>("SELECT payload, actor FROM events WHERE type = 'outreach.message_status' ORDER BY seq");

describe.each(testDatabases())('outreach e-mail sent after the push on $name', (database) => {
  const world = useOutreachMailWorld(database);
  beforeEach(() => world.reset());

  it('goes out once through the dealer’s own mailbox with the server’s Message-ID, and the message becomes sent', async () => {
    const mailboxId = await connectDesk(world);
    const event = emailTo(world, 'M1');
    expect((await pushEvents(world.app, world.people.seller, [event])).accepted).toEqual([event.id]);
    await world.sender.idle();

    expect(world.smtp.received).toHaveLength(1);
    const [mail] = world.smtp.received;
    expect(mail).toMatchObject({ user: DESK, method: 'PLAIN', from: DESK, to: [DANA] });
    const messageId = header(mail!.raw, 'Message-ID') ?? '';
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@dealer\.test>$/);
    expect(header(mail!.raw, 'Subject')).toBe('Your RAV4 is ready');
    expect(header(mail!.raw, 'From')).toBe(`Front Desk <${DESK}>`);
    expect(mail!.raw).toContain('Hello Dana,\r\nyour RAV4 is ready for pick-up.');
    expect(header(mail!.raw, 'In-Reply-To')).toBeUndefined();

    const [message] = await storedMessages(world);
    expect(message!.message).toMatchObject({ status: 'sent', error: '', external_id: messageId, from_address: DESK, mailbox_id: mailboxId });
    expect(await statusEvents(world)).toEqual([
      { actor: 0, payload: { id: 'M1', status: 'sent', error: '', external_id: messageId, from_address: DESK, mailbox_id: mailboxId } },
    ]);
    expect(await world.db.query('SELECT message_id, subject, customer_id, rfc_message_id, mailbox_id, status FROM outreach_mail')).toEqual([
      { message_id: 'M1', subject: 'customer', customer_id: 'C1', rfc_message_id: messageId, mailbox_id: mailboxId, status: 'sent' },
    ]);
  });

  it('sends an event pushed twice, and pushed by two requests at once, only once', async () => {
    await connectDesk(world);
    const event = emailTo(world, 'M2');
    await pushEvents(world.app, world.people.seller, [event]);
    const again = await Promise.all([pushEvents(world.app, world.people.seller, [event]), pushEvents(world.app, world.people.seller, [event])]);
    expect(again.map((answer) => answer.accepted)).toEqual([[event.id], [event.id]]);
    await world.sender.idle();
    expect(world.smtp.received).toHaveLength(1);
    expect((await statusEvents(world)).map((row) => row.payload.status)).toEqual(['sent']);
  });

  it('fails with the SMTP server’s answer when the mailbox’s login is refused, and never tells the password', async () => {
    await connectDesk(world);
    world.smtpAccounts[DESK] = 'a-new-password';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await pushEvents(world.app, world.people.seller, [emailTo(world, 'M3')]);
      await world.sender.idle();
      expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(/^Outreach e-mail M3 was not sent: Error/)]);
      expect(JSON.stringify(logged.mock.calls)).not.toContain(DESK_PASSWORD);
    } finally {
      logged.mockRestore();
    }
    expect(world.smtp.received).toEqual([]);
    const [message] = await storedMessages(world);
    expect(message!.message).toMatchObject({ status: 'failed', error: '535 Authentication credentials invalid', from_address: DESK });
    expect(JSON.stringify(await world.db.query('SELECT payload FROM events'))).not.toContain(DESK_PASSWORD);
  });

  it('fails with the no-mailbox message when the dealer has no mailbox at all', async () => {
    await pushEvents(world.app, world.people.seller, [emailTo(world, 'M4')]);
    await world.sender.idle();
    const [message] = await storedMessages(world);
    expect(message!.message).toMatchObject({ status: 'failed', error: "No mailbox is set up to send this dealer's e-mail.", from_address: '', mailbox_id: null });
    // A re-push finds the message claimed: it is not tried again.
    await connectDesk(world);
    await pushEvents(world.app, world.people.seller, [emailTo(world, 'M4')]);
    await world.sender.idle();
    expect(world.smtp.received).toEqual([]);
  });

  it('fails an e-mail a stopped server left half-sent, at the next poll', async () => {
    const mailboxId = await connectDesk(world);
    // Another server claimed M6 an hour ago and stopped before it settled it.
    await world.db.query(
      `INSERT INTO outreach_mail (message_id, dealer, subject, customer_id, rfc_message_id, mailbox_id, status, updated_at)
       VALUES ('M6', 'dealer-a', 'customer', 'C1', '<m6@dealer.test>', $1, 'sending', now() - interval '1 hour')`,
      [mailboxId],
    );
    await pushEvents(world.app, world.people.seller, [emailTo(world, 'M6')]);
    await world.sender.idle();
    expect(world.smtp.received).toEqual([]);
    expect((await storedMessages(world))[0]!.message.status).toBe('pending');
    await world.polling.pollNow();
    const [message] = await storedMessages(world);
    expect(message!.message).toMatchObject({ status: 'failed', error: 'The server stopped while handing this e-mail over: it may not have gone out.' });
    expect(await world.db.query("SELECT status FROM outreach_mail WHERE message_id = 'M6'")).toEqual([{ status: 'failed' }]);
  });

  it('answers the push before the e-mail is handed over', async () => {
    const mailboxId = await connectDesk(world);
    // An SMTP server that takes the connection and never greets: the send waits on it.
    let connected: (socket: Socket) => void = () => undefined;
    const held = new Promise<Socket>((resolve) => (connected = resolve));
    const silent = createServer((socket) => connected(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    world.allowSmtpPort((silent.address() as AddressInfo).port);
    try {
      await world.db.query('UPDATE mailboxes SET smtp_port = $2 WHERE id = $1', [mailboxId, (silent.address() as AddressInfo).port]);
      await pushEvents(world.app, world.people.seller, [emailTo(world, 'M5')]);
      const socket = await held;
      const [pending] = await storedMessages(world);
      expect(pending!.message.status).toBe('pending');
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      socket.destroy();
      await world.sender.idle();
      logged.mockRestore();
      const [failed] = await storedMessages(world);
      expect(failed!.message.status).toBe('failed');
      expect(failed!.message.error).not.toBe('');
    } finally {
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
