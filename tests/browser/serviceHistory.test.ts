import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '../../domain/customers/customer.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { acknowledgeReleaseNotes, dealerByKey, signIn, waitUntil } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { dollars, repairOrderCells, serviceHistoryOf, type ExpectedRepairOrder } from './support/independentServiceHistory.ts';

let app: BrowserApp;
let page: Page;
let context: BrowserContext;
/** An equity opportunity of Cambridge whose customer has several repair orders, one with a declined line. */
let deal: Opportunity;
/** The deal's customer header as spec 001 §2.4 and docs/decisions.md write it, read from the customers table. */
let header: { number: string; name: string; address: string; contact: Contact };
let history: ExpectedRepairOrder[];
/** Another equity opportunity of Cambridge, of a customer whose history the browser never opened. */
let other: Opportunity;

beforeAll(async () => {
  app = await startBrowserApp();
  const db = app.server.deps.db;
  const cambridge = await dealerByKey(db, 'CAMB01');
  const candidates = await db.query<{ doc: Opportunity }>(
    `SELECT o.doc FROM opportunities o
     WHERE o.dealer = $1 AND NOT o.deleted AND o.doc->>'type' = 'equity'
       AND (SELECT count(*) FROM service s WHERE s.dealer = o.dealer AND s.doc->>'customer_id' = o.doc->>'customer_id' AND NOT s.deleted) >= 2
     ORDER BY o.id LIMIT 40`,
    [cambridge.token],
  );
  for (const { doc } of candidates) {
    const records = await serviceHistoryOf(db, cambridge.token, doc.customer_id);
    if (records.some((record) => record.declined)) {
      deal = doc;
      history = records;
      break;
    }
  }
  const found = candidates.find(({ doc }) => deal && doc.customer_id !== deal.customer_id);
  if (!deal || !found) throw new Error('The demo data has no equity opportunity with a declined repair order line.');
  other = found.doc;
  // Number: its first 8 characters. Name: a business's full name, else first and last. Address: the parts on file,
  // "12 King St, Cambridge, ON N1R 1A1" (the postal code after the province).
  const [row] = await db.query<typeof header>(
    `SELECT left(doc->>'number', 8) AS number,
            CASE WHEN doc->>'type' = 'B' THEN btrim(doc->>'full_name')
                 ELSE concat_ws(' ', nullif(btrim(doc->>'first_name'), ''), nullif(btrim(doc->>'last_name'), '')) END AS name,
            concat_ws(', ', nullif(btrim(doc->>'address'), ''), nullif(btrim(doc->>'city'), ''),
              nullif(concat_ws(' ', nullif(btrim(doc->>'province'), ''), nullif(btrim(doc->>'postal_code'), '')), '')) AS address,
            doc->'contact' AS contact
       FROM customers WHERE dealer = $1 AND id = $2`,
    [cambridge.token, deal.customer_id],
  );
  if (!row) throw new Error('The deal has no customer.');
  header = row;

  ({ page, context } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
});

afterAll(async () => {
  await app?.close();
});

/**
 * Opens a path inside the running app (history API), as a link in the app does. A page load of a deal path would
 * not do: its id is URL-encoded (equity%3AV1) and the server's static handler refuses paths with a percent sign.
 */
async function openInApp(path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const section = () => page.getByRole('region', { name: 'Service history' });
const table = () => section().locator('table.service-table');
const tab = (name: string) => page.getByRole('navigation', { name: 'Deal sections' }).getByRole('link', { name, exact: true });

/**
 * The contact block of the header (spec 001 §2.4, docs/decisions.md "Opt-in display"): a row each for Cell, Home,
 * Work and Email unless nothing is on file, when only its message shows; with something on file but nothing opted
 * in (a phone by can_call, the email by can_email) the rows are followed by "Customer has not Opted-In".
 */
function expectedContacts(contact: Contact): { rows: number; message: string | null } {
  const phones = [contact.cell, contact.home, contact.work].filter((phone) => phone.trim() !== '');
  const email = contact.email.trim() !== '';
  if (phones.length === 0 && !email) return { rows: 0, message: 'Customer has no cell phone, home phone, work phone or email' };
  const optedIn = (phones.length > 0 && contact.can_call === 1) || (email && contact.can_email === 1);
  return { rows: 4, message: optedIn ? null : 'Customer has not Opted-In' };
}

/** The RO numbers of the rows on screen, in order. */
const shownRos = () => table().locator('tr.service-row td:nth-child(3)').allTextContents();

describe('the deal page customer header, service history and activities', () => {
  it('shows the customer header: number cut to 8, name, address, salesperson, chips and contacts', async () => {
    await openInApp(`/deal/${encodeURIComponent(deal.id)}/dealsheet`);
    const shown = page.locator('header.customer-header');
    await expect.poll(() => shown.locator('.customer-number').textContent(), { timeout: 20_000 }).toBe(header.number);
    expect(await shown.getByRole('heading', { level: 1 }).textContent()).toBe(header.name);
    expect(await shown.locator('.customer-address').textContent()).toBe(header.address);
    const current = shown.getByRole('navigation', { name: 'Opportunities' }).locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('UPGRADE');
    expect(await current.getAttribute('href')).toBe(`/deal/${encodeURIComponent(deal.id)}/dealsheet`);
    const contacts = expectedContacts(header.contact);
    if (contacts.message) expect(await shown.locator('.contact-message').textContent()).toBe(contacts.message);
    expect(await shown.locator('.contact-row').count()).toBe(contacts.rows);
    await expect.poll(() => shown.locator('.customer-facts dd').nth(1).textContent()).not.toBe('');
  });

  it('shows the totals and the repair orders newest first, sorts by a header and expands a row to its job lines', async () => {
    await tab('SERVICE').click();
    await expect.poll(() => table().count(), { timeout: 20_000 }).toBe(1);
    // Sums and dollars computed here, not by the app's serviceTotals and formatMoney.
    const sum = (amounts: number[]) => dollars(Math.round(amounts.reduce((total, amount) => total + amount * 100, 0)) / 100);
    expect(await section().locator('.service-totals dd').allTextContents()).toEqual([
      String(history.length),
      sum(history.map((record) => record.total)),
      sum(history.map((record) => record.total_customer)),
      sum(history.map((record) => record.total_warranty)),
    ]);
    expect(await shownRos()).toEqual(history.map((record) => record.ro));

    // By total, ties by the opening time then the id, all in the sort's direction (spec 001 §2.7; written out here).
    const byTotal = (a: ExpectedRepairOrder, b: ExpectedRepairOrder) => a.total - b.total || a.opened_at.localeCompare(b.opened_at) || (a.id < b.id ? -1 : 1);
    const ascending = [...history].sort(byTotal);
    await table().getByRole('button', { name: 'TOTAL' }).click();
    expect(await shownRos()).toEqual([...ascending].reverse().map((record) => record.ro));
    await table().getByRole('button', { name: 'TOTAL' }).click();
    expect(await shownRos()).toEqual(ascending.map((record) => record.ro));

    const declined = history.find((record) => record.declined) as ExpectedRepairOrder;
    await table().getByRole('button', { name: `Job lines of RO ${declined.ro}` }).click();
    const lines = table().locator('.service-lines-row .service-line');
    expect(await lines.count()).toBe(declined.lines.length);
    expect(await table().locator('.service-line.is-declined').count()).toBe(declined.lines.filter(Boolean).length);
    expect(await table().locator('.service-line.is-declined .chip').first().textContent()).toBe('Declined Service');
    const firstCells = await table().locator('tr.service-row').first().locator('td').allTextContents();
    expect(firstCells.slice(1)).toEqual(repairOrderCells(ascending[0] as ExpectedRepairOrder));
  });

  it("lists the customer's activity log under the totals of e-mails, texts, appointments and notes; a note added counts at once", async () => {
    const db = app.server.deps.db;
    const count = async (sql: string) => Number((await db.query<{ n: string }>(sql, [deal.dealer, deal.customer_id]))[0]?.n ?? 0);
    const ofKind = (kind: string) =>
      count(`SELECT count(*) AS n FROM activities WHERE dealer = $1 AND NOT deleted AND doc->>'customer_id' = $2 AND doc->>'subject' = 'customer' AND doc->>'kind' = '${kind}'`);
    const appointments = await count(`SELECT count(*) AS n FROM appointments WHERE dealer = $1 AND NOT deleted AND doc->>'customer_id' = $2`);
    const sales = await count(`SELECT count(*) AS n FROM deals WHERE dealer = $1 AND NOT deleted AND doc->>'customer_id' = $2`);
    const records = await count(`SELECT count(*) AS n FROM activities WHERE dealer = $1 AND NOT deleted AND doc->>'customer_id' = $2 AND doc->>'subject' = 'customer'`);
    const expected = { EMAIL: await ofKind('email'), TEXT: await ofKind('text'), APPOINTMENTS: appointments, NOTES: await ofKind('note') };

    await tab('ACTIVITIES').click();
    const activities = page.getByRole('region', { name: 'Activities' });
    await activities.waitFor();
    const totals = async () =>
      Object.fromEntries(
        await activities.locator('.activity-totals > div').evaluateAll((items) => items.map((item) => [item.querySelector('dt')?.textContent, Number(item.querySelector('dd')?.textContent)])),
      );
    await expect.poll(totals, { timeout: 20_000 }).toEqual(expected);
    const rows = appointments + sales + records;
    if (rows === 0) expect(await activities.getByText('No recent activity for this customer', { exact: true }).count()).toBe(1);
    else await expect.poll(() => activities.locator('tr.activity-row').count()).toBe(rows);

    await page.getByRole('button', { name: 'MANAGE' }).click();
    await page.getByRole('menuitem', { name: 'Attach Note' }).click();
    await page.getByRole('textbox', { name: 'Note' }).fill('Asked about the trade-in value');
    await page.getByRole('button', { name: 'SAVE NOTE' }).click();
    await expect.poll(totals).toEqual({ ...expected, NOTES: expected.NOTES + 1 });
    await expect.poll(() => activities.locator('tr.activity-row.is-note').filter({ hasText: 'Asked about the trade-in value' }).count()).toBe(1);
  });

  it('off line, answers the copy saved on the device, and says so when none is saved', async () => {
    // The spec leaves this message to us; docs/decisions.md "Service history from the server, saved on the device".
    const OFFLINE_MESSAGE = 'The service history cannot be loaded while off line, and no copy of it is saved on this device yet.';
    await app.setOffline(context, true);
    await tab('SERVICE').click();
    await expect.poll(() => section().locator('.service-history-saved').textContent(), { timeout: 20_000 }).toContain('copy saved on');
    expect(await shownRos()).toEqual(history.map((record) => record.ro));

    await openInApp(`/deal/${encodeURIComponent(other.id)}/service`);
    await waitUntil('the offline message', async () =>
      (await section().getByRole('alert').textContent().catch(() => null)) === OFFLINE_MESSAGE ? true : undefined,
    );
    await app.setOffline(context, false);
  });
});
