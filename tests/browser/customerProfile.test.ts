import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSettings } from '../../sync-server/opportunities/loadMiningInput.ts';
import { BROWSER_TIME_ZONE, startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, dealerByKey, signIn, syncIndicator, type DealerRecord } from './support/appPages.ts';

type CustomerRow = { id: string; first_name: string; last_name: string; email: string };

let app: BrowserApp;
let context: BrowserContext;
let page: Page;
let cambridge: DealerRecord;
let customer: CustomerRow;

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  // An active individual with a position on file and an e-mail, in id order: the same customer on every run.
  [customer] = await app.server.deps.db.query<CustomerRow>(
    `SELECT id, doc->>'first_name' AS first_name, doc->>'last_name' AS last_name, doc->'contact'->>'email' AS email
     FROM customers WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'I' AND doc->>'deleted_at' IS NULL
       AND doc->>'latitude' IS NOT NULL AND doc->'contact'->>'email' <> '' ORDER BY id LIMIT 1`,
    [cambridge.token],
  ) as [CustomerRow];
  ({ context, page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.close();
});

const profileUrl = (section = 'overview') => `${app.url}/customer/${customer.id}/${section}`;

async function manage(entry: string): Promise<void> {
  await page.getByRole('button', { name: 'MANAGE' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** The note events the server recorded for the customer, in order, and whether each note is live there. */
async function serverNotes(): Promise<{ type: string; note: string | null; live: boolean }[]> {
  return app.server.deps.db.query<{ type: string; note: string | null; live: boolean }>(
    `SELECT e.type, e.payload->>'note' AS note, COALESCE(NOT a.deleted, false) AS live
     FROM events e LEFT JOIN activities a ON a.dealer = e.dealer AND a.id = e.payload->>'id'
     WHERE e.dealer = $1 AND e.type LIKE 'customer.note%' AND e.payload->>'customer_id' = $2 ORDER BY e.seq`,
    [cambridge.token, customer.id],
  );
}

async function serverCustomer(): Promise<{ cell: string; status: number; deleted_at: string | null }> {
  const [row] = await app.server.deps.db.query<{ cell: string; status: number; deleted_at: string | null }>(
    `SELECT doc->'contact'->>'cell' AS cell, (doc->>'status')::int AS status, doc->>'deleted_at' AS deleted_at FROM customers WHERE dealer = $1 AND id = $2`,
    [cambridge.token, customer.id],
  );
  return row!;
}

async function formAlert(): Promise<string | null> {
  const dialog = page.getByRole('dialog', { name: 'Please check the form' });
  await dialog.waitFor();
  const text = await dialog.getByRole('alert').textContent();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

const notesPanel = (): Locator => page.getByRole('region', { name: 'Notes' });

describe('customer profile', () => {
  it('opens from its link with the header, the sections and a map with the dealer and the customer', async () => {
    await page.goto(profileUrl());
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(`${customer.first_name} ${customer.last_name}`);
    for (const tab of ['OVERVIEW', 'SERVICE HISTORY', 'ACTIVITY', 'EDIT CUSTOMER']) {
      expect(await page.getByRole('navigation', { name: 'Customer sections' }).getByRole('link', { name: tab }).getAttribute('href')).toMatch(/^\/customer\//);
    }
    const map = page.getByRole('region', { name: 'Customer location' });
    await map.locator('path.map-marker.is-person').waitFor();
    expect(await map.locator('path.map-marker').count()).toBe(2);
    expect(await map.locator('.leaflet-tooltip').allTextContents()).toEqual(expect.arrayContaining([`${customer.last_name}, ${customer.first_name}`, cambridge.name]));
    await notesPanel().getByText('No notes added for this customer').waitFor();
  });

  it('shows when the customer was last updated in the dealer\'s time zone, not the browser\'s', async () => {
    const zone = (await loadDealerSettings(app.server.deps.db, cambridge.token)).config.dealer_timezone;
    expect(zone).not.toBe(BROWSER_TIME_ZONE);
    const [row] = await app.server.deps.db.query<{ shown: string }>(
      `SELECT to_char((doc->>'updated_at')::timestamptz AT TIME ZONE $3, 'YYYY-MM-DD HH24:MI') AS shown FROM customers WHERE dealer = $1 AND id = $2`,
      [cambridge.token, customer.id, zone],
    );
    await page.goto(profileUrl());
    const updated = page.locator('.customer-facts > div').filter({ has: page.getByText('Last updated', { exact: true }) }).locator('dd');
    await expect.poll(() => updated.textContent(), { timeout: 20_000 }).toBe(row?.shown);
  });

  it('adds a note and deletes it while offline; both reach the server after the reconnect', async () => {
    await app.setOffline(context, true);
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Offline');
    await manage('Attach Note');
    const popup = page.getByRole('dialog', { name: 'Attach Note' });
    await popup.getByRole('button', { name: 'SAVE NOTE' }).click();
    await expect.poll(() => popup.getByRole('alert').textContent()).toBe('Please write a note.');
    await popup.getByLabel('Note').fill('Asked for a trade-in figure on the RAV4.');
    await popup.getByRole('button', { name: 'SAVE NOTE' }).click();
    await popup.waitFor({ state: 'detached' });
    await notesPanel().getByText('Asked for a trade-in figure on the RAV4.').waitFor();

    await notesPanel().getByRole('button', { name: /^Delete the note/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Note' });
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to delete this note?');
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await notesPanel().getByText('No notes added for this customer').waitFor();
    expect(await serverNotes()).toEqual([]);

    await app.setOffline(context, false);
    await expect.poll(() => serverNotes(), { timeout: 20_000 }).toEqual([
      { type: 'customer.note_saved', note: 'Asked for a trade-in figure on the RAV4.', live: false },
      { type: 'customer.note_deleted', note: null, live: false },
    ]);
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Synced');
  });

  it('refuses each broken rule of the edit form with its message, then saves valid data', async () => {
    await page.getByRole('link', { name: 'EDIT CUSTOMER' }).click();
    const form = page.getByRole('region', { name: 'Edit customer' });
    const update = form.getByRole('button', { name: 'UPDATE CUSTOMER' });
    const cases: [string, string, string][] = [
      ['First name', '', 'Please ensure you have supplied a Customer name.'],
      ['Home phone', '519555', 'The Home Phone field must be numeric and exactly contain 10 digits.'],
      ['Cell phone', '51955', 'The Cell Phone field must be numeric and exactly contain 10 digits.'],
      ['Work phone', '5', 'The Work Phone field must be numeric and exactly contain 10 digits.'],
      ['Email', 'not-an-address', 'Please ensure you have supplied a valid Email.'],
    ];
    for (const [label, bad, message] of cases) {
      const field = form.getByLabel(label, { exact: true });
      const before = await field.inputValue();
      await field.fill(bad);
      await update.click();
      expect(await formAlert()).toBe(message);
      await field.fill(before);
    }
    // A contact rule cannot be switched on without its field: the toggle is disabled.
    await form.getByLabel('Work phone', { exact: true }).fill('');
    await form.getByLabel('Home phone', { exact: true }).fill('');
    await form.getByLabel('Cell phone', { exact: true }).fill('');
    expect(await form.getByRole('switch', { name: 'TEXT' }).isDisabled()).toBe(true);
    expect(await form.getByRole('switch', { name: 'CALL' }).isDisabled()).toBe(true);

    await form.getByLabel('Cell phone', { exact: true }).fill('(519) 555-0199');
    expect(await form.getByLabel('Cell phone', { exact: true }).inputValue()).toBe('5195550199');
    await form.getByLabel('Status').selectOption({ label: 'Do Not Call' });
    await update.click();
    const confirm = page.getByRole('dialog', { name: 'Update Customer' });
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to update this customer?');
    await confirm.getByRole('button', { name: 'YES' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect.poll(() => success.textContent()).toContain(`The customer ${customer.last_name}, ${customer.first_name} was updated successfully.`);
    await success.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await page.waitForURL(profileUrl());
    await expect.poll(() => serverCustomer(), { timeout: 20_000 }).toMatchObject({ cell: '5195550199', status: 2 });
    // The header reads the saved digits as a number that calls: (519) 555-0199, tel:+15195550199.
    const cell = page.locator('.customer-contacts').getByRole('link', { name: '(519) 555-0199', exact: true });
    await cell.waitFor();
    expect(await cell.getAttribute('href')).toBe('tel:+15195550199');
  });

  it('marks the customer inactive: the entries an inactive customer cannot use are disabled; then active again', async () => {
    await manage('Mark Inactive');
    const confirm = page.getByRole('dialog', { name: 'Mark Inactive' });
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to mark this customer inactive?');
    await confirm.getByRole('button', { name: 'YES' }).click();
    await page.getByRole('status').getByText('INACTIVE').waitFor();
    await page.getByRole('button', { name: 'MANAGE' }).click();
    const menu = page.getByRole('menu', { name: 'Manage' });
    expect(await menu.getByRole('menuitem', { name: /^Attach Note/ }).getAttribute('aria-disabled')).toBe('true');
    expect(await menu.getByRole('menuitem', { name: /^Update Salesperson/ }).getAttribute('aria-disabled')).toBe('true');
    expect(await menu.getByRole('menuitem', { name: /^Send Opt-In/ }).getAttribute('aria-disabled')).toBe('true');
    expect(await menu.getByRole('menuitem', { name: /^Add Vehicle/ }).getAttribute('aria-disabled')).toBe('false');
    await expect.poll(() => serverCustomer().then((row) => row.deleted_at !== null), { timeout: 20_000 }).toBe(true);
    await menu.getByRole('menuitem', { name: 'Mark Active' }).click();
    await page.getByRole('dialog', { name: 'Mark Active' }).getByRole('button', { name: 'YES' }).click();
    await page.getByRole('status').getByText('INACTIVE').waitFor({ state: 'detached' });
    await expect.poll(() => serverCustomer().then((row) => row.deleted_at), { timeout: 20_000 }).toBeNull();
  });

  it('sends an opt-in e-mail; the activity shows it, and its link allows e-mail', async () => {
    await manage('Send Opt-In');
    const popup = page.getByRole('dialog', { name: 'Send Opt-In' });
    await expect.poll(() => popup.textContent()).toContain('Are you sure you want to send an opt-in?');
    await popup.getByRole('button', { name: 'SEND' }).click();
    await expect.poll(() => popup.getByRole('status').textContent(), { timeout: 20_000 }).toBe('The opt-in e-mail was sent.');
    await popup.getByRole('button', { name: 'CLOSE', exact: true }).click();
    const [mail] = await app.server.deps.db.query<{ text_body: string }>('SELECT text_body FROM local_mail WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [customer.email]);
    const link = /(https?:\/\/\S+\/optin\/\S+)/.exec(mail?.text_body ?? '')?.[1];
    expect(link).toBeDefined();
    const answer = await fetch(link!);
    expect(answer.status).toBe(200);
    await page.getByRole('link', { name: 'ACTIVITY' }).click();
    const activity = page.getByRole('table', { name: 'Activity' });
    await activity.getByText(`Opt-in e-mail sent to ${customer.email}`).waitFor();
    await activity.getByText(`Opted in to e-mail at ${customer.email}`).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'OVERVIEW' }).click();
  });

  it('adds a vehicle by its VIN, decoded without an outside service', async () => {
    await manage('Add Vehicle');
    const popup = page.getByRole('dialog', { name: 'Add Vehicle' });
    await popup.getByLabel('VIN').fill('1HGCM82633A004353');
    await popup.getByRole('button', { name: 'DECODE' }).click();
    await expect.poll(() => popup.getByRole('alert').first().textContent()).toBe('This VIN is not valid: its check digit does not match.');
    await popup.getByLabel('VIN').fill('1hgcm82633a004352');
    await popup.getByRole('button', { name: 'DECODE' }).click();
    await expect.poll(() => popup.getByLabel('Year').inputValue()).toBe('2003');
    expect(await popup.getByLabel('Make').inputValue()).toBe('Honda');
    await popup.getByRole('button', { name: 'ADD VEHICLE' }).click();
    await expect.poll(() => popup.getByRole('alert').first().textContent()).toBe("Please enter the vehicle's model.");
    await popup.getByLabel('Model').fill('Accord');
    await popup.getByLabel('Trim').fill('EX');
    await popup.getByRole('button', { name: 'ADD VEHICLE' }).click();
    await popup.waitFor({ state: 'detached' });
    const vehicles = page.getByRole('region', { name: 'Owned vehicles' });
    await vehicles.getByText('2003 Honda Accord EX').waitFor();
    await vehicles.getByText('1HGCM82633A004352').waitFor();
    await expect
      .poll(async () => (await app.server.deps.db.query(`SELECT 1 FROM vehicles WHERE dealer = $1 AND doc->>'customer_id' = $2 AND doc->>'vin' = '1HGCM82633A004352'`, [cambridge.token, customer.id])).length, { timeout: 20_000 })
      .toBe(1);
  });

  it('removes that vehicle from the edit form\'s vehicles panel after a confirmation', async () => {
    await page.getByRole('link', { name: 'EDIT CUSTOMER' }).click();
    const panel = page.getByRole('region', { name: 'Vehicles' });
    await panel.getByRole('button', { name: 'Remove the 2003 Honda Accord EX' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Vehicle' });
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to remove the 2003 Honda Accord EX from this customer?');
    await confirm.getByRole('button', { name: 'REMOVE' }).click();
    await panel.getByText('2003 Honda Accord EX', { exact: true }).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await app.server.deps.db.query<{ deleted: boolean }>(`SELECT deleted FROM vehicles WHERE dealer = $1 AND doc->>'vin' = '1HGCM82633A004352'`, [cambridge.token])).map((row) => row.deleted), { timeout: 20_000 })
      .toEqual([true]);
  });

  it('the deal page has the same MANAGE menu, and its EDIT CUSTOMER comes back to the deal sheet', async () => {
    const [row] = await app.server.deps.db.query<{ id: string; customer_id: string }>(
      `SELECT o.id, o.doc->>'customer_id' AS customer_id FROM opportunities o JOIN customers c ON c.dealer = o.dealer AND c.id = o.doc->>'customer_id'
       WHERE o.dealer = $1 AND NOT o.deleted AND o.doc->>'type' = 'equity' AND c.doc->>'deleted_at' IS NULL ORDER BY o.id LIMIT 1`,
      [cambridge.token],
    );
    const dealSheet = `${app.url}/deal/${encodeURIComponent(row!.id)}/dealsheet`;
    await page.goto(dealSheet);
    await page.getByRole('button', { name: 'MANAGE' }).click();
    const entries = await page.getByRole('menu', { name: 'Manage' }).getByRole('menuitem').allTextContents();
    expect(entries.map((entry) => entry.replace(/Inactive customers.*|This customer has no email.*/, ''))).toEqual([
      'Book Appointment', 'Send Opt-In', 'Attach Note', 'Send Email', 'Add Vehicle', 'Update Salesperson', 'Share Customer', 'Mark Inactive',
    ]);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('heading', { level: 1 }).getByRole('link').getAttribute('href')).toBe(`/customer/${row!.customer_id}/overview`);
    await page.getByRole('link', { name: 'EDIT CUSTOMER' }).click();
    await page.getByRole('region', { name: 'Edit customer' }).getByRole('button', { name: 'UPDATE CUSTOMER' }).click();
    await page.getByRole('dialog', { name: 'Update Customer' }).getByRole('button', { name: 'YES' }).click();
    await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'CLOSE', exact: true }).click();
    await page.waitForURL(dealSheet);
  });
});
