import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutreachMessage } from '../../domain/outreach/outreachMessage.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { pushEvents, userEvent } from './support/calendarWorld.ts';
import { connectDesk, DANA, DESK, DESK_PASSWORD, raisedAlerts, storedMessages, useOutreachMailWorld, type OutreachMailWorld } from './support/outreachMailWorld.ts';
import { rawMail } from '../support/imapServer.ts';

/** A message as a mail server delivers it: headers, a blank line, the body; CRLF line ends. */
const DATE = 'Thu, 26 Nov 2026 10:15:00 -0500';

/** Sends Dana an e-mail through the desk and answers its Message-ID. */
async function emailDana(world: OutreachMailWorld, id: string, extra: Record<string, unknown> = {}): Promise<string> {
  const event = userEvent(world.people.seller, 'outreach.email_queued', {
    id,
    subject: 'customer',
    customer_id: 'C1',
    to_address: DANA,
    email_subject: 'Your RAV4 is ready',
    body: 'It is ready for pick-up.',
    consent_override: false,
    ...extra,
  });
  await pushEvents(world.app, world.people.seller, [event]);
  await world.sender.idle();
  const [row] = await world.db.query<{ rfc_message_id: string }>('SELECT rfc_message_id FROM outreach_mail WHERE message_id = $1', [id]);
  return row!.rfc_message_id;
}

const inbound = (messages: OutreachMessage[]) => messages.filter((message) => message.message.direction === 'inbound');

describe.each(testDatabases())('outreach e-mail received by the IMAP poll on $name', (database) => {
  const world = useOutreachMailWorld(database);
  let mailboxId = 0;
  beforeEach(async () => {
    await world.reset();
    mailboxId = await connectDesk(world);
    // The first poll notes where the INBOX stands: the mail already there is not taken.
    await world.imap.deliver(DESK, rawMail({ From: 'Old Friend <old@example.org>', To: DESK, Subject: 'Lunch last year', Date: DATE, 'Message-ID': `<old-${mailboxId}@example.org>` }, 'Thanks!'));
    await world.polling.pollNow();
  });

  it('takes a reply by its In-Reply-To as a message of the customer, and raises an alert for their salesperson', async () => {
    const sentId = await emailDana(world, 'M1');
    await world.imap.deliver(
      DESK,
      rawMail(
        { From: 'Dana T <dana.t@work.example>', To: DESK, Subject: 'RE: Your RAV4 is ready', Date: DATE, 'Message-ID': '<reply-1@work.example>', 'In-Reply-To': sentId, References: sentId },
        'Great, I will come by at 5.\n\n> It is ready for pick-up.',
      ),
    );
    await world.polling.pollNow();

    const [received, ...others] = inbound(await storedMessages(world));
    expect(others).toEqual([]);
    expect(received).toMatchObject({ subject: 'customer', customer_id: 'C1', kind: 'email', user_id: 0 });
    expect(received!.message).toEqual({
      channel: 'email',
      direction: 'inbound',
      status: 'received',
      error: '',
      email_subject: 'RE: Your RAV4 is ready',
      body: 'Great, I will come by at 5.\n\n> It is ready for pick-up.',
      html: '',
      to_address: DESK,
      from_address: 'dana.t@work.example',
      mailbox_id: mailboxId,
      external_id: '<reply-1@work.example>',
      reply_to: 'msg:M1',
      consent_override: false,
    });
    expect(await raisedAlerts(world)).toEqual([
      { user_id: world.people.seller.id, type: 'message', title: 'New e-mail from Dana Tremblay', message: 'RE: Your RAV4 is ready', url: '/customer/C1/outreach' },
    ]);

    // Read again (a poll cut short before it noted the UID, another server), or delivered again: nothing is added.
    await world.db.query('UPDATE outreach_mail_polls SET last_uid = last_uid - 1');
    await world.polling.pollNow();
    await world.imap.deliver(DESK, rawMail({ From: `Dana Tremblay <${DANA}>`, To: DESK, Subject: 'RE: Your RAV4 is ready', Date: DATE, 'Message-ID': '<reply-1@work.example>' }, 'Again'));
    await world.polling.pollNow();
    expect(inbound(await storedMessages(world))).toHaveLength(1);
    expect(await raisedAlerts(world)).toHaveLength(1);
  });

  it('threads an answer to a received e-mail with In-Reply-To and References', async () => {
    await world.imap.deliver(DESK, rawMail({ From: `Dana Tremblay <${DANA}>`, To: DESK, Subject: 'Winter tires?', Date: DATE, 'Message-ID': '<question@example.com>' }, 'Do you have winter tires?'));
    await world.polling.pollNow();
    const [question] = inbound(await storedMessages(world));
    expect(question).toMatchObject({ subject: 'customer', customer_id: 'C1' });
    expect(question!.message.reply_to).toBeNull();

    await emailDana(world, 'M2', { email_subject: 'RE: Winter tires?', body: 'We do.', reply_to: question!.id });
    const raw = world.smtp.received.at(-1)!.raw;
    expect(raw).toMatch(/^In-Reply-To: <question@example\.com>\r$/m);
    expect(raw).toMatch(/^References: <question@example\.com>\r$/m);
  });

  it('makes an unknown sender a lead and a prospect, with the message', async () => {
    await world.imap.deliver(DESK, rawMail({ From: 'Sam Newman <Sam@Newcomer.example>', To: DESK, Subject: 'Price of the Civic?', Date: DATE, 'Message-ID': '<sam-1@newcomer.example>' }, 'What is your best price?'));
    await world.polling.pollNow();

    const leads = await world.db.query<{ doc: Record<string, unknown> }>('SELECT doc FROM leads');
    expect(leads).toHaveLength(1);
    expect(leads[0]!.doc).toMatchObject({ first_name: 'Sam', last_name: 'Newman', email: 'sam@newcomer.example', customer_id: null, comment: 'Price of the Civic?\n\nWhat is your best price?' });
    const prospectId = leads[0]!.doc.prospect_id as string;
    const [prospect] = await world.db.query<{ doc: Record<string, unknown> }>('SELECT doc FROM prospects WHERE id = $1', [prospectId]);
    expect(prospect!.doc).toMatchObject({ full_name: 'Sam Newman', contact: expect.objectContaining({ email: 'sam@newcomer.example' }), user_id: null });

    const [received] = inbound(await storedMessages(world));
    expect(received).toMatchObject({ subject: 'prospect', customer_id: prospectId });
    expect(received!.message).toMatchObject({ from_address: 'sam@newcomer.example', email_subject: 'Price of the Civic?', body: 'What is your best price?', reply_to: null });
    // Nobody's prospect yet: the dealer's salespeople hear of the lead and of the message.
    const salespeople = [world.people.seller.id, world.people.colleague.id];
    const alerts = await raisedAlerts(world);
    expect(alerts.filter((alert) => alert.type === 'message')).toEqual(
      salespeople.map((user_id) => ({ user_id, type: 'message', title: 'New e-mail from Sam Newman', message: 'Price of the Civic?', url: `/prospect/${prospectId}/outreach` })),
    );
    expect(alerts.filter((alert) => alert.type === 'lead').map((alert) => alert.user_id)).toEqual(salespeople);

    // A second message of theirs goes to the same prospect, found by the sender's address.
    await world.imap.deliver(DESK, rawMail({ From: 'sam@newcomer.example', To: DESK, Subject: 'Also', Date: DATE, 'Message-ID': '<sam-2@newcomer.example>' }, 'And the trade-in?'));
    await world.polling.pollNow();
    expect(inbound(await storedMessages(world)).map((message) => message.customer_id)).toEqual([prospectId, prospectId]);
    expect(await world.db.query('SELECT id FROM leads')).toHaveLength(1);
  });

  it('stores an HTML reply without its script', async () => {
    const boundary = 'b-1';
    await world.imap.deliver(
      DESK,
      rawMail(
        { From: `Dana Tremblay <${DANA}>`, To: DESK, Subject: 'Photos', Date: DATE, 'Message-ID': '<html-1@example.com>', 'MIME-Version': '1.0', 'Content-Type': `multipart/alternative; boundary="${boundary}"` },
        [
          `--${boundary}`,
          'Content-Type: text/plain; charset=utf-8',
          '',
          'Yes please',
          `--${boundary}`,
          'Content-Type: text/html; charset=utf-8',
          '',
          '<p>Yes <b>please</b></p><script>alert(document.cookie)</script><img src="https://example.com/a.png" onerror="alert(1)">',
          `--${boundary}--`,
        ].join('\n'),
      ),
    );
    await world.polling.pollNow();
    const [received] = inbound(await storedMessages(world));
    expect(received!.message.body).toBe('Yes please');
    expect(received!.message.html).toContain('<p>Yes <b>please</b></p>');
    expect(received!.message.html).not.toMatch(/script|onerror|alert/);
  });

  it('tries a mailbox whose IMAP login is refused again next round, missing nothing', async () => {
    await world.imap.deliver(DESK, rawMail({ From: `Dana Tremblay <${DANA}>`, To: DESK, Subject: 'Still there?', Date: DATE, 'Message-ID': '<later@example.com>' }, 'Hello?'));
    world.imap.setPassword(DESK, 'changed-on-the-server');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await world.polling.pollNow();
      expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(new RegExp(`^Polling mailbox ${mailboxId} failed: `))]);
      expect(JSON.stringify(logged.mock.calls)).not.toContain(DESK_PASSWORD);
    } finally {
      logged.mockRestore();
    }
    expect(await storedMessages(world)).toEqual([]);
    world.imap.setPassword(DESK, DESK_PASSWORD);
    await world.polling.pollNow();
    expect((await storedMessages(world)).map((message) => message.message.email_subject)).toEqual(['Still there?']);
  });

  it('passes over mail from the mailbox itself and automatic mail from strangers', async () => {
    await world.imap.deliver(DESK, rawMail({ From: DESK, To: DESK, Subject: 'Your mailbox is connected', Date: DATE, 'Message-ID': '<self@dealer.test>' }, 'Test'));
    await world.imap.deliver(DESK, rawMail({ From: 'MAILER-DAEMON@mx.example', To: DESK, Subject: 'Undelivered Mail', Date: DATE, 'Message-ID': '<bounce@mx.example>' }, 'Returned'));
    await world.imap.deliver(DESK, rawMail({ From: 'shop@example.net', To: DESK, Subject: 'Out of office', Date: DATE, 'Message-ID': '<ooo@example.net>', 'Auto-Submitted': 'auto-replied' }, 'Away'));
    await world.polling.pollNow();
    expect(await storedMessages(world)).toEqual([]);
    expect(await world.db.query('SELECT id FROM leads')).toEqual([]);
    // The poll went past them: the next message is taken.
    await world.imap.deliver(DESK, rawMail({ From: `Dana Tremblay <${DANA}>`, To: DESK, Subject: 'Hello', Date: DATE, 'Message-ID': '<after@example.com>' }, 'Hi'));
    await world.polling.pollNow();
    expect((await storedMessages(world)).map((message) => message.message.external_id)).toEqual(['<after@example.com>']);
  });
});
