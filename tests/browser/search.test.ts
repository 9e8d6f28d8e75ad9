import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeReleaseNotes, dealerByKey, LANDING_PATH, signIn, syncIndicator, type DealerRecord } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { virtualTableRows } from './support/virtualTableRows.ts';
import { receiveAdfLead } from './support/leadIntake.ts';
import { TYPE_LABELS } from './support/typeLabels.ts';

type Contact = { cell: string; home: string; work: string };
type CustomerDoc = {
  id: string;
  number: string;
  type: 'I' | 'B';
  first_name: string;
  last_name: string;
  full_name: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  distance: number | null;
  contact: Contact;
};
type OpportunityDoc = { id: string; type: string; name: string; vehicle_name: string; customer_id: string };
type StockDoc = { id: string; stock: string; stock_type: string; vin: string; year: number; make: string; model: string; trim: string; engine: string; price: number; kilometres: number };

let app: BrowserApp;
let context: BrowserContext;
let page: Page;
let cambridge: DealerRecord;
let prospectId: string;

/** A lead from a listing site: it makes the prospect Priya Raman at Cambridge. */
const ADF = `<?xml version="1.0"?>
<?adf version="1.0"?>
<adf><prospect status="new">
  <requestdate>2026-11-24T10:15:00-05:00</requestdate>
  <vehicle interest="buy" status="used"><year>2021</year><make>Honda</make><model>Civic</model></vehicle>
  <customer><contact>
    <name part="first">Priya</name><name part="last">Raman</name>
    <email>priya.raman@example.com</email>
    <phone type="voice">416-555-0142</phone>
  </contact></customer>
</prospect></adf>`;

/** The opportunity types in the order the search lists one customer's (spec 001 §2.2's order). */
const TYPE_ORDER = ['equity', 'appt', 'leasing', 'warranty', 'cash', 'conquest', 'nonprime', 'service'];

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  prospectId = await receiveAdfLead(app, ADF);
  ({ context, page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.setOffline(context, false).catch(() => undefined);
  await app?.close();
});

const db = () => app.server.deps.db;

/** Lower case without the accents the demo's names carry: SQL's own take on the search's normalising. */
const plain = (text: string) => `translate(lower(${text}), 'àâäéèêëîïôöùûüç', 'aaaeeeeiioouuuc')`;
const SORT_NAME = plain(
  "CASE WHEN doc->>'type' = 'B' THEN doc->>'full_name' ELSE concat_ws(', ', nullif(doc->>'last_name', ''), nullif(doc->>'first_name', '')) END",
);
const NAME_WORDS = `regexp_split_to_array(replace(${plain("concat_ws(' ', doc->>'first_name', doc->>'last_name', doc->>'full_name')")}, '''', ''), '[^a-z0-9]+')`;

/** The dealer's customers with a name word beginning with `word`, the same word first, then by list name, by SQL. */
async function customersNamed(word: string): Promise<CustomerDoc[]> {
  const rows = await db().query<{ doc: CustomerDoc }>(
    `SELECT doc FROM (SELECT id, doc, ${NAME_WORDS} AS words, ${SORT_NAME} AS sort_name FROM customers WHERE dealer = $1 AND NOT deleted) named
     WHERE EXISTS (SELECT 1 FROM unnest(words) AS w WHERE w LIKE $2 || '%')
     ORDER BY NOT ($2 = ANY(words)), sort_name COLLATE "C", id COLLATE "C"`,
    [cambridge.token, word],
  );
  return rows.map((row) => row.doc);
}

/** The dealer's customers with a phone holding these digits, those where a phone begins with them first, by SQL. */
async function customersByPhone(digits: string): Promise<CustomerDoc[]> {
  const phones = (pattern: string) => `EXISTS (
    SELECT 1 FROM jsonb_each_text(doc->'contact') AS phone(kind, number)
    WHERE kind IN ('cell', 'home', 'work') AND regexp_replace(number, '\\D', '', 'g') LIKE ${pattern})`;
  const rows = await db().query<{ doc: CustomerDoc }>(
    `SELECT doc FROM customers WHERE dealer = $1 AND NOT deleted AND ${phones("'%' || $2 || '%'")}
     ORDER BY NOT ${phones("$2 || '%'")}, ${SORT_NAME} COLLATE "C", id COLLATE "C"`,
    [cambridge.token, digits],
  );
  return rows.map((row) => row.doc);
}

/** The opportunities of these customers, customer by customer, each one's in type order. */
async function opportunitiesOf(customers: CustomerDoc[]): Promise<OpportunityDoc[]> {
  const rows = await db().query<{ doc: OpportunityDoc }>("SELECT doc FROM opportunities WHERE dealer = $1 AND NOT deleted AND doc->>'customer_id' = ANY($2)", [
    cambridge.token,
    customers.map((customer) => customer.id),
  ]);
  const at = new Map(customers.map((customer, index) => [customer.id, index]));
  return rows
    .map((row) => row.doc)
    .sort((a, b) => (at.get(a.customer_id) ?? 0) - (at.get(b.customer_id) ?? 0) || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || (a.id < b.id ? -1 : 1));
}

/** A customer row's cells as the spec lists them: TYPE, NO., NAME, ADDRESS (province in capitals), POSTAL, PHONE, DISTANCE. */
function customerCells(doc: CustomerDoc): string[] {
  const individual = doc.type === 'I';
  const name = individual ? [doc.last_name, doc.first_name].filter(Boolean).join(', ') : doc.full_name;
  const street = [doc.address, doc.city].filter(Boolean).join(', ');
  const distance = doc.distance === null ? '' : `${Math.ceil(doc.distance).toLocaleString('en-US')} KM`;
  return [
    individual ? 'Individual' : 'Business',
    doc.number.slice(0, 8),
    name,
    `${street} ${doc.province.toUpperCase()}`.trim(),
    doc.postal_code,
    doc.contact.cell || doc.contact.home || doc.contact.work,
    distance,
  ];
}

const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A vehicle row's cells: TYPE, STOCK, VIN, YEAR, MAKE, MODEL, TRIM, ENGINE, PRICE, MILEAGE in KM. */
function vehicleCells(doc: StockDoc): string[] {
  return [doc.stock_type.toUpperCase(), doc.stock, doc.vin, String(doc.year), doc.make, doc.model, doc.trim, doc.engine, money(doc.price), `${doc.kilometres.toLocaleString('en-US')} KM`];
}

const searchBox = () => page.getByRole('banner').getByRole('searchbox', { name: 'Search', exact: true });
const results = (tab: string) => page.getByRole('table', { name: `${tab} results`, exact: true });
const tabs = () => page.getByRole('navigation', { name: 'Search results' });
const query = () => Object.fromEntries(new URL(page.url()).searchParams);

/** Types a term into the header's box, as a user does, and waits for the search screen on it. */
async function typeSearch(term: string): Promise<void> {
  await searchBox().fill('');
  await searchBox().pressSequentially(term);
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('term') === term.trim());
}

/** Every row of a tab's table, read while scrolling; undefined while rows load. */
const shownRows = (table: Locator) => virtualTableRows(page, table);

/** The count each tab shows. */
async function tabCounts(): Promise<Record<string, string>> {
  const links = await tabs().getByRole('link').evaluateAll((elements) =>
    elements.map((link) => [link.firstChild?.textContent ?? '', link.querySelector('.tab-count')?.textContent ?? '']),
  );
  return Object.fromEntries(links);
}

describe('the global search', () => {
  it('shows the error state under 2 characters and searches nothing', async () => {
    await expect(searchBox().getAttribute('placeholder')).resolves.toBe('Search (Name, Phone, VIN)');
    await searchBox().fill('c');
    await expect.poll(() => searchBox().getAttribute('aria-invalid')).toBe('true');
    await expect(page.getByRole('banner').getByRole('alert').textContent()).resolves.toBe('Please enter at least 2 characters to search.');
    await searchBox().press('Enter');
    expect(new URL(page.url()).pathname).toBe(LANDING_PATH);
    await searchBox().fill('');
    await expect.poll(() => searchBox().getAttribute('aria-invalid')).toBe('false');
  });

  it('finds customers by name as the user types, accents ignored, with every tab’s count', async () => {
    const expected = await customersNamed('cote');
    expect(expected.length).toBeGreaterThan(0);
    await typeSearch('Cote');
    await expect.poll(query).toEqual({ term: 'Cote', tab: 'customer', page: '1' });
    await expect.poll(() => shownRows(results('Customer')), { timeout: 20_000 }).toEqual(expected.map(customerCells));
    const opportunities = await opportunitiesOf(expected);
    await expect.poll(tabCounts).toEqual({ Opportunity: String(opportunities.length), Customer: String(expected.length), Prospect: '0', Vehicle: '0' });
  });

  it('forgives a typo in a name: Thompsn finds the Thompsons', async () => {
    const expected = await customersNamed('thompson');
    expect(expected.length).toBeGreaterThan(0);
    await typeSearch('Thompsn');
    await expect.poll(() => shownRows(results('Customer')), { timeout: 20_000 }).toEqual(expected.map(customerCells));
  });

  it('finds phones by their digits, however they are typed', async () => {
    const [someone] = await db().query<{ cell: string }>(
      "SELECT doc->'contact'->>'cell' AS cell FROM customers WHERE dealer = $1 AND NOT deleted AND doc->'contact'->>'cell' <> '' ORDER BY id LIMIT 1",
      [cambridge.token],
    );
    const digits = someone!.cell.replace(/\D/g, '').slice(0, 8);
    const expected = await customersByPhone(digits);
    await typeSearch(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    await expect.poll(() => shownRows(results('Customer')), { timeout: 20_000 }).toEqual(expected.map(customerCells));
  });

  it('finds prospects, whose rows lead to the leads route', async () => {
    await typeSearch('Raman');
    await expect.poll(tabCounts).toMatchObject({ Prospect: '1' });
    await tabs().getByRole('link', { name: /^Prospect/ }).click();
    await expect.poll(query).toEqual({ term: 'Raman', tab: 'prospect', page: '1' });
    const table = results('Prospect');
    const [prospect] = await db().query<{ number: string }>("SELECT doc->>'number' AS number FROM prospects WHERE dealer = $1 AND id = $2", [cambridge.token, prospectId]);
    await expect.poll(() => shownRows(table), { timeout: 20_000 }).toEqual([['Prospect', prospect!.number.slice(0, 8), 'Raman, Priya', '', '', '4165550142', '']]);
    await table.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `/leads/${prospectId}`);
  });

  it('opens a tab and a new term on page 1, scrolls ?page=3 to row 31, and its rows are links', async () => {
    const customers = await customersNamed('ma');
    const opportunities = await opportunitiesOf(customers);
    expect(opportunities.length).toBeGreaterThan(45);
    await typeSearch('ma');
    await tabs().getByRole('link', { name: /^Opportunity/ }).click();
    await expect.poll(query).toEqual({ term: 'ma', tab: 'opportunity', page: '1' });
    const table = results('Opportunity');
    await expect
      .poll(async () => (await shownRows(table))?.map((cells) => cells.slice(1, 3)), { timeout: 20_000 })
      .toEqual(opportunities.map((row) => [`${row.name} ${TYPE_LABELS[row.type]}`, row.vehicle_name]));
    // The first row links to its deal sheet (a service row to its customer). Two customers of the same name may hold
    // rows that look the same, in either order: the link is one of theirs.
    const first = opportunities[0]!;
    const hrefOf = (row: OpportunityDoc) => (row.type === 'service' ? `/customer/${row.customer_id}/overview` : `/deal/${encodeURIComponent(row.id)}/dealsheet`);
    const lookAlikes = opportunities.filter((row) => row.name === first.name && row.type === first.type && row.vehicle_name === first.vehicle_name);
    // The row at the top of the table (aria-rowindex 2: the header is 1), not the first link in the DOM: a virtual
    // table reuses its row elements, so their order in the DOM is not the order on screen.
    const topRow = table.locator('[role="row"][aria-rowindex="2"]');
    expect(lookAlikes.map(hrefOf)).toContain(await topRow.getByRole('link').first().getAttribute('href'));

    await page.goto(`${app.url}/search?term=ma&tab=opportunity&page=3`);
    await expect.poll(() => page.locator('.list-range').textContent(), { timeout: 20_000 }).toMatch(new RegExp(`^31 - \\d+ of ${opportunities.length}$`));
    await tabs().getByRole('link', { name: /^Customer/ }).click();
    await expect.poll(query).toEqual({ term: 'ma', tab: 'customer', page: '1' });

    await page.goto(`${app.url}/search?term=ma&tab=opportunity&page=3`);
    await expect.poll(() => searchBox().inputValue()).toBe('ma');
    await typeSearch('mar');
    await expect.poll(query).toEqual({ term: 'mar', tab: 'customer', page: '1' });
    const named = await customersNamed('mar');
    await expect.poll(() => shownRows(results('Customer')), { timeout: 20_000 }).toEqual(named.map(customerCells));
    await results('Customer').locator('[role="row"][aria-rowindex="2"]').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `/customer/${named[0]!.id}/overview`);
  });

  it('takes 17 characters for a VIN: the vehicle in stock on the Vehicle tab, the owner and opportunities of an owned one', async () => {
    const [inStock] = await db().query<{ doc: StockDoc }>(
      "SELECT doc FROM inventory WHERE dealer = $1 AND NOT deleted AND doc->>'deleted_at' IS NULL ORDER BY id LIMIT 1",
      [cambridge.token],
    );
    const vehicle = inStock!.doc;
    await typeSearch(vehicle.vin.toLowerCase());
    await expect.poll(query).toEqual({ term: vehicle.vin.toLowerCase(), tab: 'vehicle', page: '1' });
    const table = results('Vehicle');
    await expect.poll(() => shownRows(table), { timeout: 20_000 }).toEqual([vehicleCells(vehicle)]);
    await expect(table.getByRole('link').first().getAttribute('href')).resolves.toBe(`/vehicle/${encodeURIComponent(vehicle.id)}`);

    const [owned] = await db().query<{ vin: string; opportunities: number }>(
      `SELECT upper(v.doc->>'vin') AS vin, count(o.id)::int AS opportunities
       FROM vehicles v JOIN opportunities o ON o.dealer = v.dealer AND o.doc->>'vehicle_id' = v.id AND NOT o.deleted
       WHERE v.dealer = $1 AND NOT v.deleted GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
      [cambridge.token],
    );
    const [owners] = await db().query<{ n: number }>(
      "SELECT count(DISTINCT doc->>'customer_id')::int AS n FROM vehicles WHERE dealer = $1 AND NOT deleted AND upper(doc->>'vin') = $2",
      [cambridge.token, owned!.vin],
    );
    const [stocked] = await db().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM inventory WHERE dealer = $1 AND NOT deleted AND doc->>'deleted_at' IS NULL AND upper(doc->>'vin') = $2",
      [cambridge.token, owned!.vin],
    );
    await typeSearch(owned!.vin);
    await expect.poll(tabCounts).toEqual({ Opportunity: String(owned!.opportunities), Customer: String(owners!.n), Prospect: '0', Vehicle: String(stocked!.n) });
  });

  it('answers off line from the local data', async () => {
    const expected = await customersNamed('smith');
    await app.setOffline(context, true);
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Offline');
    await typeSearch('Smith');
    await expect.poll(() => shownRows(results('Customer')), { timeout: 20_000 }).toEqual(expected.map(customerCells));
    await app.setOffline(context, false);
  });
});
