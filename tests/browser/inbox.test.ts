import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import { startDealerMailboxServers, type DealerMailboxServers } from '../support/dealerMailbox.ts';
import { dealerByKey, signIn, signInFirstTime, syncIndicator, type DealerRecord } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { connectDemoMailbox } from './support/demoMailbox.ts';
import { virtualTableRows } from './support/virtualTableRows.ts';

type Person = { id: string; first_name: string; last_name: string; email: string };

let app: BrowserApp;
/** Where Cambridge's own mailbox is, once the replies need one (issue 28: never the server's mail). */
let mailServers: DealerMailboxServers;
let page: Page;
let cambridge: DealerRecord;
/** A customer who has not opted in to e-mail (can_email 0), and one who has. */
let ana: Person;
let bo: Person;

/** Two mailboxes of Cambridge Toyota, as the server's mailbox.set tells every client (Settings > Mailboxes). */
const SALES = { mailbox_id: 41, name: 'Sales Desk', email: 'sales@cambridge.test' };
const SERVICE = { mailbox_id: 42, name: 'Service Desk', email: 'service@cambridge.test' };

/** The received e-mails, at fixed instants: 15:04 and 16:30 UTC on 2 March 2026 are 10:04 and 11:30 in Toronto. */
const TRADE_IN = {
  id: 'inbox-test-trade-in',
  time: '2026-03-02T15:04:00.000Z',
  subject: 'Trade-in question',
  html: '<p>Is my <b>Civic</b> worth more now?</p><script>window.pwned = 1</script><img src="https://x.test/a.png" onerror="window.pwned = 2">',
  body: 'Is my Civic worth more now?',
};
const LEASE = { id: 'inbox-test-lease', time: '2026-03-02T16:30:00.000Z', subject: 'Lease end', html: '', body: 'When does my lease end?' };
const SERVICE_MAIL = { id: 'inbox-test-service', time: '2026-03-02T17:00:00.000Z', subject: 'Oil change', html: '', body: 'Can I book an oil change?' };

async function demoCustomer(canEmail: 0 | 1): Promise<Person> {
  const [person] = await app.server.deps.db.query<Person>(
    `SELECT id, doc->>'first_name' AS first_name, doc->>'last_name' AS last_name, doc->'contact'->>'email' AS email FROM customers
     WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'I' AND doc->>'deleted_at' IS NULL AND doc->'contact'->>'email' <> ''
       AND (doc->'contact'->>'can_email')::int = $2 AND doc->>'first_name' <> '' AND doc->>'last_name' <> '' ORDER BY id LIMIT 1`,
    [cambridge.token, canEmail],
  );
  if (!person) throw new Error(`No demo customer with can_email ${canEmail}.`);
  return person;
}

beforeAll(async () => {
  mailServers = await startDealerMailboxServers();
  app = await startBrowserApp({ mailboxNetwork: mailServers.network });
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  ana = await demoCustomer(0);
  bo = await demoCustomer(1);
  ({ page } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.close();
  await mailServers?.close();
});

const event = (type: string, time: string, payload: unknown) => ({ id: crypto.randomUUID(), type, dealer: cambridge.token, actor: SYSTEM_ACTOR, time, payload });

function mailbox(box: typeof SALES) {
  return event('mailbox.set', '2026-03-01T12:00:00.000Z', {
    ...box,
    type: 'POP3/SMTP',
    mailbox_type_id: 3,
    status: 'active',
    suspended_at: null,
    deleted_at: null,
    lead: true,
    campaign: false,
    signature: '',
    users: [],
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:00.000Z',
  });
}

function received(mail: typeof TRADE_IN, person: Person, box: typeof SALES) {
  return event('outreach.message_received', mail.time, {
    id: mail.id,
    subject: 'customer',
    customer_id: person.id,
    channel: 'email',
    from_address: person.email,
    to_address: box.email,
    email_subject: mail.subject,
    body: mail.body,
    html: mail.html,
    external_id: `<${mail.id}@mail.test>`,
    reply_to: null,
    mailbox_id: box.mailbox_id,
  });
}

const sidebar = () => page.getByRole('navigation', { name: 'Mailboxes' });
const list = () => page.getByRole('table', { name: 'Emails' });
const pane = () => page.getByRole('region', { name: 'Message' });
const fullName = (person: Person) => `${person.first_name} ${person.last_name}`;
const rowsShown = async () => (await virtualTableRows(page, list())) ?? [];

/** The events of a type the server holds for Cambridge, their payloads. */
const payloads = async (type: string) =>
  (await app.server.deps.db.query<{ payload: Record<string, unknown> }>('SELECT payload FROM events WHERE dealer = $1 AND type = $2 ORDER BY seq', [cambridge.token, type])).map(
    (row) => row.payload,
  );

describe('the inbox', () => {
  it('says NO MAILBOXES while the dealer has none, then lists each mailbox with its name, address and Inbox as they arrive', async () => {
    await page.goto(`${app.url}/inbox`);
    await sidebar().getByText('NO MAILBOXES', { exact: true }).waitFor();

    await app.server.store.appendSystem([
      mailbox(SERVICE),
      mailbox(SALES),
      received(TRADE_IN, ana, SALES),
      received(LEASE, bo, SALES),
      received(SERVICE_MAIL, bo, SERVICE),
      event('template.created', '2026-03-01T12:00:00.000Z', {
        id: 'inbox-test-lease-offer',
        name: 'Lease Offer',
        category: 'Sales',
        type: 'Email',
        header: '',
        body: '<p>Hello {{customer_name}}, from {{dealer}}.</p>',
        footer: '',
      }),
    ]);
    const items = async () => (await sidebar().getByRole('listitem').allInnerTexts()).map((text) => text.split('\n').filter(Boolean));
    await expect.poll(items, { timeout: 20_000 }).toEqual([
      [SALES.name, SALES.email, 'Inbox'],
      [SERVICE.name, SERVICE.email, 'Inbox'],
    ]);
    // The first mailbox opens: its address names it.
    await page.waitForURL((url) => url.searchParams.get('mailbox') === String(SALES.mailbox_id) && url.searchParams.get('page') === '1');
  });

  it("lists the mailbox's received e-mails newest first: created, subject, customer, sender and READ", async () => {
    const headers = await list().getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(['CREATED', 'SUBJECT', 'CUSTOMER', 'FROM', 'READ']);
    await expect.poll(rowsShown, { timeout: 20_000 }).toEqual([
      ['2026-03-02 11:30', LEASE.subject, fullName(bo), bo.email, 'UNREAD'],
      ['2026-03-02 10:04', TRADE_IN.subject, fullName(ana), ana.email, 'UNREAD'],
    ]);
    await sidebar().getByRole('link', { name: `Inbox of ${SERVICE.name}` }).click();
    await expect.poll(rowsShown, { timeout: 20_000 }).toEqual([['2026-03-02 12:00', SERVICE_MAIL.subject, fullName(bo), bo.email, 'UNREAD']]);
    await sidebar().getByRole('link', { name: `Inbox of ${SALES.name}` }).click();
    await expect.poll(rowsShown, { timeout: 20_000 }).toHaveLength(2);
  });

  it("searches the subject, the sender, the customer's name and the body, and says NO EMAILS when nothing matches", async () => {
    const search = page.getByRole('searchbox', { name: 'Search e-mails' });
    const subjects = async () => (await rowsShown()).map((row) => row[1]);
    for (const [term, found] of [
      ['lease END', [LEASE.subject]],
      [ana.email, [TRADE_IN.subject]],
      [bo.last_name, [LEASE.subject]],
      ['civic worth', [TRADE_IN.subject]],
    ] as const) {
      await search.fill(term);
      await page.waitForURL((url) => url.searchParams.get('search') === term.trim());
      await expect.poll(subjects, { timeout: 20_000 }).toEqual(found);
    }
    await search.fill('no such words anywhere');
    await list().getByText('NO EMAILS', { exact: true }).waitFor();
    await search.fill('');
    await expect.poll(subjects, { timeout: 20_000 }).toEqual([LEASE.subject, TRADE_IN.subject]);
  });

  it('opens an e-mail in the reading pane, shows its HTML without running its script, and marks it READ', async () => {
    await list().getByRole('link', { name: new RegExp(TRADE_IN.subject) }).click();
    await page.waitForURL((url) => url.searchParams.get('message') === `msg:${TRADE_IN.id}`);
    await pane().getByRole('heading', { name: TRADE_IN.subject }).waitFor();
    expect(await pane().locator('.inbox-pane-time').innerText()).toBe('2026-03-02 10:04');
    expect(await pane().locator('.inbox-pane-addresses').innerText()).toBe(`TO\n${SALES.email}\nFROM\n${ana.email}`);
    const customer = pane().getByRole('complementary', { name: 'Customer' });
    expect(await customer.getByRole('link', { name: 'VIEW CUSTOMER' }).getAttribute('href')).toBe(`/customer/${ana.id}/overview`);
    expect(await customer.getByText(fullName(ana), { exact: true }).count()).toBe(1);
    const activity = await customer.getByRole('table', { name: 'Activity' }).getByRole('row').allInnerTexts();
    expect(activity[0]).toBe('TYPE\tCREATED');
    expect(activity.slice(1)).toContain('Email\t2026-03-02 10:04');

    const body = page.frameLocator('iframe[title="E-mail: Trade-in question"]');
    await body.getByText('Is my Civic worth more now?', { exact: true }).waitFor();
    expect(await body.locator('b').innerText()).toBe('Civic');
    expect(await body.locator('script').count()).toBe(0);
    expect(await page.locator('iframe[title="E-mail: Trade-in question"]').getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(await frame?.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

    await expect.poll(async () => (await rowsShown()).map((row) => [row[1], row[4]]), { timeout: 20_000 }).toEqual([
      [LEASE.subject, 'UNREAD'],
      [TRADE_IN.subject, 'READ'],
    ]);
    await expect.poll(async () => (await payloads('outreach.read')).map((payload) => payload.customer_id), { timeout: 20_000 }).toEqual([ana.id]);
  });

  it('replies: the Send Email popup with RE: before the subject, the consent prompt, "Are you sure you want to send?", then the e-mail queued', async () => {
    // A reply goes out through a mailbox of the dealer's whose users include the writer (issue 28): Cambridge gets its
    // own, and the administrator signs in again so the session knows it; the e-mail stays open.
    await connectDemoMailbox(app, mailServers, 'admin@demo.dealer', cambridge.token);
    const opened = page.url();
    ({ page } = await app.newPage());
    await signIn(page, app.url, 'admin@demo.dealer');
    await page.goto(opened);
    await pane().getByRole('heading', { name: TRADE_IN.subject }).waitFor({ timeout: 20_000 });
    await pane().getByRole('button', { name: 'REPLY' }).click();
    const popup = page.getByRole('dialog', { name: 'Send Email' });
    expect(await popup.getByLabel('Subject').inputValue()).toBe(`RE: ${TRADE_IN.subject}`);
    await popup.getByRole('textbox', { name: 'Body' }).fill('It is worth more now. Come in this week?');
    await popup.getByRole('button', { name: 'SEND' }).click();

    const consent = page.getByRole('dialog', { name: 'Not Opted In' });
    await consent.getByText('This customer is not opted in to email communications', { exact: true }).waitFor();
    expect(await consent.getByRole('button').allInnerTexts()).toEqual(['×', 'CANCEL', 'SEND AN OPT-IN INSTEAD', 'SEND ANYWAY']);
    await consent.getByRole('button', { name: 'SEND ANYWAY' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Send' });
    await confirm.getByText('Are you sure you want to send?', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'SEND' }).click();
    await popup.waitFor({ state: 'detached' });

    await expect.poll(() => payloads('outreach.email_queued'), { timeout: 20_000 }).toEqual([
      expect.objectContaining({
        subject: 'customer',
        customer_id: ana.id,
        email_subject: `RE: ${TRADE_IN.subject}`,
        body: 'It is worth more now. Come in this week?',
        reply_to: `msg:${TRADE_IN.id}`,
        consent_override: true,
      }),
    ]);
  });

  it('offers an opt-in instead to a customer not opted in: "Are you sure you want to send an opt-in?"', async () => {
    await pane().getByRole('button', { name: 'REPLY' }).click();
    const popup = page.getByRole('dialog', { name: 'Send Email' });
    await popup.getByRole('textbox', { name: 'Body' }).fill('One more thing.');
    await popup.getByRole('button', { name: 'SEND' }).click();
    await page.getByRole('dialog', { name: 'Not Opted In' }).getByRole('button', { name: 'SEND AN OPT-IN INSTEAD' }).click();
    const optIn = page.getByRole('dialog', { name: 'Send Opt-In' });
    await optIn.getByText('Are you sure you want to send an opt-in?', { exact: true }).waitFor();
    await optIn.getByRole('button', { name: 'CANCEL' }).click();
    await optIn.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await payloads('outreach.email_queued')).length).toBe(1);
  });

  it('composes to a customer found by name: the errors beside the fields, a template with its merge fields filled, then "Are you sure you want to send?" and the e-mail queued', async () => {
    await page.getByRole('button', { name: 'COMPOSE' }).click();
    const compose = page.getByRole('dialog', { name: 'Compose' });
    await compose.getByRole('searchbox', { name: 'To: customer or prospect' }).fill(fullName(bo));
    await compose.getByRole('group', { name: 'Customers' }).getByRole('button', { name: new RegExp(`^${bo.last_name}, ${bo.first_name}`) }).first().click();

    const popup = page.getByRole('dialog', { name: 'Send Email' });
    expect(await popup.getByLabel('To').inputValue()).toBe(`${fullName(bo)} <${bo.email}>`);
    await popup.getByRole('button', { name: 'SEND' }).click();
    await popup.getByText('Please write a subject.', { exact: true }).waitFor();
    await popup.getByText('Please write a message.', { exact: true }).waitFor();

    await popup.getByLabel('Subject').fill('Your lease');
    await popup.getByLabel('Template').selectOption({ label: 'Lease Offer (Sales)' });
    const greeting = `Hello ${fullName(bo)}, from ${cambridge.name}.`;
    expect(await popup.getByRole('textbox', { name: 'Body' }).innerText()).toBe(greeting);
    await popup.getByRole('button', { name: 'SEND' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Send' });
    await confirm.getByText('Are you sure you want to send?', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'SEND' }).click();
    await popup.waitFor({ state: 'detached' });

    await expect
      .poll(async () => (await payloads('outreach.email_queued')).filter((payload) => payload.customer_id === bo.id), { timeout: 20_000 })
      .toEqual([
        expect.objectContaining({ email_subject: 'Your lease', body: greeting, html: `<p>${greeting}</p>`, reply_to: null, consent_override: false }),
      ]);
  });
});
