import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { InboxMessage } from '../../sync-server/mail/inboxRoutes.ts';
import { pdfStructure } from '../server/support/pdfStructure.ts';
import { pdfText } from '../server/support/pdfText.ts';
import { dealerByKey, keepOpenedLinks, signInFirstTime, syncIndicator, waitUntil, type DealerRecord } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';

let app: BrowserApp;
let context: BrowserContext;
let page: Page;
let cambridge: DealerRecord;
/** An equity opportunity of CAMB01 whose customer has an e-mail address, and that address. */
let deal: Opportunity;
let customerEmail: string;

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  const [found] = await app.server.deps.db.query<{ doc: Opportunity; email: string }>(
    `SELECT o.doc, c.doc->'contact'->>'email' AS email FROM opportunities o
     JOIN customers c ON c.dealer = o.dealer AND c.id = o.doc->>'customer_id' AND NOT c.deleted
     WHERE o.dealer = $1 AND NOT o.deleted AND o.doc->>'type' = 'equity' AND coalesce(c.doc->'contact'->>'email', '') <> ''
     ORDER BY o.id LIMIT 1`,
    [cambridge.token],
  );
  if (!found) throw new Error('No equity opportunity with a customer e-mail at CAMB01 in the demo data.');
  deal = found.doc;
  customerEmail = found.email;
  ({ context, page } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
  await waitUntil('the first sync', async () => ((await syncIndicator(page).textContent()) === 'Synced' ? true : undefined), 30_000);
});

afterAll(async () => {
  await context?.setOffline(false).catch(() => undefined);
  await app?.close();
});

/** The PDF at a URL the app opened or framed, read as a PDF reader would read its text. */
async function pdfAt(url: string): Promise<string[]> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const structure = pdfStructure(bytes);
  expect(structure.badOffsets).toEqual([]);
  expect(structure.sizeMatches).toBe(true);
  return pdfText(bytes);
}

const sharePopup = () => page.getByRole('dialog', { name: 'SHARE DEAL SHEET' });
const emailBox = (popup: Locator) => popup.getByRole('group', { name: 'Email Deal Sheet' });

/** Loads the deal page at a section. The id goes unencoded: the app shell (serveStatic) answers 404 to a path with %. */
async function openDeal(section: 'dealsheet' | 'share'): Promise<void> {
  await page.goto(`${app.url}/deal/${deal.id}/${section}`);
  await page
    .getByRole('button', { name: 'PRINT', exact: true })
    .waitFor({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      throw new Error(`The deal page did not show PRINT; it shows: ${(await page.locator('body').innerText()) ?? ''}`, { cause: error });
    });
}

describe('the deal sheet print', () => {
  it('PRINT opens the deal sheet PDF of this opportunity, and a PDF reader finds the customer’s name in it', async () => {
    await openDeal('dealsheet');
    const opened = await keepOpenedLinks(page);
    await page.getByRole('button', { name: 'PRINT', exact: true }).click();
    const url = await waitUntil('the print link', opened);
    const link = new URL(url);
    expect(link.pathname).toBe('/dealsheet/print');
    expect(link.searchParams.get('opportunity_id')).toBe(deal.id);
    expect(link.searchParams.get('trade')).not.toBeNull();
    expect(link.searchParams.get('link')).not.toBeNull();
    const text = await pdfAt(url);
    expect(text).toContain(deal.name);
    expect(text).toContain(deal.vehicle_name);
  });

  it('prints the down payment typed on the desk and the payment the screen shows, with a cost of borrowing of 0 or more', async () => {
    await openDeal('dealsheet');
    await page.getByLabel('Down payment', { exact: true }).fill('2500');
    const payment = page.locator('[data-field="payment"]');
    await payment.waitFor();
    const shown = await payment.textContent();
    const opened = await keepOpenedLinks(page);
    await page.getByRole('button', { name: 'PRINT', exact: true }).click();
    const url = await waitUntil('the print link', opened);
    expect(new URL(url).searchParams.get('upgrade_downpayment')).toBe('2500');
    const text = await pdfAt(url);
    const after = (label: string) => text[text.findIndex((run) => run.startsWith(label)) + 1];
    expect(after('DOWN PAYMENT')).toBe('-$2,500.00');
    expect(after('PAYMENT (')).toBe(shown);
    expect(after('COST OF BORROWING')).toMatch(/^\$[\d,]+\.\d\d$/);
  });
});

describe('the share popup on a deal route', () => {
  beforeAll(async () => {
    await openDeal('share');
    await sharePopup().waitFor();
  });

  it('"Preview Deal Sheet" shows the deal sheet PDF in an embedded frame', async () => {
    const popup = sharePopup();
    await popup.getByRole('button', { name: 'Preview Deal Sheet', exact: true }).click();
    const frame = popup.locator('iframe[title="Deal Sheet Preview"]');
    await frame.waitFor({ state: 'attached' });
    const src = (await frame.getAttribute('src')) ?? '';
    expect(new URL(src).searchParams.get('opportunity_id')).toBe(deal.id);
    expect(await pdfAt(src)).toContain(deal.name);
  });

  it('e-mails the deal sheet to the contact’s address after "Are you sure you want to email this dealsheet?"', async () => {
    const box = emailBox(sharePopup());
    expect(await box.getByLabel('Email', { exact: true }).inputValue()).toBe(customerEmail);
    await box.getByLabel('Email message').fill('Your new vehicle, as we discussed.');
    await box.getByRole('button', { name: 'Email Deal Sheet', exact: true }).click();
    await expect.poll(() => box.locator('.popup-confirm p').textContent()).toBe('Are you sure you want to email this dealsheet?');
    await box.getByRole('button', { name: 'YES, EMAIL', exact: true }).click();
    await expect.poll(() => box.getByRole('status').textContent()).toBe('Successfully Sent!');

    const inbox = (await (await fetch(`${app.url}/inbox/messages?to=${encodeURIComponent(customerEmail)}`)).json()) as { messages: InboxMessage[] };
    const mail = inbox.messages.find((message) => message.text_body.includes('Your new vehicle, as we discussed.'));
    expect(mail?.attachments.map((attachment) => attachment.content_type)).toEqual(['application/pdf']);
    expect(await pdfAt(`${app.url}/inbox/messages/${mail?.id}/attachments/0`)).toContain(deal.name);
  });

  it('says what is wrong with a bad address and sends nothing', async () => {
    const box = emailBox(sharePopup());
    await box.getByLabel('Email', { exact: true }).fill('not-an-address');
    await box.getByRole('button', { name: 'Email Deal Sheet', exact: true }).click();
    await expect.poll(() => box.getByRole('alert').textContent()).toBe('Please ensure you have supplied a valid Email.');
    expect(await box.locator('.popup-confirm').count()).toBe(0);
  });

  it('"Share Sheet" shares the deal sheet with a user after "Are you sure you want to share this deal sheet?"', async () => {
    const popup = sharePopup();
    const [user] = (
      await app.server.deps.db.query<{ doc: DealerUser }>(
        "SELECT doc FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'user' AND doc->>'email' <> 'admin@demo.dealer' AND (doc->>'admin')::int <> 2 ORDER BY id LIMIT 1",
        [cambridge.token],
      )
    ).map((row) => row.doc);
    if (!user) throw new Error('No other user at CAMB01.');
    await popup.getByLabel('User', { exact: true }).selectOption({ label: `${user.first_name} ${user.last_name} (${user.email})` });
    await popup.getByRole('button', { name: 'Share Sheet', exact: true }).click();
    await expect.poll(() => popup.locator('.popup-confirm p').last().textContent()).toBe('Are you sure you want to share this deal sheet?');
    await popup.getByRole('button', { name: 'YES, SHARE', exact: true }).click();
    await expect.poll(() => popup.locator('.share-popup > .form-success').textContent()).toBe('Successfully Sent!');
    const [alert] = await app.server.deps.db.query<{ url: string }>("SELECT url FROM alerts WHERE user_id = $1 AND type = 'share' ORDER BY id DESC LIMIT 1", [
      user.user_id,
    ]);
    expect(alert?.url).toBe(`/deal/${encodeURIComponent(deal.id)}/dealsheet`);
  });
});
