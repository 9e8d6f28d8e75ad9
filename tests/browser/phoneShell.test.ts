import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT, startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, signIn } from './support/appPages.ts';
import { readablePhone, sidewaysScrollers, smallTouchTargets, TOUCH_TARGET } from './support/phoneLayout.ts';

/**
 * The shell on a salesperson's phone (issue 28): 390 x 844 with touch. The header takes one row, every button and
 * link of the shell is a touch target of at least 44 px, sign-out sits away from the menu button and asks first,
 * the alerts dropdown opens inside the screen, the screens do not scroll sideways, and every phone number and
 * e-mail is a link that calls, texts or writes.
 */
let app: BrowserApp;
let page: Page;
let dealer: string;

beforeAll(async () => {
  app = await startBrowserApp();
  const [current] = await app.server.deps.db.query<{ token: string }>(
    "SELECT d.token FROM users u JOIN dealers d ON d.id = u.current_dealer_id WHERE u.email = 'admin@demo.dealer'",
  );
  dealer = current!.token;
  ({ page } = await app.newPage({ phone: true }));
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
});

afterAll(async () => {
  await app?.close();
});

const menuButton = () => page.getByRole('banner').getByRole('button', { name: /^(Open|Close) menu$/ });

/** Ten digits read as (519) 555-0100: the national form of a Canadian or US number. */

describe('the shell on a phone', () => {
  it('fits the header in one row, and its buttons and links are at least 44 px', async () => {
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.width).toBe(PHONE_VIEWPORT.width);
    expect(header?.height).toBeLessThanOrEqual(60);
    expect(await smallTouchTargets(page.getByRole('banner'))).toEqual([]);
    expect(await smallTouchTargets(page.locator('footer'))).toEqual([]);
    expect(await sidewaysScrollers(page)).toEqual([]);
  });

  it('opens the search box from the header’s search button', async () => {
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search', exact: true });
    await box.fill('Smith');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('term') === 'Smith');
    await page.getByRole('button', { name: 'Close search' }).click();
    await box.waitFor({ state: 'hidden' });
  });

  it('keeps the account actions in the menu, sign-out at its foot, far from the menu button', async () => {
    await menuButton().click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    expect(await smallTouchTargets(menu)).toEqual([]);
    const account = page.getByRole('navigation', { name: 'Account' });
    expect(await smallTouchTargets(account)).toEqual([]);
    const signOut = await account.getByRole('button', { name: 'Sign out' }).boundingBox();
    const toggle = await menuButton().boundingBox();
    if (!signOut || !toggle) throw new Error('the sign-out or the menu button is not on screen');
    expect(signOut.y - (toggle.y + toggle.height)).toBeGreaterThanOrEqual(TOUCH_TARGET * 4);
  });

  it('asks before signing out; CANCEL keeps you signed in', async () => {
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out' });
    await dialog.getByText('Are you sure you want to sign out?').waitFor();
    expect(await smallTouchTargets(dialog)).toEqual([]);
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('banner').waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/login');
  });

  it('opens the alerts dropdown inside the screen', async () => {
    await page.getByRole('button', { name: /^Alerts, \d+ unread$/ }).click();
    const box = await page.getByRole('region', { name: 'Recent alerts' }).boundingBox();
    if (!box) throw new Error('the alerts dropdown is not on screen');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await page.keyboard.press('Escape');
  });
});

describe('a customer page on a phone', () => {
  type Contact = { home: string; cell: string; work: string; email: string };
  let customer: { id: string; contact: Contact };

  beforeAll(async () => {
    const [row] = await app.server.deps.db.query<{ id: string; contact: Contact }>(
      `SELECT id, doc->'contact' AS contact FROM customers WHERE dealer = $1 AND NOT deleted AND doc->>'deleted_at' IS NULL
         AND doc->'contact'->>'cell' <> '' AND doc->'contact'->>'home' <> '' AND doc->'contact'->>'email' <> '' ORDER BY id LIMIT 1`,
      [dealer],
    );
    if (!row) throw new Error('the demo dealer has no customer with a cell, a home phone and an e-mail');
    customer = row;
  });

  it('does not scroll sideways, and every phone calls (the cell texts too) and the e-mail writes', async () => {
    await page.goto(`${app.url}/customer/${encodeURIComponent(customer.id)}/overview`);
    const contacts = page.locator('header[aria-label="Customer"]').locator('.customer-contacts');
    await contacts.getByRole('link', { name: readablePhone(customer.contact.cell), exact: true }).waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
    const href = (name: string) => contacts.getByRole('link', { name, exact: true }).getAttribute('href');
    expect(await href(readablePhone(customer.contact.cell))).toBe(`tel:+1${customer.contact.cell}`);
    expect(await href(`Text ${readablePhone(customer.contact.cell)}`)).toBe(`sms:+1${customer.contact.cell}`);
    expect(await href(readablePhone(customer.contact.home))).toBe(`tel:+1${customer.contact.home}`);
    expect(await href(customer.contact.email)).toBe(`mailto:${customer.contact.email}`);
    expect(await smallTouchTargets(contacts)).toEqual([]);
  });

  it('shows the customer’s outreach without scrolling sideways', async () => {
    await page.goto(`${app.url}/customer/${encodeURIComponent(customer.id)}/outreach`);
    await page.locator('header[aria-label="Customer"]').waitFor();
    await page.locator('.outreach-section').waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
  });

  it('shows the calendar without scrolling sideways', async () => {
    await page.goto(`${app.url}/calendar`);
    await page.getByRole('button', { name: 'TODAY' }).waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
  });
});

describe('the login page on a phone', () => {
  it('shows the support numbers as links that call, without scrolling sideways', async () => {
    const { page: login } = await app.newPage({ phone: true });
    await login.goto(`${app.url}/login`);
    const canada = login.getByRole('link', { name: '(888) 555-0142' });
    await canada.waitFor();
    expect(await canada.getAttribute('href')).toBe('tel:+18885550142');
    expect(await login.getByRole('link', { name: '(888) 555-0199' }).getAttribute('href')).toBe('tel:+18885550199');
    expect(await sidewaysScrollers(login)).toEqual([]);
    expect(await smallTouchTargets(login.locator('main'))).toEqual([]);
  });
});

describe('signing out on a phone', () => {
  it('signs out once confirmed', async () => {
    await menuButton().click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'SIGN OUT' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
