import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, dealerByKey, signIn, syncIndicator, type DealerRecord } from './support/appPages.ts';
import { bookingForm, dayAt } from './support/calendarPages.ts';

type CustomerRow = { id: string; email: string };

let app: BrowserApp;
let page: Page;
let cambridge: DealerRecord;
let customer: CustomerRow;

/**
 * A server with no SMTP and no local mailbox: its dealers have no active mailbox to send an appointment's
 * confirmation or an outreach e-mail through.
 */
beforeAll(async () => {
  app = await startBrowserApp({ localMailbox: false });
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  [customer] = (await app.server.deps.db.query<CustomerRow>(
    `SELECT id, doc->'contact'->>'email' AS email FROM customers
     WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'I' AND doc->>'deleted_at' IS NULL AND doc->'contact'->>'email' <> '' ORDER BY id LIMIT 1`,
    [cambridge.token],
  )) as [CustomerRow];
  ({ page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.close();
});

async function bookWithConfirmation(note: string): Promise<void> {
  await page.goto(`${app.url}/customer/${customer.id}/overview`);
  await page.getByRole('button', { name: 'MANAGE' }).click();
  await page.getByRole('menuitem', { name: 'Book Appointment' }).click();
  const form = bookingForm(page, 'Book Appointment');
  await form.getByLabel('Date').fill(dayAt('America/Toronto', 1));
  expect(await form.getByLabel('Send Confirmation Email').isChecked()).toBe(true);
  await form.getByLabel('Note').fill(note);
  await form.getByRole('button', { name: 'ADD APPOINTMENT' }).click();
}

describe('a confirmation without an active mailbox', () => {
  it('asks, and DO NOT SEND books the appointment without the e-mail', async () => {
    await bookWithConfirmation('Booked without a mailbox');
    const dialog = page.getByRole('dialog', { name: 'You Do Not Have an Active Mailbox' });
    await dialog.getByText('You will need to add an active mailbox in order to send a confirmation email.', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'DO NOT SEND' }).click();
    const success = page.getByRole('dialog', { name: 'Success: The appointment was created successfully' });
    await success.getByRole('button', { name: 'OK' }).click();
    await success.waitFor({ state: 'detached' });

    await expect
      .poll(
        async () =>
          app.server.deps.db.query<{ confirmation: boolean }>(
            `SELECT (payload->>'confirmation')::boolean AS confirmation FROM events WHERE dealer = $1 AND type = 'appointment.booked' AND payload->>'note' = $2`,
            [cambridge.token, 'Booked without a mailbox'],
          ),
        { timeout: 20_000 },
      )
      .toEqual([{ confirmation: false }]);
    const mail = await app.server.deps.db.query('SELECT 1 FROM local_mail WHERE recipient = $1', [customer.email]);
    expect(mail.length).toBe(0);
  });

  it('ADD A MAILBOX leads to the mailbox settings without booking', async () => {
    await bookWithConfirmation('Never booked');
    await page.getByRole('dialog', { name: 'You Do Not Have an Active Mailbox' }).getByRole('button', { name: 'ADD A MAILBOX' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/mailboxes');
    const booked = await app.server.deps.db.query(`SELECT 1 FROM events WHERE dealer = $1 AND payload->>'note' = 'Never booked'`, [cambridge.token]);
    expect(booked.length).toBe(0);
  });
});

async function noMailboxQuestion(): Promise<void> {
  const question = page.getByRole('dialog', { name: 'No Configured Mailboxes' });
  await expect.poll(() => question.textContent()).toContain('No Configured Mailboxes, would you like to set one up now?');
  await question.getByRole('button', { name: 'YES' }).click();
  await page.waitForURL((url) => url.pathname === '/settings/mailboxes');
}

describe('an e-mail from the outreach section without a mailbox', () => {
  it('NEW EMAIL asks to set one up, and YES leads to the mailbox settings', async () => {
    await page.goto(`${app.url}/customer/${customer.id}/outreach`);
    const emails = page.getByRole('region', { name: 'Emails' });
    await emails.getByText('No EMAILS SENT OR RECEIVED', { exact: true }).waitFor({ timeout: 20_000 });
    await emails.getByRole('button', { name: 'NEW EMAIL' }).click();
    await noMailboxQuestion();
  });

  it('the MANAGE menu offers Send Email, which asks the same', async () => {
    await page.goto(`${app.url}/customer/${customer.id}/overview`);
    await page.getByRole('button', { name: 'MANAGE' }).click();
    const entry = page.getByRole('menuitem', { name: 'Send Email' });
    expect(await entry.getAttribute('aria-disabled')).not.toBe('true');
    await entry.click();
    await noMailboxQuestion();
  });
});
