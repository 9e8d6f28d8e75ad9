import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDealerMailboxServers, type DealerMailboxServers } from '../support/dealerMailbox.ts';
import { startTwilioLoopback, TEST_TWILIO_ACCOUNT_SID, TEST_TWILIO_AUTH_TOKEN, type TwilioLoopback } from '../support/twilioLoopback.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, dealerByKey, signIn, syncIndicator, type DealerRecord } from './support/appPages.ts';
import { connectDemoMailbox } from './support/demoMailbox.ts';
import { receiveAdfLead } from './support/leadIntake.ts';

type CustomerRow = { id: string; cell: string; email: string };

let app: BrowserApp;
/** Cambridge Toyota's own mailbox and its texting number, on loopback (the demo has neither: noMailbox.test.ts). */
let mailServers: DealerMailboxServers;
let twilio: TwilioLoopback;
/** The dealers' Twilio numbers (TWILIO_NUMBERS), given once the demo's tokens are known: the provider reads them when asked. */
const numbers: Record<string, string> = {};
let context: BrowserContext;
let page: Page;
let cambridge: DealerRecord;
/** Has a cell phone and an e-mail, and has not opted in to texts (can_mail 0). */
let optedOut: CustomerRow;
/** Has a cell phone and has opted in to texts (can_mail 1). */
let optedIn: CustomerRow;
let prospectId: string;

const LEAD = `<?xml version="1.0"?>
<?adf version="1.0"?>
<adf><prospect status="new">
  <requestdate>2026-11-24T10:15:00-05:00</requestdate>
  <vehicle interest="buy" status="used"><year>2022</year><make>Mazda</make><model>CX-5</model></vehicle>
  <customer><contact>
    <name part="first">Noor</name><name part="last">Haddad</name>
    <email>noor.haddad@example.com</email>
    <phone type="voice">416-555-0177</phone>
  </contact></customer>
</prospect></adf>`;

async function customerWith(canMail: 0 | 1): Promise<CustomerRow> {
  const [row] = await app.server.deps.db.query<CustomerRow>(
    `SELECT id, doc->'contact'->>'cell' AS cell, doc->'contact'->>'email' AS email FROM customers
     WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'I' AND doc->>'deleted_at' IS NULL
       AND doc->'contact'->>'cell' <> '' AND doc->'contact'->>'email' <> '' AND doc->'contact'->>'can_mail' = $2
     ORDER BY id LIMIT 1`,
    [cambridge.token, String(canMail)],
  );
  if (!row) throw new Error(`No demo customer with can_mail ${canMail}.`);
  return row;
}

beforeAll(async () => {
  mailServers = await startDealerMailboxServers();
  twilio = await startTwilioLoopback((url, fields, signature) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(fields) }),
  );
  app = await startBrowserApp({
    mailboxNetwork: mailServers.network,
    twilio: { accountSid: TEST_TWILIO_ACCOUNT_SID, authToken: TEST_TWILIO_AUTH_TOKEN, numbers, apiBase: twilio.apiBase },
  });
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  numbers[cambridge.token] = '+15195550000';
  await connectDemoMailbox(app, mailServers, 'admin@demo.dealer', cambridge.token);
  optedOut = await customerWith(0);
  optedIn = await customerWith(1);
  prospectId = await receiveAdfLead(app, LEAD);
  ({ context, page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.setOffline(context, false).catch(() => undefined);
  await app?.close();
  await twilio?.close();
  await mailServers?.close();
});

const texts = () => page.getByRole('region', { name: 'Text messages' });
const emails = () => page.getByRole('region', { name: 'Emails' });
const composer = () => texts().getByLabel('Text message');
const bubbles = () => texts().getByRole('list', { name: 'Conversation' }).getByRole('listitem');

async function openOutreach(path: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await composer().waitFor({ timeout: 20_000 });
}

type QueuedText = { id: string; body: string; consent_override: boolean; opt_in: boolean };

/** The texts the server's event log holds for a person, in order. */
async function serverTexts(customerId: string): Promise<QueuedText[]> {
  return app.server.deps.db.query<QueuedText>(
    `SELECT payload->>'id' AS id, payload->>'body' AS body, (payload->>'consent_override')::boolean AS consent_override,
       coalesce((payload->>'opt_in')::boolean, false) AS opt_in
     FROM events WHERE dealer = $1 AND type = 'outreach.text_queued' AND payload->>'customer_id' = $2 ORDER BY seq`,
    [cambridge.token, customerId],
  );
}

/** A message the server receives from the person (what the IMAP poll or the SMS webhook appends). */
async function receive(subject: 'customer' | 'prospect', personId: string, message: { channel: 'email' | 'text'; email_subject?: string; body: string; html?: string }): Promise<void> {
  await app.server.store.appendSystem([
    {
      id: randomUUID(),
      type: 'outreach.message_received',
      dealer: cambridge.token,
      actor: 0,
      time: new Date().toISOString(),
      payload: {
        id: randomUUID(),
        subject,
        customer_id: personId,
        channel: message.channel,
        from_address: message.channel === 'email' ? 'someone@example.com' : '+14165550177',
        to_address: message.channel === 'email' ? 'sales@demo.dealer' : '+15195550000',
        email_subject: message.email_subject ?? '',
        body: message.body,
        html: message.html ?? '',
        external_id: `ext-${randomUUID()}`,
        reply_to: null,
        mailbox_id: null,
      },
    },
  ]);
}

async function bubbleTexts(): Promise<string[]> {
  return bubbles().locator('.outreach-bubble-body').allTextContents();
}

async function confirmSend(): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm Send' });
  await expect.poll(() => dialog.textContent()).toContain('Are you sure you want to send?');
  await dialog.getByRole('button', { name: 'SEND' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function scrolledToEnd(list: Locator): Promise<boolean> {
  return list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight < 2);
}

describe('the outreach section', () => {
  it('shows the empty e-mail history and conversation on the customer page, with its OUTREACH tab', async () => {
    await openOutreach(`/customer/${optedOut.id}/outreach`);
    const tab = page.getByRole('navigation', { name: 'Customer sections' }).getByRole('link', { name: 'OUTREACH' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    await emails().getByText('No EMAILS SENT OR RECEIVED', { exact: true }).waitFor();
    await texts().getByText('No TEXT MESSAGES SENT', { exact: true }).waitFor();
  });

  it('Shift+Enter adds a line, a quick phrase fills the composer, and a blank text is refused', async () => {
    await composer().fill('');
    await composer().press('Enter');
    await expect.poll(() => texts().getByRole('alert').textContent()).toBe('Please write a message.');
    await composer().fill('First line');
    await composer().press('Shift+Enter');
    await composer().pressSequentially('second line');
    expect(await composer().inputValue()).toBe('First line\nsecond line');
    expect(await page.getByRole('dialog').count()).toBe(0);
    const phrases = texts().getByRole('group', { name: 'Quick phrases' }).getByRole('button');
    expect(await phrases.count()).toBe(3);
    await composer().fill('');
    const phrase = (await phrases.first().textContent()) ?? '';
    expect(phrase.length).toBeGreaterThan(0);
    await phrases.first().click();
    expect(await composer().inputValue()).toBe(phrase);
  });

  it('asks about text consent: SEND AN OPT-IN INSTEAD sends the opt-in text, SEND ANYWAY the text itself', async () => {
    await composer().fill('Your CX-5 quote is ready.');
    await composer().press('Enter');
    const consent = page.getByRole('dialog', { name: 'Not Opted In' });
    await expect.poll(() => consent.textContent()).toContain('This customer is not opted in to text communications');
    await consent.getByRole('button', { name: 'SEND AN OPT-IN INSTEAD' }).click();
    const optIn = page.getByRole('dialog', { name: 'Send Opt-In' });
    await expect.poll(() => optIn.textContent()).toContain('Are you sure you want to send an opt-in?');
    expect(await optIn.textContent()).toContain(`Reply START to receive text messages from ${cambridge.name}.`);
    await optIn.getByRole('button', { name: 'SEND' }).click();
    await expect.poll(() => bubbleTexts()).toEqual([`Reply START to receive text messages from ${cambridge.name}. Reply STOP at any time to opt out.`]);
    expect(await composer().inputValue()).toBe('Your CX-5 quote is ready.');

    await texts().getByRole('button', { name: 'SEND', exact: true }).click();
    await consent.getByRole('button', { name: 'SEND ANYWAY' }).click();
    await confirmSend();
    await expect.poll(() => bubbleTexts()).toEqual([`Reply START to receive text messages from ${cambridge.name}. Reply STOP at any time to opt out.`, 'Your CX-5 quote is ready.']);
    expect(await composer().inputValue()).toBe('');
    await expect
      .poll(async () => (await serverTexts(optedOut.id)).map(({ body, consent_override, opt_in }) => [body, consent_override, opt_in]), { timeout: 20_000 })
      .toEqual([
        [`Reply START to receive text messages from ${cambridge.name}. Reply STOP at any time to opt out.`, false, true],
        ['Your CX-5 quote is ready.', true, false],
      ]);
  });

  it('shows a text written off line as waiting to send, and the server gets it exactly once after reconnecting', async () => {
    await openOutreach(`/customer/${optedIn.id}/outreach`);
    await texts().getByText('No TEXT MESSAGES SENT', { exact: true }).waitFor();
    await app.setOffline(context, true);
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Offline');
    await composer().fill('Written in the service lane, no signal.');
    await composer().press('Enter');
    await confirmSend();
    await expect.poll(() => bubbles().locator('.outreach-status').allTextContents()).toEqual(['Waiting to send']);
    expect(await serverTexts(optedIn.id)).toEqual([]);

    await app.setOffline(context, false);
    await expect.poll(async () => (await serverTexts(optedIn.id)).map((text) => text.body), { timeout: 20_000 }).toEqual(['Written in the service lane, no signal.']);
    const [queued] = await serverTexts(optedIn.id);
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Synced');
    // Whatever the server made of it (sent, or failed without an SMS provider), the bubble shows the same.
    const shown: Record<string, string> = { pending: 'Waiting to send', sent: 'Sent', delivered: 'Delivered', failed: 'Failed' };
    const serverMessage = async () =>
      (
        await app.server.deps.db.query<{ status: string; error: string }>(
          `SELECT doc->'message'->>'status' AS status, doc->'message'->>'error' AS error FROM activities WHERE dealer = $1 AND id = $2`,
          [cambridge.token, `msg:${queued!.id}`],
        )
      )[0]!;
    await expect
      .poll(async () => (await bubbles().locator('.outreach-status').allTextContents())[0] === shown[(await serverMessage()).status], { timeout: 20_000 })
      .toBe(true);
    const server = await serverMessage();
    if (server.status === 'failed') expect(await bubbles().getByRole('alert').textContent()).toBe(server.error || 'The message could not be sent.');
    expect(await serverTexts(optedIn.id)).toHaveLength(1);
  });

  it('shows a reply arriving live, scrolled to, and an HTML e-mail in a frame where its script does not run', async () => {
    await receive('customer', optedIn.id, { channel: 'text', body: 'Thanks, see you Saturday.' });
    await expect.poll(() => bubbleTexts(), { timeout: 20_000 }).toEqual(['Written in the service lane, no signal.', 'Thanks, see you Saturday.']);
    expect(await bubbles().last().locator('.outreach-status').textContent()).toBe('Received');
    const conversation = texts().getByRole('list', { name: 'Conversation' });
    await expect.poll(() => scrolledToEnd(conversation)).toBe(true);

    await receive('customer', optedIn.id, {
      channel: 'email',
      email_subject: 'Hello from the customer',
      body: 'Is the price firm?',
      html: '<p>Is the <b>price</b> firm?</p><img src="x" onerror="parent.document.title=\'pwned\'"><script>parent.document.title = "pwned"</script>',
    });
    const entry = emails().getByRole('article', { name: 'Hello from the customer' });
    await entry.waitFor({ timeout: 20_000 });
    const frame = page.frameLocator('iframe[title="E-mail: Hello from the customer"]');
    expect(await frame.locator('b').textContent()).toBe('price');
    expect(await frame.locator('script, [onerror]').count()).toBe(0);
    expect(await page.locator('iframe[title="E-mail: Hello from the customer"]').getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(await page.title()).not.toBe('pwned');

    await entry.getByRole('button', { name: 'REPLY' }).click();
    const popup = page.getByRole('dialog', { name: 'Send Email' });
    expect(await popup.getByLabel('Subject').inputValue()).toBe('RE: Hello from the customer');
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
  });

  it('lists the messages in the activity tab', async () => {
    await page.getByRole('navigation', { name: 'Customer sections' }).getByRole('link', { name: 'ACTIVITY' }).click();
    const rows = page.getByRole('table', { name: 'Activity' }).locator('tbody tr');
    await rows.first().waitFor();
    const lines = (await rows.evaluateAll((elements) => elements.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? ''))))
      .filter(([type]) => type === 'Email' || type === 'Text')
      .map(([type, , content]) => [type, content]);
    // Lines of the same minute may come in either order.
    expect(lines.sort()).toEqual([
      ['Email', 'E-mail received: Hello from the customer'],
      ['Text', 'Text received: Thanks, see you Saturday.'],
      ['Text', 'Text: Written in the service lane, no signal.'],
    ]);
  });

  it('counts the unread messages on the PROSPECT OUTREACH tab, and opening it sets the count to 0', async () => {
    await page.goto(`${app.url}/prospect/${prospectId}/overview`);
    const sections = page.getByRole('navigation', { name: 'Prospect sections' });
    await expect.poll(() => sections.getByRole('link', { name: /^PROSPECT OUTREACH/ }).textContent(), { timeout: 20_000 }).toBe('PROSPECT OUTREACH (0)');
    await receive('prospect', prospectId, { channel: 'text', body: 'Is the CX-5 still available?' });
    await receive('prospect', prospectId, { channel: 'text', body: 'I can come by tomorrow.' });
    await expect.poll(() => sections.getByRole('link', { name: /^PROSPECT OUTREACH/ }).textContent(), { timeout: 20_000 }).toBe('PROSPECT OUTREACH (2)');
    await sections.getByRole('link', { name: /^PROSPECT OUTREACH/ }).click();
    await expect.poll(() => bubbleTexts()).toEqual(['Is the CX-5 still available?', 'I can come by tomorrow.']);
    await expect.poll(() => sections.getByRole('link', { name: /^PROSPECT OUTREACH/ }).textContent()).toBe('PROSPECT OUTREACH (0)');
    await expect
      .poll(
        async () =>
          (
            await app.server.deps.db.query<{ id: string }>(`SELECT id FROM refs WHERE dealer = $1 AND id = $2`, [
              cambridge.token,
              `outreach_read:${cambridge.token}:prospect:${prospectId}`,
            ])
          ).length,
        { timeout: 20_000 },
      )
      .toBe(1);
  });

  it('the deal page offers the outreach section; entering it marks the customer\'s messages read', async () => {
    const [deal] = await app.server.deps.db.query<{ id: string; customer_id: string }>(
      `SELECT o.id, o.doc->>'customer_id' AS customer_id FROM opportunities o JOIN customers c ON c.dealer = o.dealer AND c.id = o.doc->>'customer_id'
       WHERE o.dealer = $1 AND NOT o.deleted AND c.doc->>'deleted_at' IS NULL AND c.id NOT IN ($2, $3) ORDER BY o.id LIMIT 1`,
      [cambridge.token, optedIn.id, optedOut.id],
    );
    await receive('customer', deal!.customer_id, { channel: 'text', body: 'What would my payment be?' });
    await page.goto(`${app.url}/deal/${deal!.id}/dealsheet`);
    const tabs = page.getByRole('navigation', { name: 'Deal sections' }).getByRole('link');
    await expect.poll(() => tabs.allTextContents(), { timeout: 20_000 }).toEqual(['DEAL SHEET', 'REPLACEMENT', 'ACTIVITIES', 'OUTREACH', 'SERVICE', 'EDIT DEAL', 'SHARE']);
    await tabs.filter({ hasText: 'OUTREACH' }).click();
    await expect.poll(() => bubbleTexts(), { timeout: 20_000 }).toEqual(['What would my payment be?']);
    await expect
      .poll(
        async () =>
          (
            await app.server.deps.db.query<{ id: string }>(`SELECT id FROM refs WHERE dealer = $1 AND id = $2`, [
              cambridge.token,
              `outreach_read:${cambridge.token}:customer:${deal!.customer_id}`,
            ])
          ).length,
        { timeout: 20_000 },
      )
      .toBe(1);
  });

  it('offers a salesperson SEND ANYWAY switched off, saying why, and the opt-in instead', async () => {
    const sales = await app.newPage();
    try {
      await signIn(sales.page, app.url, 'sales@demo.dealer');
      await sales.page.goto(`${app.url}/customer/${optedOut.id}/outreach`);
      const salesTexts = sales.page.getByRole('region', { name: 'Text messages' });
      await salesTexts.getByLabel('Text message').fill('Can I send you a quote?');
      await salesTexts.getByLabel('Text message').press('Enter');
      const consent = sales.page.getByRole('dialog', { name: 'Not Opted In' });
      await consent.getByText('Only a manager or an administrator can send without consent: send an opt-in instead.', { exact: true }).waitFor();
      expect(await consent.getByRole('button', { name: 'SEND ANYWAY' }).isDisabled()).toBe(true);
      expect(await consent.getByRole('button', { name: 'SEND AN OPT-IN INSTEAD' }).isEnabled()).toBe(true);
    } finally {
      await sales.context.close();
    }
  });

  it('asks about consent before a text to a prospect, who has no text consent on file', async () => {
    await page.goto(`${app.url}/prospect/${prospectId}/outreach`);
    await composer().fill('Yes, it is. 10 am works?');
    await composer().press('Enter');
    const consent = page.getByRole('dialog', { name: 'Not Opted In' });
    await expect.poll(() => consent.textContent()).toContain('This customer is not opted in to text communications');
    await consent.getByRole('button', { name: 'CANCEL' }).click();
    await consent.waitFor({ state: 'detached' });
    expect(await composer().inputValue()).toBe('Yes, it is. 10 am works?');
  });

  it('marks a failed text Failed with why, and counts it neither in the deal’s ACTIVITIES nor as sent', async () => {
    const [deal] = await app.server.deps.db.query<{ id: string; customer_id: string }>(
      `SELECT o.id, o.doc->>'customer_id' AS customer_id FROM opportunities o JOIN customers c ON c.dealer = o.dealer AND c.id = o.doc->>'customer_id'
       WHERE o.dealer = $1 AND NOT o.deleted AND c.doc->>'deleted_at' IS NULL AND c.doc->'contact'->>'cell' <> ''
         AND c.doc->'contact'->>'can_mail' = '1' AND c.id NOT IN ($2, $3)
       ORDER BY o.id DESC LIMIT 1`,
      [cambridge.token, optedIn.id, optedOut.id],
    );
    const refusal = { status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' };
    twilio.failNext(refusal);
    twilio.failNext(refusal);
    await openOutreach(`/customer/${deal!.customer_id}/outreach`);
    for (const body of ['First try', 'Second try', 'Third try']) {
      await composer().fill(body);
      await composer().press('Enter');
      await confirmSend();
      const bubble = bubbles().filter({ hasText: body });
      await expect.poll(() => bubble.locator('.outreach-status').textContent(), { timeout: 20_000 }).not.toBe('Waiting to send');
    }
    const statuses = async () =>
      bubbles().evaluateAll((items) =>
        items.map((item) => [item.querySelector('.outreach-bubble-body')?.textContent, item.querySelector('.outreach-status')?.textContent, item.querySelector('[role="alert"]')?.textContent ?? '']),
      );
    expect((await statuses()).slice(-3)).toEqual([
      ['First try', 'Failed', 'Attempt to send to unsubscribed recipient'],
      ['Second try', 'Failed', 'Attempt to send to unsubscribed recipient'],
      ['Third try', 'Sent', ''],
    ]);
    await texts().screenshot({ path: '.tmp/screens/issue28-failed-texts-1366.png' });

    await page.goto(`${app.url}/deal/${deal!.id}/activities`);
    const totals = page.getByRole('region', { name: 'Activities' }).locator('.activity-totals');
    await totals.waitFor({ timeout: 20_000 });
    const figures = async () => Object.fromEntries(await totals.locator('div').evaluateAll((items) => items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent])));
    await expect.poll(async () => (await figures()).TEXT).toBe('1');
    const lines = async (table: Locator) =>
      (await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? ''))))
        .filter(([type, , content]) => type === 'Text' && /(First|Second|Third) try/.test(content ?? ''))
        .map(([, , content]) => content)
        .sort();
    const expected = [
      'Text: First try (Failed: Attempt to send to unsubscribed recipient)',
      'Text: Second try (Failed: Attempt to send to unsubscribed recipient)',
      'Text: Third try',
    ];
    await expect.poll(() => lines(page.getByRole('table', { name: 'Activity' }))).toEqual(expected);
    await page.screenshot({ path: '.tmp/screens/issue28-deal-activities-1366.png' });

    await page.goto(`${app.url}/customer/${deal!.customer_id}/activity`);
    await expect.poll(() => lines(page.getByRole('table', { name: 'Activity' })), { timeout: 20_000 }).toEqual(expected);
  });
});
