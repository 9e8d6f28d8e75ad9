import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../sync-server/context.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { bookedEvent, postForm, pushEvents, seedCalendar, setTimeZone, userEvent, type CalendarPeople } from './support/calendarWorld.ts';
import { DEALER, getAs, useListsTestWorld, type ListsTestWorld } from './support/listsTestApp.ts';

type StoredMail = { recipient: string; subject: string; text_body: string; attachments: { filename: string; content_type: string; content: string }[] };

/** The .ics lines, unfolded (RFC 5545 §3.1: a line break followed by a space continues the line). */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const icsValue = (ics: string, name: string) => icsLines(ics).find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

const mails = (world: ListsTestWorld) =>
  world.db.query<StoredMail>('SELECT recipient, subject, text_body, attachments FROM local_mail ORDER BY id');
const confirmations = (world: ListsTestWorld) =>
  world.db.query<{ appointment_id: string; status: string; error: string }>('SELECT appointment_id, status, error FROM appointment_confirmations ORDER BY created_at');
const bookedEvents = (world: ListsTestWorld) =>
  world.db.query<{ id: string; type: string; dealer: string; actor: number; time: string; payload: Record<string, unknown> }>(
    "SELECT id, type, dealer, actor, time, payload FROM events WHERE type = 'appointment.booked' ORDER BY seq",
  );
const attachmentText = (mail: StoredMail) => Buffer.from(mail.attachments[0]!.content, 'base64').toString('utf8');

describe.each(testDatabases())('the appointment confirmation e-mail on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let people: CalendarPeople;

  beforeEach(async () => {
    app = await world.reset();
    people = await seedCalendar(world);
  });

  it('mails the customer once, with the appointment as an invitation at the dealer’s wall time', async () => {
    await world.db.query("UPDATE dealers SET phone = '5196532500' WHERE token = $1", [DEALER]);
    const response = await postForm(app, people.seller, '/appointment/create', {
      user_id: String(people.seller.id),
      customer_id: 'C1',
      appointment_time: '2031-11-27 07:00:00',
      note: 'Bring the second key, please; winter tires',
      confirmation: '1',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string };
    expect(body).toEqual({ status: 'success', message: 'Success: The appointment was created successfully', id: body.id });

    const [mail, ...others] = await mails(world);
    expect(others).toEqual([]);
    expect(mail!.recipient).toBe('dana@example.com');
    expect(mail!.subject).toBe('Your appointment with Dealer dealer-a on Thursday, November 27, 2031 at 7:00 AM');
    expect(mail!.text_body).toContain('Hello Dana Tremblay,');
    expect(mail!.text_body).toContain('When: Thursday, November 27, 2031 at 7:00 AM');
    expect(mail!.text_body).toContain('Where: Dealer dealer-a, Cambridge, ON');
    expect(mail!.text_body).toContain('Note: Bring the second key, please; winter tires');
    expect(mail!.text_body).toContain('The attached invitation (appointment.ics) adds this appointment to your calendar.');
    expect(mail!.text_body).toContain('To change or cancel it, please call us at (519) 653-2500.');
    expect(mail!.attachments.map(({ filename, content_type }) => ({ filename, content_type }))).toEqual([
      { filename: 'appointment.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ]);
    const ics = attachmentText(mail!);
    // America/Toronto (the default zone) is UTC-5 in late November: 7:00 there is 12:00 UTC; an hour long.
    expect(icsValue(ics, 'DTSTART')).toBe('20311127T120000Z');
    expect(icsValue(ics, 'DTEND')).toBe('20311127T130000Z');
    expect(icsValue(ics, 'METHOD')).toBe('PUBLISH');
    expect(icsValue(ics, 'SUMMARY')).toBe('Appointment at Dealer dealer-a');
    expect(icsValue(ics, 'DESCRIPTION')).toBe('Bring the second key\\, please\\; winter tires');
    expect(icsValue(ics, 'UID')).toBe(`${body.id}@dealer-back-office`);
    expect(await confirmations(world)).toEqual([{ appointment_id: body.id, status: 'sent', error: '' }]);

    // The worker pushes the same event again (its answer was lost): accepted again, and no second e-mail.
    const [event] = await bookedEvents(world);
    const again = await pushEvents(app, people.seller, [event!, event!]);
    expect(again.accepted).toEqual([event!.id, event!.id]);
    expect(await mails(world)).toHaveLength(1);
    expect(await confirmations(world)).toHaveLength(1);
  });

  it('confirms an appointment the app pushed, in the dealer’s own time zone, to a prospect', async () => {
    await setTimeZone(world, 'America/Vancouver');
    const event = bookedEvent(people.seller, { id: 'B-1', prospect_id: 'P1', appointment_at: '2031-11-27T07:00:00', confirmation: true });
    expect((await pushEvents(app, people.seller, [event])).accepted).toEqual([event.id]);
    await pushEvents(app, people.seller, [event]);
    const sent = await mails(world);
    expect(sent.map((mail) => mail.recipient)).toEqual(['jane@example.com']);
    // America/Vancouver is UTC-8 in late November: 7:00 there is 15:00 UTC.
    expect(icsValue(attachmentText(sent[0]!), 'DTSTART')).toBe('20311127T150000Z');
    expect(sent[0]!.text_body).toContain('Hello Jane Doe,');
  });

  it('confirms the entry as the push left it: moved by a later event, or not at all once deleted', async () => {
    const moved = bookedEvent(people.seller, { id: 'B-3', customer_id: 'C1', appointment_at: '2031-11-27T07:00:00', confirmation: true });
    const update = userEvent(people.seller, 'appointment.updated', { id: 'B-3', user_id: null, appointment_at: '2031-11-27T09:00:00', note: 'Moved' });
    const gone = bookedEvent(people.seller, { id: 'B-4', customer_id: 'C1', appointment_at: '2031-11-28T07:00:00', confirmation: true });
    const removal = userEvent(people.seller, 'appointment.deleted', { id: 'B-4' });
    const pushed = await pushEvents(app, people.seller, [moved, update, gone, removal]);
    expect(pushed.rejected).toEqual([]);
    const sent = await mails(world);
    expect(sent).toHaveLength(1);
    // 9:00 in Toronto (UTC-5) is 14:00 UTC.
    expect(icsValue(attachmentText(sent[0]!), 'DTSTART')).toBe('20311127T140000Z');
    expect(sent[0]!.text_body).toContain('Note: Moved');
    expect((await confirmations(world)).map((row) => row.appointment_id)).toEqual(['B-3']);
  });

  it('takes a customer_id that names a prospect as the prospect', async () => {
    const response = await postForm(app, people.seller, '/appointment/create', { customer_id: 'P1', appointment_time: '2031-12-04T18:30:00', confirmation: 'true' });
    expect(response.status).toBe(200);
    const sent = await mails(world);
    expect(sent.map((mail) => mail.recipient)).toEqual(['jane@example.com']);
    // 18:30 in Toronto on December 4 (UTC-5) is 23:30 UTC.
    expect(icsValue(attachmentText(sent[0]!), 'DTSTART')).toBe('20311204T233000Z');
  });

  it('records a customer without an e-mail, and sends nothing without the toggle or without a person', async () => {
    const noEmail = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C2', appointment_time: '2031-11-27 08:00:00', confirmation: '1' });
    const { id } = (await noEmail.json()) as { id: string };
    expect(noEmail.status).toBe(200);
    expect(await confirmations(world)).toEqual([{ appointment_id: id, status: 'no_email', error: '' }]);
    await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 09:00:00', confirmation: '0' });
    await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 09:30:00' });
    await postForm(app, people.seller, '/appointment/create', { appointment_time: '2031-11-27 10:00:00', note: 'Staff meeting', confirmation: '1' });
    expect(await mails(world)).toEqual([]);
    expect(await confirmations(world)).toHaveLength(1);
  });

  it('puts the dealer’s active mailbox in the session', async () => {
    const response = await getAs(app, people.seller, `/user/${people.seller.id}`);
    expect(((await response.json()) as { mailbox_dealers: string[] }).mailbox_dealers).toEqual([DEALER]);
  });
});

describe.each(testDatabases())('a dealer without an active mailbox on $name', (database) => {
  const world = useListsTestWorld(database, { mailbox: false });
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
    expect(await mails(world)).toEqual([]);
  });
});

describe('the confirmation over SMTP', () => {
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let smtpUrl = '';
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(address.address === 'dana@example.com' ? undefined : Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  const [pglite] = testDatabases();
  const world = useListsTestWorld(pglite!, () => ({ smtpUrl }));
  let app: Hono<AppEnv>;
  let people: CalendarPeople;
  beforeEach(async () => {
    received.length = 0;
    app = await world.reset();
    people = await seedCalendar(world);
  });

  it('hands the invitation to the SMTP server as text/calendar', async () => {
    const response = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 07:00:00', confirmation: '1' });
    expect(response.status).toBe(200);
    expect(received.map((mail) => mail.to)).toEqual([['dana@example.com']]);
    const data = received[0]!.data.replace(/\r\n[ \t]+/g, ' ');
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
    expect(received).toEqual([]);
  });
});
