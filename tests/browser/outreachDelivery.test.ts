import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, syncIndicator } from './support/appPages.ts';
import { rawMail } from '../support/imapServer.ts';
import {
  CUSTOMER,
  DEALER_NAME,
  DEALER_NUMBER,
  DESK,
  DESK_PASSWORD,
  MANAGER_EMAIL,
  PASSWORD,
  startOutreachDeliveryWorld,
  type OutreachDeliveryWorld,
} from './support/outreachDeliveryWorld.ts';

/** Issue 18 end to end: e-mails out through the dealer's mailbox and back by the IMAP poll, texts both ways through Twilio. */

let world: OutreachDeliveryWorld;
let context: BrowserContext;
let page: Page;

const SUBJECT = 'Your RAV4 is ready';
const BODY = 'It is washed and ready for pick-up at 5 pm.';
const REPLY_SUBJECT = 'RE: Your RAV4 is ready';
const REPLY_BODY = 'Great, I will come by at 5.';
const TEXT = 'The keys are at the front desk.';
const STOP_ANSWER = `${DEALER_NAME}: you will get no more texts from us. Reply START to get them again.`;

beforeAll(async () => {
  world = await startOutreachDeliveryWorld();
  ({ context, page } = await world.app.newPage());
  await signIn(page, world.app.url, MANAGER_EMAIL, PASSWORD);
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await world?.app.setOffline(context, false).catch(() => undefined);
  await world?.close();
});

const emails = () => page.getByRole('region', { name: 'Emails' });
const texts = () => page.getByRole('region', { name: 'Text messages' });
const composer = () => texts().getByLabel('Text message');
const bubbles = () => texts().getByRole('list', { name: 'Conversation' }).getByRole('listitem');
const bubbleTexts = () => bubbles().locator('.outreach-bubble-body').allTextContents();
const bubbleStatuses = () => bubbles().locator('.outreach-status').allTextContents();
const emailSubjects = () => emails().getByRole('article').evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')));
const statusOf = (entry: Locator) => entry.locator('.outreach-status').textContent();
const bellName = () => page.getByRole('button', { name: /^Alerts, \d+ unread$/ }).getAttribute('aria-label');
/** A field of the mailbox form by its label (a required field's label ends with its " *" mark). */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`));
/** The e-mails the loopback SMTP server accepted with this subject. */
const mailsWithSubject = (subject: string) => world.smtp.received.filter((mail) => new RegExp(`^Subject: ${subject}\\r?$`, 'm').test(mail.raw));
/** The texts the dealer's number sent through the loopback Twilio with this body. */
const textsSent = (body: string) => world.twilio.requests.filter((request) => request.Body === body);

async function openOutreach(): Promise<void> {
  await page.goto(`${world.app.url}/customer/${CUSTOMER.id}/outreach`);
  await composer().waitFor({ timeout: 20_000 });
}

/** Answers "Are you sure you want to send?" with SEND. */
async function confirmSend(): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm Send' });
  await expect.poll(() => dialog.textContent()).toContain('Are you sure you want to send?');
  await dialog.getByRole('button', { name: 'SEND' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** An inbound text from the customer's cell to the dealer's number, posted signed by the loopback as Twilio does. */
async function textFromCustomer(body: string, sid?: string): Promise<void> {
  const answer = await world.twilio.receiveText(`${world.app.url}/texts/inbound`, { from: CUSTOMER.e164, to: DEALER_NUMBER, body, ...(sid ? { sid } : {}) });
  expect(answer.status).toBe(200);
}

/** A message as a mail server delivers it: headers, a blank line, the body; CRLF line ends. */
describe('outreach delivery (issue 18)', () => {
  it('connects the dealer’s mailbox, and an e-mail written in the outreach section waits, then goes out once through it and shows Sent', async () => {
    await page.goto(`${world.app.url}/settings/mailboxes`);
    await page.getByRole('button', { name: 'CREATE MAILBOX' }).click();
    const form = page.getByRole('dialog', { name: 'CREATE MAILBOX' });
    await field(form, 'Name').fill('Front Desk');
    await field(form, 'Email').fill(DESK);
    await field(form, 'Address').fill('127.0.0.1');
    await field(form, 'Port').fill(String(world.imap.port));
    await field(form, 'User Name').fill(DESK);
    await field(form, 'Password').fill(DESK_PASSWORD);
    await field(form, 'SMTP Address').fill('127.0.0.1');
    await field(form, 'SMTP Port').fill(String(world.smtp.port));
    await field(form, 'SMTP User Name').fill(DESK);
    await field(form, 'SMTP Password').fill(DESK_PASSWORD);
    await form.getByRole('button', { name: 'SAVE' }).click();
    const save = page.getByRole('dialog', { name: 'Save Mailbox' });
    await save.getByText('Are you sure you want to save this mailbox?', { exact: true }).waitFor();
    await save.getByRole('button', { name: 'YES' }).click();
    await form.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByRole('table', { name: 'Mailboxes' }).getByRole('row').filter({ hasText: 'Front Desk' }).waitFor();

    await openOutreach();
    await emails().getByText('No EMAILS SENT OR RECEIVED', { exact: true }).waitFor();
    // Written off line, it waits in the outbox: nothing reaches the mail server yet.
    await world.app.setOffline(context, true);
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Offline');
    await emails().getByRole('button', { name: 'NEW EMAIL' }).click();
    const popup = page.getByRole('dialog', { name: 'Send Email' });
    expect(await popup.getByLabel('To', { exact: true }).inputValue()).toBe(`${CUSTOMER.name} <${CUSTOMER.email}>`);
    await popup.getByLabel('Subject').fill(SUBJECT);
    await popup.getByRole('textbox', { name: 'Body' }).fill(BODY);
    await popup.getByRole('button', { name: 'SEND' }).click();
    const consent = page.getByRole('dialog', { name: 'Not Opted In' });
    await expect.poll(() => consent.textContent()).toContain('This customer is not opted in to email communications');
    await consent.getByRole('button', { name: 'SEND ANYWAY' }).click();
    await confirmSend();
    await popup.waitFor({ state: 'detached' });

    const entry = emails().getByRole('article', { name: SUBJECT });
    await expect.poll(() => statusOf(entry), { timeout: 20_000 }).toBe('Waiting to send');
    expect(await entry.locator('.outreach-direction').textContent()).toBe('Outgoing');
    expect(mailsWithSubject(SUBJECT)).toEqual([]);

    await world.app.setOffline(context, false);
    await expect.poll(() => statusOf(entry), { timeout: 30_000 }).toBe('Sent');
    const addresses = await entry.locator('.outreach-email-addresses').innerText();
    expect(addresses.split('\n').filter(Boolean)).toEqual(['From', DESK, 'To', CUSTOMER.email]);
    expect(await page.frameLocator(`iframe[title="E-mail: ${SUBJECT}"]`).locator('body').textContent()).toBe(BODY);

    const sent = mailsWithSubject(SUBJECT);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ user: DESK, from: DESK, to: [CUSTOMER.email] });
    expect(sent[0]!.raw).toContain(BODY);
    expect(sent[0]!.raw).toMatch(/^Message-ID: <[^>\s]+@grandriver\.test>\r?$/im);
  });

  it('takes the customer’s reply from the IMAP poll: it shows in the open section without a reload, and the salesperson’s bell counts it', async () => {
    await expect.poll(bellName, { timeout: 20_000 }).toBe('Alerts, 0 unread');
    // The first poll of a mailbox notes where its INBOX stands and takes nothing that was there before.
    await world.app.server.outreachMail.pollNow();
    const sentId = /^Message-ID: (<[^>\s]+>)\r?$/im.exec(mailsWithSubject(SUBJECT)[0]!.raw)?.[1] ?? '';
    expect(sentId).not.toBe('');
    await world.imap.deliver(
      DESK,
      rawMail(
        {
          From: `${CUSTOMER.name} <${CUSTOMER.email}>`,
          To: DESK,
          Subject: REPLY_SUBJECT,
          Date: new Date().toUTCString(),
          'Message-ID': '<reply-1@example.com>',
          'In-Reply-To': sentId,
          References: sentId,
        },
        REPLY_BODY,
      ),
    );
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await world.app.server.outreachMail.pollNow();

    await expect.poll(emailSubjects, { timeout: 20_000 }).toEqual([REPLY_SUBJECT, SUBJECT]);
    const reply = emails().getByRole('article', { name: REPLY_SUBJECT });
    expect(await reply.locator('.outreach-direction').textContent()).toBe('Incoming');
    expect(await statusOf(reply)).toBe('Received');
    expect(await reply.locator('.outreach-email-text').textContent()).toBe(REPLY_BODY);
    expect((await reply.locator('.outreach-email-addresses').innerText()).split('\n').filter(Boolean)).toEqual(['From', CUSTOMER.email, 'To', DESK]);

    await expect.poll(bellName, { timeout: 20_000 }).toBe('Alerts, 1 unread');
    const banner = page.getByRole('status', { name: 'New alert' });
    // The alert's title, then its detail: the reply's subject.
    expect(await banner.getByRole('link').textContent()).toBe(`New e-mail from ${CUSTOMER.name}: ${REPLY_SUBJECT}`);
    expect(await banner.getByRole('link').getAttribute('href')).toBe(`/customer/${CUSTOMER.id}/outreach`);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it('sends a text through Twilio on Enter: Sent, then Delivered when the signed status callback comes', async () => {
    await texts().getByText('No TEXT MESSAGES SENT', { exact: true }).waitFor();
    await composer().fill(TEXT);
    await composer().press('Enter');
    await confirmSend();
    expect(await page.getByRole('dialog', { name: 'Not Opted In' }).count()).toBe(0);
    await expect.poll(bubbleTexts).toEqual([TEXT]);
    await expect.poll(bubbleStatuses, { timeout: 20_000 }).toEqual(['Sent']);

    const sent = textsSent(TEXT);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ From: DEALER_NUMBER, To: CUSTOMER.e164 });
    const [message, ...others] = [...world.twilio.messages.values()].filter((candidate) => candidate.body === TEXT);
    expect(others).toEqual([]);
    expect(message!.status_callback.startsWith(`${world.app.url}/texts/status/`)).toBe(true);

    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    expect((await world.twilio.reportStatus(message!.sid, 'delivered')).status).toBe(204);
    await expect.poll(bubbleStatuses, { timeout: 20_000 }).toEqual(['Delivered']);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it('shows the customer’s texts as they come in; their STOP turns texts off, answered once, and the next text asks about consent', async () => {
    await textFromCustomer('Thanks, see you at 5.');
    await expect.poll(bubbleTexts, { timeout: 20_000 }).toEqual([TEXT, 'Thanks, see you at 5.']);
    expect(await bubbleStatuses()).toEqual(['Delivered', 'Received']);

    // Twilio may post a webhook again: the STOP is received and answered once.
    await textFromCustomer('STOP', 'SMstop0000000000000000000000000001');
    await textFromCustomer('STOP', 'SMstop0000000000000000000000000001');
    await expect.poll(bubbleTexts, { timeout: 20_000 }).toEqual([TEXT, 'Thanks, see you at 5.', 'STOP']);
    await expect.poll(() => textsSent(STOP_ANSWER).length, { timeout: 20_000 }).toBe(1);
    expect(textsSent(STOP_ANSWER)[0]).toMatchObject({ From: DEALER_NUMBER, To: CUSTOMER.e164 });

    // The consent change reaches the page: from then on the next text asks about consent first.
    const consent = page.getByRole('dialog', { name: 'Not Opted In' });
    const confirm = page.getByRole('dialog', { name: 'Confirm Send' });
    await composer().fill('Are you still coming today?');
    await expect
      .poll(
        async () => {
          await composer().press('Enter');
          await consent.or(confirm).waitFor();
          if (await consent.isVisible()) return true;
          await confirm.getByRole('button', { name: 'CANCEL' }).click();
          await confirm.waitFor({ state: 'detached' });
          return false;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await consent.textContent()).toContain('This customer is not opted in to text communications');
    await consent.getByRole('button', { name: 'CANCEL' }).click();
    await consent.waitFor({ state: 'detached' });
    expect(await bubbleTexts()).toEqual([TEXT, 'Thanks, see you at 5.', 'STOP']);
    expect(textsSent(STOP_ANSWER)).toHaveLength(1);
    expect(world.twilio.requests.map((request) => request.Body)).toEqual([TEXT, STOP_ANSWER]);
  });
});
