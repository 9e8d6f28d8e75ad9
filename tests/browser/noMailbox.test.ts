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
 * The demo as it starts: the server's own mail is on (its local mailbox, LOCAL_MAILBOX=1) but no dealer has a mailbox
 * of its own, and there is no SMS provider. The server's mail is never a dealer's mail to a customer (issue 28), so
 * an appointment's confirmation and an outreach e-mail have no mailbox to go through, and texting is not set up.
 */
beforeAll(async () => {
  app = await startBrowserApp();
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

  it('tells a salesperson, who cannot set a mailbox up, whom to ask by name', async () => {
    const sales = await app.newPage();
    try {
      await signIn(sales.page, app.url, 'sales@demo.dealer');
      await syncIndicator(sales.page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
      await sales.page.goto(`${app.url}/customer/${customer.id}/outreach`);
      const emails = sales.page.getByRole('region', { name: 'Emails' });
      await emails.getByRole('button', { name: 'NEW EMAIL' }).click({ timeout: 20_000 });
      const popup = sales.page.getByRole('dialog', { name: 'No Configured Mailboxes' });
      await popup
        .getByText(
          'You have no mailbox to send e-mail from at this dealer. Ask Arjun Gill, Brian MacDonald or Dana Whitfield to set one up for you in Settings > Mailboxes.',
          { exact: true },
        )
        .waitFor();
      expect(await popup.getByRole('button', { name: 'YES' }).count()).toBe(0);
      await sales.page.screenshot({ path: '.tmp/screens/issue28-ask-whom-1366.png' });
      await popup.getByRole('button', { name: 'OK' }).click();
      await popup.waitFor({ state: 'detached' });
      expect(new URL(sales.page.url()).pathname).toBe(`/customer/${customer.id}/outreach`);
    } finally {
      await sales.context.close();
    }
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

describe('texts without an SMS provider', () => {
  it('the text panel says up front that texting is not set up, above a composer switched off', async () => {
    await page.goto(`${app.url}/customer/${customer.id}/outreach`);
    const texts = page.getByRole('region', { name: 'Text messages' });
    await texts
      .getByText("Text messages are not set up for this dealer: ask the server's administrator to configure the SMS provider.", { exact: true })
      .waitFor({ timeout: 20_000 });
    expect(await texts.getByLabel('Text message').isDisabled()).toBe(true);
    expect(await texts.getByRole('button', { name: 'SEND', exact: true }).isDisabled()).toBe(true);
    await texts.screenshot({ path: '.tmp/screens/issue28-texts-not-set-up-1366.png' });
  });
});
