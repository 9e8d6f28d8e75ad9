import type { Locator, Page } from 'playwright-core';
import type { Queryable } from '../../../sync-server/db/database.ts';
import { DEMO_PASSWORD } from './browserApp.ts';

/** Fills the sign-in form on /login and presses Sign-in; it does not wait for the outcome. */
export async function submitSignIn(page: Page, appUrl: string, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  if (new URL(page.url()).pathname !== '/login' || !page.url().startsWith(appUrl)) await page.goto(`${appUrl}/login`);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** Where the app lands after sign-in: the dashboard (spec 001 §2.1, route /). */
export const LANDING_PATH = '/';

/** Signs in and waits for the dashboard the app lands on. */
export async function signIn(page: Page, appUrl: string, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await submitSignIn(page, appUrl, email, password);
  await page.waitForURL((url) => url.pathname === LANDING_PATH, { timeout: 20_000 });
}

/** Opens the equity opportunity list (Upgrade) from the side menu, in the app without a reload. */
export async function openEquityList(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Upgrade' }).click();
  await page.waitForURL((url) => url.pathname === '/opportunity/equity');
}

/** The admin's first sign-in: signs in, acknowledges the release notes popup and waits for the app. */
export async function signInFirstTime(page: Page, appUrl: string, email: string): Promise<void> {
  await submitSignIn(page, appUrl, email);
  await acknowledgeReleaseNotes(page);
  await waitUntil('the signed-in app', async () => (new URL(page.url()).pathname !== '/login' ? true : undefined));
}

/** Opens the individual customer list from the side menu (in the app, no reload). */
export async function openCustomerList(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Individual' }).click();
  await page.waitForURL((url) => url.pathname === '/customers/individual');
}

/** The message shown under the sign-in form (role alert). */
export function formError(page: Page): Locator {
  return page.locator('form.login-form').getByRole('alert');
}

/** The admin's first sign-in shows the release notes popup; GOT IT acknowledges it. */
export async function acknowledgeReleaseNotes(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /What's new in release/ });
  await dialog.getByRole('button', { name: 'GOT IT' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Waits until the server has recorded the release notes as read (GOT IT is taken on the device first, then told to
 * the server): a test that reloads the page right after would otherwise meet the notes again.
 */
export async function waitForReleaseNotesRecorded(db: Queryable, email: string): Promise<void> {
  await waitUntil('the release notes recorded as read', async () => {
    const [user] = await db.query<{ release_number: string | null }>('SELECT release_number FROM users WHERE email = $1', [email]);
    return user && user.release_number === null ? true : undefined;
  });
}

/** Signs in an account whose release notes are unread, answers them with GOT IT and waits until the server has it. */
export async function signInPastReleaseNotes(page: Page, appUrl: string, db: Queryable, email: string): Promise<void> {
  await signIn(page, appUrl, email);
  await acknowledgeReleaseNotes(page);
  await waitForReleaseNotesRecorded(db, email);
}

/** The current dealer's name in the top header. */
export function headerDealerName(page: Page): Locator {
  return page.getByRole('banner').locator('.header-dealer-name');
}

/** The sync indicator in the header (role status, text Synced, Offline, n changes waiting...). */
export function syncIndicator(page: Page): Locator {
  return page.getByRole('banner').getByRole('status');
}

export type ShownRow = { number: string; name: string; distance: string };

/** The customer rows on screen with their content loaded (placeholder rows of the virtual list are skipped). */
export async function shownCustomerRows(page: Page): Promise<ShownRow[]> {
  const rows = page.getByRole('table', { name: 'Customers' }).getByRole('row');
  const cells = await rows.evaluateAll((elements) =>
    elements.map((row) => Array.from(row.querySelectorAll('[role="cell"]'), (cell) => (cell.textContent ?? '').trim())),
  );
  return cells
    .filter((row) => row.length > 0 && row.some((text) => text !== ''))
    .map((row) => ({ number: row[1] ?? '', name: row[2] ?? '', distance: row[row.length - 1] ?? '' }));
}

/** Polls until check answers a value, or throws after timeout; usable in hooks, where expect.poll is not. */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined>, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (let delay = 25; ; delay = Math.min(delay * 2, 250)) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Waits until the list shows at least one loaded row, and answers the rows. */
export async function waitForCustomerRows(page: Page, timeout = 20_000): Promise<ShownRow[]> {
  return waitUntil(
    'customer rows on screen',
    async () => {
      const rows = await shownCustomerRows(page);
      return rows.length > 0 ? rows : undefined;
    },
    timeout,
  );
}

export type DealerRecord = { key: string; token: string; name: string; country: string };

export async function dealerByKey(db: Queryable, key: string): Promise<DealerRecord> {
  const [dealer] = await db.query<DealerRecord>('SELECT key, token, name, country FROM dealers WHERE key = $1', [key]);
  if (!dealer) throw new Error(`No dealer ${key} in the demo data.`);
  return dealer;
}

/** How a row is told apart on screen: its number as shown (first 8 characters) and its list name. */
export function rowKey(row: { number: string; name: string }): string {
  return `${row.number}|${row.name}`;
}

/**
 * The row keys of a dealer's active customers. Dealers number their customers in their own DMS, so a number
 * alone may stand at two dealers; number and name together tell the dealers' rows apart. Number and name are
 * written here as spec 000 §2 shows them in the list: the number's first 8 characters; "last, first" for an
 * individual (type I; a blank part left out), otherwise the full name.
 */
export async function customerRowKeysOf(db: Queryable, dealerToken: string): Promise<Set<string>> {
  const rows = await db.query<{ number: string; name: string }>(
    `SELECT left(doc->>'number', 8) AS number,
            CASE WHEN doc->>'type' = 'I'
                 THEN concat_ws(', ', nullif(doc->>'last_name', ''), nullif(doc->>'first_name', ''))
                 ELSE doc->>'full_name' END AS name
       FROM customers WHERE dealer = $1 AND NOT deleted`,
    [dealerToken],
  );
  return new Set(rows.map(rowKey));
}

/**
 * Keeps the links the page opens in a new tab instead of opening them (a CSV would download, a PDF open a viewer):
 * answers a reader of the first link kept, to fetch from the test.
 */
export async function keepOpenedLinks(page: Page): Promise<() => Promise<string | undefined>> {
  await page.evaluate(() => {
    const opened: string[] = [];
    Object.assign(window, { openedLinks: opened });
    window.open = () => ({ location: { set href(url: string) { opened.push(url); } }, close() {} }) as unknown as Window;
  });
  return () => page.evaluate(() => (window as unknown as { openedLinks: string[] }).openedLinks[0]);
}

/** The demo's Ontario dealers (CAMB01) keep the time of America/Toronto. */
export const ONTARIO_TIME_ZONE = 'America/Toronto';

/** Today's calendar day (YYYY-MM-DD) in a time zone, as a dealer there reads it. */
export function todayIn(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
