import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALER_DESK, startDealerMailboxServers, type DealerMailboxServers } from '../support/dealerMailbox.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, dealerByKey, signIn, syncIndicator, type DealerRecord } from './support/appPages.ts';
import { bookingForm, calendarDay, dayAt, entryButton, utcOffsetMinutes } from './support/calendarPages.ts';
import { connectDemoMailbox } from './support/demoMailbox.ts';

type CustomerRow = { id: string; first_name: string; last_name: string; email: string };

let app: BrowserApp;
/** Cambridge Toyota's own mailbox, on loopback: the confirmations go out through it (issue 28). */
let mailServers: DealerMailboxServers;
let context: BrowserContext;
let page: Page;
let cambridge: DealerRecord;
let customer: CustomerRow;

/** Cambridge Toyota's time zone in the demo data: the calendar's days and times are its wall clock. */
const ZONE = 'America/Toronto';

beforeAll(async () => {
  mailServers = await startDealerMailboxServers();
  app = await startBrowserApp({ mailboxNetwork: mailServers.network });
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  await connectDemoMailbox(app, mailServers, 'admin@demo.dealer', cambridge.token);
  [customer] = (await app.server.deps.db.query<CustomerRow>(
    `SELECT id, doc->>'first_name' AS first_name, doc->>'last_name' AS last_name, doc->'contact'->>'email' AS email
     FROM customers WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'I' AND doc->>'deleted_at' IS NULL
       AND doc->'contact'->>'email' <> '' ORDER BY id LIMIT 1`,
    [cambridge.token],
  )) as [CustomerRow];
  ({ context, page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.close();
  await mailServers?.close();
});

type ServerAppointment = { type: string; payload: Record<string, unknown>; doc: Record<string, unknown> | null };

/** The appointment events the server recorded for an entry id, with the entry as its projection holds it now. */
async function serverAppointment(id: string): Promise<ServerAppointment[]> {
  return app.server.deps.db.query<ServerAppointment>(
    `SELECT e.type, e.payload, (SELECT a.doc FROM appointments a WHERE a.dealer = e.dealer AND a.id = e.payload->>'id' AND NOT a.deleted) AS doc
     FROM events e WHERE e.dealer = $1 AND e.type LIKE 'appointment.%' AND e.payload->>'id' = $2 ORDER BY e.seq`,
    [cambridge.token, id],
  );
}

/** The id of the booked entry whose note is this, once the server has it. */
async function bookedId(note: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const [row] = await app.server.deps.db.query<{ id: string }>(
        `SELECT payload->>'id' AS id FROM events WHERE dealer = $1 AND type = 'appointment.booked' AND payload->>'note' = $2`,
        [cambridge.token, note],
      );
      id = row?.id;
      return id;
    }, { timeout: 20_000 })
    .toBeTruthy();
  return id!;
}

async function closeSuccess(): Promise<void> {
  const success = page.getByRole('dialog', { name: 'Success: The appointment was created successfully' });
  await success.getByRole('button', { name: 'OK' }).click();
  await success.waitFor({ state: 'detached' });
}

async function openEntry(day: string, name: RegExp): Promise<Locator> {
  await entryButton(calendarDay(page, day), name).click();
  return page.getByRole('dialog');
}

describe('calendar', () => {
  it("books from a customer's MANAGE with a confirmation e-mail carrying the .ics, the message to the customer and never the note, as previewed", async () => {
    const tomorrow = dayAt(ZONE, 1);
    await page.goto(`${app.url}/customer/${customer.id}/overview`);
    await page.getByRole('button', { name: 'MANAGE' }).click();
    await page.getByRole('menuitem', { name: 'Book Appointment' }).click();
    const form = bookingForm(page, 'Book Appointment');
    expect(await form.getByLabel('Send Confirmation Email').isChecked()).toBe(true);
    expect(await form.getByLabel('Date').getAttribute('min')).toBe(dayAt(ZONE, 0));
    await form.getByLabel('Date').fill(tomorrow);
    expect(await form.getByLabel('Time').inputValue()).toBe('07:00');
    await form.getByLabel('Time').selectOption({ label: '9:30 AM' });
    await form.getByLabel('Note').fill('tough negotiator');
    await form.getByText('For staff only: never sent to the customer.', { exact: true }).waitFor();
    await form.getByLabel('Message to the customer (optional)').fill('Please bring your trade-in’s second key.');
    const preview = form.getByRole('region', { name: 'Confirmation email preview' });
    await expect.poll(() => preview.locator('pre').textContent()).toContain('Please bring your trade-in’s second key.');
    const previewed = (await preview.locator('pre').textContent()) ?? '';
    const previewedSubject = (await preview.locator('.confirmation-preview-subject').textContent()) ?? '';
    expect(previewed).toContain(`Hello ${customer.first_name} ${customer.last_name},`);
    expect(previewed).toContain(`When: ${new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(Date.parse(`${tomorrow}T00:00:00Z`))} at 9:30 AM`);
    expect(previewed).not.toContain('tough negotiator');
    await form.screenshot({ path: '.tmp/screens/issue28-booking-preview-1366.png' });
    await form.getByRole('button', { name: 'ADD APPOINTMENT' }).click();
    await closeSuccess();

    const id = await bookedId('tough negotiator');
    const [booked] = await serverAppointment(id);
    expect(booked!.payload).toMatchObject({
      customer_id: customer.id,
      appointment_at: `${tomorrow}T09:30:00`,
      confirmation: true,
      note: 'tough negotiator',
      customer_message: 'Please bring your trade-in’s second key.',
    });

    await expect.poll(async () => (await mailServers.mailTo(customer.email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await mailServers.mailTo(customer.email);
    expect(mail!.from?.value.map((address) => address.address)).toEqual([DEALER_DESK]);
    expect(`Subject ${mail!.subject}`).toBe(previewedSubject);
    expect(mail!.text).toContain('Please bring your trade-in’s second key.');
    expect(mail!.text).not.toContain('tough negotiator');
    expect(mail!.text!.trimEnd()).toBe(previewed);
    const [ics] = mail!.attachments;
    expect(ics!.filename).toBe('appointment.ics');
    expect(ics!.contentType).toBe('text/calendar');
    const text = ics!.content.toString('utf8');
    expect(text).not.toContain('tough negotiator');
    const start = Date.parse(`${tomorrow}T09:30:00Z`) - utcOffsetMinutes(ZONE, `${tomorrow}T09:30:00Z`) * 60_000;
    const stamp = new Date(start).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(text).toContain(`DTSTART:${stamp}\r\n`);
    expect(text).toContain('BEGIN:VEVENT');
    // The server's own mailbox (MAIL_FROM) carried none of it.
    expect(await app.server.deps.db.query('SELECT 1 FROM local_mail WHERE recipient = $1', [customer.email])).toEqual([]);

    await page.goto(`${app.url}/calendar?booked=${tomorrow}`);
    await entryButton(calendarDay(page, tomorrow), new RegExp(`^APPT ${customer.first_name} ${customer.last_name} Appt 9:30 AM$`)).waitFor();
  });

  it('shows the confirmation preview within a phone’s width', async () => {
    const phone = await app.newPage({ phone: true });
    try {
      await signIn(phone.page, app.url, 'admin@demo.dealer');
      await phone.page.goto(`${app.url}/customer/${customer.id}/overview`);
      await phone.page.getByRole('button', { name: 'MANAGE' }).click();
      await phone.page.getByRole('menuitem', { name: 'Book Appointment' }).click();
      const form = bookingForm(phone.page, 'Book Appointment');
      await form.getByLabel('Message to the customer (optional)').fill('See you at the service entrance.');
      const preview = form.getByRole('region', { name: 'Confirmation email preview' });
      await preview.waitFor();
      await preview.scrollIntoViewIfNeeded();
      // Read once the preview is laid out (the popup may still be settling as its data arrives).
      const edges = async () => {
        const box = await preview.boundingBox();
        return box ? { left: box.x >= 0, right: box.x + box.width <= 390 } : null;
      };
      await expect.poll(edges, { timeout: 20_000 }).toEqual({ left: true, right: true });
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await phone.page.screenshot({ path: '.tmp/screens/issue28-booking-preview-390.png' });
    } finally {
      await phone.context.close();
    }
  });

  it('edits a booked appointment and deletes it after the confirmation', async () => {
    const day = dayAt(ZONE, 2);
    await page.goto(`${app.url}/customer/${customer.id}/overview`);
    await page.getByRole('button', { name: 'MANAGE' }).click();
    await page.getByRole('menuitem', { name: 'Book Appointment' }).click();
    const form = bookingForm(page, 'Book Appointment');
    await form.getByLabel('Date').fill(day);
    await form.getByText('Send Confirmation Email', { exact: true }).click();
    expect(await form.getByLabel('Send Confirmation Email').isChecked()).toBe(false);
    await form.getByLabel('Note').fill('Lease-end review');
    await form.getByRole('button', { name: 'ADD APPOINTMENT' }).click();
    await closeSuccess();
    const id = await bookedId('Lease-end review');

    await page.goto(`${app.url}/calendar?booked=${day}`);
    const name = `${customer.first_name} ${customer.last_name}`;
    let popup = await openEntry(day, new RegExp(`^APPT ${name} Appt 7:00 AM$`));
    expect(await popup.getByRole('heading').first().textContent()).toBe('Appointment');
    expect(await popup.getByRole('link', { name: 'VIEW CUSTOMER' }).getAttribute('href')).toBe(`/customer/${customer.id}/overview`);
    await popup.getByRole('button', { name: 'EDIT APPT / EVENT' }).click();
    const edit = bookingForm(page, 'Edit Appointment');
    expect(await edit.getByLabel('Note').inputValue()).toBe('Lease-end review');
    expect(await edit.getByLabel('Send Confirmation Email').count()).toBe(0);
    await edit.getByLabel('Time').selectOption({ label: '10:15 AM' });
    await edit.getByRole('button', { name: 'UPDATE' }).click();
    await entryButton(calendarDay(page, day), new RegExp(`^APPT ${name} Appt 10:15 AM$`)).waitFor();
    await expect.poll(async () => (await serverAppointment(id)).map((row) => row.type), { timeout: 20_000 }).toEqual(['appointment.booked', 'appointment.updated']);
    expect((await serverAppointment(id))[1]!.doc).toMatchObject({ appointment_at: `${day}T10:15:00`, note: 'Lease-end review' });

    popup = await openEntry(day, new RegExp(`^APPT ${name} Appt 10:15 AM$`));
    await popup.getByRole('button', { name: 'DELETE APPT / EVENT' }).click();
    await popup.getByText('Are you sure you want to remove this appointment / event?', { exact: true }).waitFor();
    await popup.getByRole('button', { name: 'YES' }).click();
    await popup.waitFor({ state: 'detached' });
    await entryButton(calendarDay(page, day), new RegExp(`${name} Appt 10:15 AM`)).waitFor({ state: 'detached' });
    await expect.poll(async () => (await serverAppointment(id)).map((row) => [row.type, row.doc === null]), { timeout: 20_000 }).toEqual([
      ['appointment.booked', true],
      ['appointment.updated', true],
      ['appointment.deleted', true],
    ]);
  });

  it('adds an event from the header and lands on the calendar at its day', async () => {
    const day = dayAt(ZONE, 3);
    await page.getByRole('banner').getByRole('button', { name: 'ADD' }).click();
    const entries = await page.getByRole('menu', { name: 'Add' }).getByRole('menuitem').allTextContents();
    expect(entries.map((entry) => entry.replace(/Not available$/, ''))).toEqual(['Add Customer', 'Add Prospect', 'Add Event']);
    expect(await page.getByRole('menuitem', { name: /^Add Prospect/ }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('menuitem', { name: 'Add Event' }).click();
    const form = bookingForm(page, 'Add Event');
    expect(await form.getByLabel('Send Confirmation Email').count()).toBe(0);
    await form.getByLabel('Date').fill(day);
    await form.getByLabel('Time').selectOption({ label: '4:00 PM' });
    await form.getByLabel('Note').fill('Staff meeting');
    await form.getByRole('button', { name: 'ADD EVENT' }).click();
    await closeSuccess();
    await page.waitForURL((url) => url.pathname === '/calendar' && url.search.includes(day));
    await entryButton(calendarDay(page, day), /^EVENT Staff meeting Event 4:00 PM$/).waitFor();
    const id = await bookedId('Staff meeting');
    expect((await serverAppointment(id))[0]!.payload).toMatchObject({ customer_id: null, prospect_id: null, appointment_at: `${day}T16:00:00`, confirmation: false });
  });

  it('asks for a date and time with the spec message', async () => {
    await page.goto(`${app.url}/calendar`);
    await calendarDay(page, dayAt(ZONE, 0)).getByRole('button', { name: 'Create Event' }).click();
    const form = bookingForm(page, 'Add Event');
    expect(await form.getByLabel('Date').inputValue()).toBe(dayAt(ZONE, 0));
    await form.getByLabel('Date').fill('');
    await form.getByRole('button', { name: 'ADD EVENT' }).click();
    await form.getByText('You must select a date and time for your appointment / event.', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'CANCEL' }).click();
  });

  it('shows a service entry from the DMS with its description and status, and offers no edit or delete', async () => {
    const today = dayAt(ZONE, 0);
    const [service] = await app.server.deps.db.query<{ id: string; customer_id: string; at: string; note: string; name: string }>(
      `SELECT a.id, a.doc->>'customer_id' AS customer_id, a.doc->>'appointment_at' AS at, a.doc->>'note' AS note,
              (c.doc->>'first_name') || ' ' || (c.doc->>'last_name') AS name
       FROM appointments a JOIN customers c ON c.dealer = a.dealer AND c.id = a.doc->>'customer_id'
       WHERE a.dealer = $1 AND NOT a.deleted AND a.doc->>'appointment_type' = 'Service' AND a.doc->>'status' = 'open'
         AND a.doc->>'appointment_at' >= $2 AND a.doc->>'note' <> '' AND c.doc->>'type' = 'I' ORDER BY a.doc->>'appointment_at', a.id LIMIT 1`,
      [cambridge.token, today],
    );
    const day = service!.at.slice(0, 10);
    await page.goto(`${app.url}/calendar?booked=${day}`);
    await page.getByRole('navigation', { name: 'Calendar types' }).getByRole('link', { name: 'SERVICE' }).click();
    const hour = Number(service!.at.slice(11, 13));
    const time = `${hour % 12 === 0 ? 12 : hour % 12}:${service!.at.slice(14, 16)} ${hour < 12 ? 'AM' : 'PM'}`;
    const popup = await openEntry(day, new RegExp(`^Open ${service!.name} Service ${time}$`));
    expect(await popup.getByRole('heading').first().textContent()).toBe('Service Appointment');
    const details = await popup.locator('dd').allTextContents();
    expect(details).toEqual(expect.arrayContaining([service!.name, 'Unknown', service!.note, 'Open']));
    expect(await popup.getByRole('link', { name: 'VIEW CUSTOMER' }).getAttribute('href')).toBe(`/customer/${service!.customer_id}/overview`);
    expect(await popup.getByRole('button', { name: /EDIT|DELETE/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('opens the week of ?booked= and moves a week at a time', async () => {
    await page.goto(`${app.url}/calendar?booked=2027-03-10`);
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.textContent()).toBe('March 7 - 13, 2027');
    const days = page.locator('section.calendar-day');
    await expect.poll(() => days.evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-label')))).toEqual([
      'Sun, Mar 7', 'Mon, Mar 8', 'Tue, Mar 9', 'Wed, Mar 10', 'Thu, Mar 11', 'Fri, Mar 12', 'Sat, Mar 13',
    ]);
    const dates = page.getByRole('group', { name: 'Dates' });
    await dates.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => title.textContent()).toBe('March 14 - 20, 2027');
    await dates.getByRole('button', { name: 'Previous' }).click();
    await dates.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => title.textContent()).toBe('February 28 - March 6, 2027');
    await dates.getByRole('button', { name: 'TODAY' }).click();
    await page.locator('section.calendar-day[aria-current="date"]').waitFor();
    expect(await page.locator('section.calendar-day[aria-current="date"]').getAttribute('aria-label')).toBe(
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(Date.parse(`${dayAt(ZONE, 0)}T00:00:00Z`)),
    );
  });

  it("shows a colleague's booking live on an open calendar", async () => {
    const day = dayAt(ZONE, 4);
    const colleague = await app.newPage();
    await signIn(colleague.page, app.url, 'sales@demo.dealer');
    await colleague.page.goto(`${app.url}/calendar?booked=${day}`);
    const column = calendarDay(colleague.page, day);
    await column.waitFor();
    await page.goto(`${app.url}/calendar?booked=${day}`);
    await calendarDay(page, day).getByRole('button', { name: 'Create Event' }).click();
    const form = bookingForm(page, 'Add Event');
    expect(await form.getByLabel('Date').inputValue()).toBe(day);
    expect(await form.getByLabel('Time').inputValue()).toBe('07:00');
    await form.getByLabel('Note').fill('Inventory count');
    await form.getByRole('button', { name: 'ADD EVENT' }).click();
    await closeSuccess();
    await entryButton(column, /^EVENT Inventory count Event 7:00 AM$/).waitFor({ timeout: 20_000 });
    await colleague.context.close();
  });

  it('keeps a booking made offline and sends it once back online', async () => {
    const day = dayAt(ZONE, 5);
    await page.goto(`${app.url}/calendar?booked=${day}`);
    await calendarDay(page, day).waitFor();
    await app.setOffline(context, true);
    await calendarDay(page, day).getByRole('button', { name: 'Create Event' }).click();
    const form = bookingForm(page, 'Add Event');
    await form.getByLabel('Time').selectOption({ label: '8:45 AM' });
    await form.getByLabel('Note').fill('Written offline');
    await form.getByRole('button', { name: 'ADD EVENT' }).click();
    await closeSuccess();
    await entryButton(calendarDay(page, day), /^EVENT Written offline Event 8:45 AM$/).waitFor();
    const offline = await app.server.deps.db.query(`SELECT 1 FROM events WHERE dealer = $1 AND payload->>'note' = 'Written offline'`, [cambridge.token]);
    expect(offline.length).toBe(0);
    await app.setOffline(context, false);
    const id = await bookedId('Written offline');
    await expect.poll(async () => (await serverAppointment(id)).map((row) => row.type), { timeout: 20_000 }).toEqual(['appointment.booked']);
  });
});
