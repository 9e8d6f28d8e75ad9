import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { ONTARIO_TIME_ZONE, acknowledgeReleaseNotes, dealerByKey, signIn, syncIndicator, type DealerRecord } from './support/appPages.ts';
import { bookingForm, dayAt } from './support/calendarPages.ts';
import { readablePhone } from './support/phoneLayout.ts';

type Account = { id: number; token: string; phone: string; created_at: string };

let app: BrowserApp;
let page: Page;
let cambridge: DealerRecord;
let ryan: Account;
let dana: Account;

/** A demo account as Cambridge Toyota's user document has it (the page reads that document). */
async function account(email: string): Promise<Account> {
  const [row] = await app.server.deps.db.query<Account>(
    `SELECT (doc->>'user_id')::int AS id, doc->>'token' AS token, doc->>'phone' AS phone, doc->>'created_at' AS created_at
     FROM refs WHERE dealer = $1 AND doc->>'kind' = 'user' AND doc->>'email' = $2`,
    [cambridge.token, email],
  );
  if (!row) throw new Error(`No demo account ${email} at Cambridge Toyota.`);
  return row;
}

/** "2026-11-20 10:05": an instant's day and minute at Cambridge Toyota (America/Toronto), as the page should show it. */
function torontoText(instant: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ONTARIO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(Date.parse(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The profile's terms and their values, in order. */
async function profile(section: Locator): Promise<Record<string, string>> {
  const terms = await section.locator('dl.profile > dt').allTextContents();
  const values = await section.locator('dl.profile > dd').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  ryan = await account('sales@demo.dealer');
  dana = await account('admin@demo.dealer');
  ({ page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.close();
});

describe('user pages', () => {
  it("shows another user of the dealer: Ryan Mitchell's profile, his customers and an event booked for him", async () => {
    const day = dayAt(ONTARIO_TIME_ZONE, 2);
    await page.getByRole('banner').getByRole('button', { name: 'ADD' }).click();
    await page.getByRole('menuitem', { name: 'Add Event' }).click();
    const form = bookingForm(page, 'Add Event');
    await form.getByLabel('Date').fill(day);
    await form.getByLabel('Time').selectOption({ label: '10:00 AM' });
    await form.getByLabel('User').selectOption({ label: 'Ryan Mitchell (sales@demo.dealer)' });
    await form.getByLabel('Note').fill('Lot walk with Ryan');
    await form.getByRole('button', { name: 'ADD EVENT' }).click();
    const success = page.getByRole('dialog', { name: 'Success: The appointment was created successfully' });
    await success.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/calendar');

    await page.goto(`${app.url}/users/active`);
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByRole('link', { name: 'Ryan Mitchell' }).click();
    await page.waitForURL((url) => url.pathname === `/user/${ryan.token}`);

    const section = page.getByRole('region', { name: 'User Ryan Mitchell' });
    await section.getByRole('heading', { name: 'Ryan Mitchell', level: 1 }).waitFor();
    const [{ assigned }] = (await app.server.deps.db.query<{ assigned: number }>(
      `SELECT count(*)::int AS assigned FROM customers
       WHERE dealer = $1 AND NOT deleted AND (doc->>'user_id')::int = $2 AND doc->>'deleted_at' IS NULL`,
      [cambridge.token, ryan.id],
    )) as [{ assigned: number }];
    expect(assigned).toBeGreaterThan(0);
    await expect.poll(() => section.locator('dl.profile > dd').last().textContent()).toBe(`${assigned.toLocaleString('en-US')} assigned`);
    expect(await profile(section)).toEqual({
      Name: 'Ryan Mitchell',
      Email: 'sales@demo.dealer',
      Phone: `${readablePhone(ryan.phone)}TEXT`,
      Role: 'Salesperson',
      Type: 'Standard User',
      'Member since': torontoText(ryan.created_at).slice(0, 10),
      Customers: `${assigned.toLocaleString('en-US')} assigned`,
    });
    // The phone calls, TEXT beside it writes a text, the e-mail writes an e-mail.
    expect(await section.getByRole('link', { name: readablePhone(ryan.phone), exact: true }).getAttribute('href')).toBe(`tel:+1${ryan.phone}`);
    expect(await section.getByRole('link', { name: `Text ${readablePhone(ryan.phone)}`, exact: true }).getAttribute('href')).toBe(`sms:+1${ryan.phone}`);
    expect(await section.getByRole('link', { name: 'sales@demo.dealer', exact: true }).getAttribute('href')).toBe('mailto:sales@demo.dealer');
    expect(await section.getByRole('button', { name: 'SIGN OUT' }).count()).toBe(0);

    const [booked] = (await app.server.deps.db.query<{ time: string }>(
      `SELECT time FROM events WHERE dealer = $1 AND type = 'appointment.booked' AND payload->>'note' = 'Lot walk with Ryan'`,
      [cambridge.token],
    )) as [{ time: string }];
    const activity = section.getByRole('table', { name: 'User activity' });
    const row = activity.getByRole('row').filter({ hasText: 'Lot walk with Ryan' });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['Event', torontoText(booked.time), `Booked for ${day} 10:00 AM: Lot walk with Ryan`, '']);
  });

  it('shows your own page with your dealers, your note on a customer and SIGN OUT, from the icon bar', async () => {
    const [customer] = (await app.server.deps.db.query<{ id: string; name: string }>(
      `SELECT id, (doc->>'first_name') || ' ' || (doc->>'last_name') AS name FROM customers
       WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'I' AND doc->>'deleted_at' IS NULL ORDER BY id LIMIT 1`,
      [cambridge.token],
    )) as [{ id: string; name: string }];
    await page.goto(`${app.url}/customer/${customer.id}/overview`);
    await page.getByRole('button', { name: 'MANAGE' }).click();
    await page.getByRole('menu', { name: 'Manage' }).getByRole('menuitem', { name: 'Attach Note' }).click();
    const notePopup = page.getByRole('dialog', { name: 'Attach Note' });
    await notePopup.getByLabel('Note').fill('Wants a quote on winter tires.');
    await notePopup.getByRole('button', { name: 'SAVE NOTE' }).click();
    await notePopup.waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Your profile' }).click();
    await page.waitForURL((url) => url.pathname === `/user/${dana.token}`);
    const section = page.getByRole('region', { name: 'User Dana Whitfield' });
    await section.getByRole('heading', { name: 'Dana Whitfield', level: 1 }).waitFor();
    const shown = await profile(section);
    expect(shown).toMatchObject({ Email: 'admin@demo.dealer', Phone: `${readablePhone(dana.phone)}TEXT`, Role: 'General Manager', Type: 'Administrator' });
    expect(shown.Dealers).toContain('Cambridge Toyota (CAMB01)');
    expect(shown.Dealers).toContain('Calgary Honda (CALG01)');
    expect(shown.Dealers).toContain('Columbus Ford (COLU01)');
    await section.getByRole('button', { name: 'SIGN OUT' }).waitFor();

    const row = section.getByRole('table', { name: 'User activity' }).getByRole('row').filter({ hasText: 'Wants a quote on winter tires.' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect([cells[0], cells[2], cells[3]]).toEqual(['Note', 'Wants a quote on winter tires.', customer.name]);
    expect(await row.getByRole('link', { name: customer.name }).getAttribute('href')).toBe(`/customer/${customer.id}/overview`);
  });

  it('answers the not-found page for a token that is no user of this dealer', async () => {
    await page.goto(`${app.url}/user/no-such-user`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
