import type { Hono } from 'hono';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { DEALER_DESK, startDealerMailboxServers, type DealerMailboxServers } from '../support/dealerMailbox.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { bookedEvent, postForm, pushEvents, seedCalendar, setTimeZone, userEvent, type CalendarPeople } from './support/calendarWorld.ts';
import { connectMailbox, DEALER, getAs, useListsTestWorld, type ListsTestWorld } from './support/listsTestApp.ts';

/** The .ics lines, unfolded (RFC 5545 §3.1: a line break followed by a space continues the line). */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const icsValue = (ics: string, name: string) => icsLines(ics).find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

const confirmations = (world: ListsTestWorld) =>
  world.db.query<{ appointment_id: string; status: string; error: string }>('SELECT appointment_id, status, error FROM appointment_confirmations ORDER BY created_at');
const bookedEvents = (world: ListsTestWorld) =>
  world.db.query<{ id: string; type: string; dealer: string; actor: number; time: string; payload: Record<string, unknown> }>(
    "SELECT id, type, dealer, actor, time, payload FROM events WHERE type = 'appointment.booked' ORDER BY seq",
  );
/** What the server kept in its own mailbox (its MAIL_FROM mail): never a dealer's mail to a customer. */
const serverMail = (world: ListsTestWorld) => world.db.query<{ recipient: string }>('SELECT recipient FROM local_mail ORDER BY id');
const attachmentText = (mail: ParsedMail) => mail.attachments[0]!.content.toString('utf8');
const fromOf = (mail: ParsedMail) => mail.from?.value.map((address) => address.address);

/** Every message the dealer's mailbox sent, parsed, oldest first. */
async function sent(servers: DealerMailboxServers): Promise<ParsedMail[]> {
  const recipients = [...new Set(servers.received.flatMap((mail) => mail.to))];
  return (await Promise.all(recipients.map((to) => servers.mailTo(to)))).flat();
}

describe.each(testDatabases())('the appointment confirmation e-mail on $name', (database) => {
  let servers: DealerMailboxServers;
  beforeAll(async () => {
    servers = await startDealerMailboxServers();
  });
  afterAll(() => servers?.close());
  const world = useListsTestWorld(database, () => ({ mailbox: servers }));
  let app: Hono<AppEnv>;
  let people: CalendarPeople;

  beforeEach(async () => {
    app = await world.reset();
    people = await seedCalendar(world);
    // The dealer's own mailbox, made by Bob (a sales manager: its first user).
    await connectMailbox(app, servers, people.seller);
  });

  it('mails the customer once from the dealer’s mailbox: the message to them, never the note, and the invitation at the dealer’s wall time', async () => {
    await world.db.query("UPDATE dealers SET phone = '5196532500' WHERE token = $1", [DEALER]);
    const response = await postForm(app, people.seller, '/appointment/create', {
      user_id: String(people.seller.id),
      customer_id: 'C1',
      appointment_time: '2031-11-27 07:00:00',
      note: 'tough negotiator',
      customer_message: 'Bring the second key, please; we will fit your winter tires.',
      confirmation: '1',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string };
    expect(body).toEqual({ status: 'success', message: 'Success: The appointment was created successfully', id: body.id });

    const [mail, ...others] = await sent(servers);
    expect(others).toEqual([]);
    expect(servers.received[0]!.to).toEqual(['dana@example.com']);
    expect(fromOf(mail!)).toEqual([DEALER_DESK]);
    expect(mail!.subject).toBe('Your appointment with Dealer dealer-a on Thursday, November 27, 2031 at 7:00 AM');
    expect(mail!.text).toBe(
      [
        'Hello Dana Tremblay,',
        '',
        'This confirms your appointment with Dealer dealer-a.',
        '',
        'When: Thursday, November 27, 2031 at 7:00 AM',
        'Where: Dealer dealer-a, Cambridge, ON',
        '',
        'Bring the second key, please; we will fit your winter tires.',
        '',
        'The attached invitation (appointment.ics) adds this appointment to your calendar.',
        'To change or cancel it, please call us at (519) 653-2500.',
        '',
        'See you soon,',
        'Dealer dealer-a',
        '',
      ].join('\n'),
    );
    expect(mail!.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: 'appointment.ics', contentType: 'text/calendar' }]);
    const ics = attachmentText(mail!);
    expect(ics).not.toContain('tough negotiator');
    // America/Toronto (the default zone) is UTC-5 in late November: 7:00 there is 12:00 UTC; an hour long.
    expect(icsValue(ics, 'DTSTART')).toBe('20311127T120000Z');
    expect(icsValue(ics, 'DTEND')).toBe('20311127T130000Z');
    expect(icsValue(ics, 'METHOD')).toBe('PUBLISH');
    expect(icsValue(ics, 'SUMMARY')).toBe('Appointment at Dealer dealer-a');
    expect(icsValue(ics, 'DESCRIPTION')).toBe('Bring the second key\\, please\\; we will fit your winter tires.');
    expect(icsValue(ics, 'UID')).toBe(`${body.id}@dealer-back-office`);
    expect(await confirmations(world)).toEqual([{ appointment_id: body.id, status: 'sent', error: '' }]);

    // The worker pushes the same event again (its answer was lost): accepted again, and no second e-mail.
    const [event] = await bookedEvents(world);
    const again = await pushEvents(app, people.seller, [event!, event!]);
    expect(again.accepted).toEqual([event!.id, event!.id]);
    expect(await sent(servers)).toHaveLength(1);
    expect(await confirmations(world)).toHaveLength(1);
    // Nothing of it went through the server's own mail.
    expect(await serverMail(world)).toEqual([]);
  });

  it('confirms an appointment the app pushed, in the dealer’s own time zone, to a prospect', async () => {
    await setTimeZone(world, 'America/Vancouver');
    const event = bookedEvent(people.seller, { id: 'B-1', prospect_id: 'P1', appointment_at: '2031-11-27T07:00:00', confirmation: true });
    expect((await pushEvents(app, people.seller, [event])).accepted).toEqual([event.id]);
    await pushEvents(app, people.seller, [event]);
    const mails = await sent(servers);
    expect(mails.map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text)).toEqual(['jane@example.com']);
    // America/Vancouver is UTC-8 in late November: 7:00 there is 15:00 UTC.
    expect(icsValue(attachmentText(mails[0]!), 'DTSTART')).toBe('20311127T150000Z');
    expect(mails[0]!.text).toContain('Hello Jane Doe,');
  });

  it('confirms the entry as the push left it: moved by a later event, or not at all once deleted', async () => {
    const moved = bookedEvent(people.seller, { id: 'B-3', customer_id: 'C1', appointment_at: '2031-11-27T07:00:00', confirmation: true });
    const update = userEvent(people.seller, 'appointment.updated', {
      id: 'B-3',
      user_id: null,
      appointment_at: '2031-11-27T09:00:00',
      note: 'Moved: he haggles',
      customer_message: 'We moved you to 9.',
    });
    const gone = bookedEvent(people.seller, { id: 'B-4', customer_id: 'C1', appointment_at: '2031-11-28T07:00:00', confirmation: true });
    const removal = userEvent(people.seller, 'appointment.deleted', { id: 'B-4' });
    const pushed = await pushEvents(app, people.seller, [moved, update, gone, removal]);
    expect(pushed.rejected).toEqual([]);
    const mails = await sent(servers);
    expect(mails).toHaveLength(1);
    // 9:00 in Toronto (UTC-5) is 14:00 UTC.
    expect(icsValue(attachmentText(mails[0]!), 'DTSTART')).toBe('20311127T140000Z');
    expect(mails[0]!.text).toContain('We moved you to 9.');
    expect(mails[0]!.text).not.toContain('haggles');
    expect((await confirmations(world)).map((row) => row.appointment_id)).toEqual(['B-3']);
  });

  it('takes a customer_id that names a prospect as the prospect', async () => {
    const response = await postForm(app, people.seller, '/appointment/create', { customer_id: 'P1', appointment_time: '2031-12-04T18:30:00', confirmation: 'true' });
    expect(response.status).toBe(200);
    const mails = await sent(servers);
    expect(servers.received.map((mail) => mail.to)).toEqual([['jane@example.com']]);
    // 18:30 in Toronto on December 4 (UTC-5) is 23:30 UTC.
    expect(icsValue(attachmentText(mails[0]!), 'DTSTART')).toBe('20311204T233000Z');
  });

  it('records a customer without an e-mail, and sends nothing without the toggle or without a person', async () => {
    const noEmail = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C2', appointment_time: '2031-11-27 08:00:00', confirmation: '1' });
    const { id } = (await noEmail.json()) as { id: string };
    expect(noEmail.status).toBe(200);
    expect(await confirmations(world)).toEqual([{ appointment_id: id, status: 'no_email', error: '' }]);
    await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 09:00:00', confirmation: '0' });
    await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 09:30:00' });
    await postForm(app, people.seller, '/appointment/create', { appointment_time: '2031-11-27 10:00:00', note: 'Staff meeting', confirmation: '1' });
    expect(servers.received).toEqual([]);
    expect(await confirmations(world)).toHaveLength(1);
  });

  it('puts the dealer’s mailbox in the session of its users only, and a colleague on none is refused', async () => {
    const mailboxDealers = async (user: AuthUser) => ((await (await getAs(app, user, `/user/${user.id}`)).json()) as { mailbox_dealers: string[] }).mailbox_dealers;
    expect(await mailboxDealers(people.seller)).toEqual([DEALER]);
    expect(await mailboxDealers(people.colleague)).toEqual([]);
    const asked = await postForm(app, people.colleague, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 07:00:00', confirmation: '1' });
    expect(asked.status).toBe(400);
    expect(servers.received).toEqual([]);
  });

  it('refuses a message to the customer past 1000 characters', async () => {
    const response = await postForm(app, people.seller, '/appointment/create', {
      customer_id: 'C1',
      appointment_time: '2031-11-27 07:00:00',
      confirmation: '1',
      customer_message: 'x'.repeat(1001),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', message: 'A message to the customer holds at most 1000 characters.' });
  });

  it('updates the message to the customer with /appointment/update, and keeps it when the call leaves it out', async () => {
    const created = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 07:00:00', customer_message: 'First words.' });
    const { id } = (await created.json()) as { id: string };
    const message = async () => (await world.db.query<{ message: string }>("SELECT doc->>'customer_message' AS message FROM appointments WHERE id = $1", [id]))[0]?.message;
    expect(await message()).toBe('First words.');
    expect((await postForm(app, people.seller, '/appointment/update', { id, appointment_time: '2031-11-27 08:00:00' })).status).toBe(200);
    expect(await message()).toBe('First words.');
    expect((await postForm(app, people.seller, '/appointment/update', { id, appointment_time: '2031-11-27 08:00:00', customer_message: 'New words.' })).status).toBe(200);
    expect(await message()).toBe('New words.');
  });
});

/** The server's own mail is on (its local mailbox, as LOCAL_MAILBOX=1), but the dealer has no mailbox of its own. */
describe.each(testDatabases())('a dealer without an active mailbox on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let people: CalendarPeople;

  beforeEach(async () => {
    app = await world.reset();
    people = await seedCalendar(world);
  });

  it('refuses a confirmation with the message the client turns into the mailbox dialog, and books without one', async () => {
    const asked = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 07:00:00', confirmation: '1' });
    expect(asked.status).toBe(400);
    expect(await asked.json()).toEqual({ status: 'error', message: 'You do not have an active mailbox to send a confirmation email.' });
    const without = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 07:00:00' });
    expect(without.status).toBe(200);
    const session = await getAs(app, people.seller, `/user/${people.seller.id}`);
    expect(((await session.json()) as { mailbox_dealers: string[] }).mailbox_dealers).toEqual([]);
  });

  it('records a pushed booking asking for a confirmation as having no mailbox, and sends nothing', async () => {
    const event = bookedEvent(people.seller, { id: 'B-2', customer_id: 'C1', appointment_at: '2031-11-27T07:00:00', confirmation: true });
    expect((await pushEvents(app, people.seller, [event])).accepted).toEqual([event.id]);
    expect(await confirmations(world)).toEqual([{ appointment_id: 'B-2', status: 'no_mailbox', error: '' }]);
    expect(await serverMail(world)).toEqual([]);
  });
});

describe('the confirmation through the dealer’s mailbox’s SMTP server', () => {
  let servers: DealerMailboxServers;
  beforeAll(async () => {
    servers = await startDealerMailboxServers({ refuses: (address) => address === 'gone@example.com' });
  });
  afterAll(() => servers?.close());

  const [pglite] = testDatabases();
  const world = useListsTestWorld(pglite!, () => ({ mailbox: servers }));
  let app: Hono<AppEnv>;
  let people: CalendarPeople;
  beforeEach(async () => {
    app = await world.reset();
    people = await seedCalendar(world);
    await connectMailbox(app, servers, people.seller);
  });

  it('hands the invitation to the SMTP server as text/calendar', async () => {
    const response = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 07:00:00', confirmation: '1' });
    expect(response.status).toBe(200);
    expect(servers.received.map((mail) => mail.to)).toEqual([['dana@example.com']]);
    const data = servers.received[0]!.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=appointment\.ics/i);
    expect(data).toMatch(/Content-Disposition: attachment; filename=appointment\.ics/i);
    expect(await confirmations(world)).toMatchObject([{ status: 'sent' }]);
  });

  it('records a refused send as failed, by the error’s code alone, and the booking still succeeds', async () => {
    await world.db.query(`UPDATE customers SET doc = jsonb_set(doc, '{contact,email}', '"gone@example.com"') WHERE id = 'C1'`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 07:00:00', confirmation: '1' });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { status: string }).status).toBe('success');
      expect(await confirmations(world)).toMatchObject([{ status: 'failed', error: 'EENVELOPE 550' }]);
      const lines = logged.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(lines).toContain('EENVELOPE 550');
      expect(lines).not.toContain('gone@example.com');
    } finally {
      logged.mockRestore();
    }
    expect(servers.received).toEqual([]);
  });
});
