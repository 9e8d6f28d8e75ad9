import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { signIn, signInFirstTime, waitForCustomerRows } from './support/appPages.ts';

let app: BrowserApp;
/** sales@ (role 1), signed in once for the menu and the user page. */
let sales: Page;
/** admin@ (an administrator), signed in once, its release notes acknowledged, for the menu and the settings. */
let admin: Page;

beforeAll(async () => {
  app = await startBrowserApp();
  ({ page: sales } = await app.newPage());
  await signIn(sales, app.url, 'sales@demo.dealer');
  ({ page: admin } = await app.newPage());
  await signInFirstTime(admin, app.url, 'admin@demo.dealer');
});

afterAll(async () => {
  await app?.close();
});

type MenuSection = { heading: string; links: { label: string; href: string }[] };

/** The side menu as shown: each section's heading and its links. Desktop widths open it by default. */
async function sideMenu(page: Page): Promise<MenuSection[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.waitFor();
  return menu.evaluate((nav) =>
    Array.from(nav.querySelectorAll('.side-menu-section'), (section) => ({
      heading: section.querySelector('.side-menu-heading')?.textContent ?? '',
      links: Array.from(section.querySelectorAll('a'), (link) => ({
        label: link.textContent ?? '',
        href: link.getAttribute('href') ?? '',
      })),
    })),
  );
}

// Only the sections with a built screen are listed (client/shell/menuSections.ts: Dashboard, Opportunities, Sold,
// Customers, Inventory, Calendar, Leads, Alerts, Inbox).
// The role filter (canSeeSection) hides Marketing and Reports from role 1; neither is built, so both roles see the
// same menu, and neither ever lists a section without a screen behind it.
const BUILT_MENU: MenuSection[] = [
  { heading: 'Dashboard', links: [{ label: 'Dashboard', href: '/' }] },
  {
    heading: 'Opportunities',
    links: [
      { label: 'Upgrade', href: '/opportunity/equity' },
      { label: 'Service Appt', href: '/opportunity/appt' },
      { label: 'Leasing', href: '/opportunity/leasing' },
      { label: 'Warranty', href: '/opportunity/warranty' },
      { label: 'Cash Conversion', href: '/opportunity/cash' },
      { label: 'Conquest', href: '/opportunity/conquest' },
      { label: 'Non-Prime', href: '/opportunity/nonprime' },
      { label: 'Service', href: '/opportunity/service' },
    ],
  },
  { heading: 'Sold', links: [{ label: 'Sold Opportunities', href: '/sold/opportunities' }] },
  {
    heading: 'Customers',
    links: [
      { label: 'Individual', href: '/customers/individual' },
      { label: 'Business', href: '/customers/business' },
    ],
  },
  {
    heading: 'Inventory',
    links: [
      { label: 'All', href: '/inventory/all' },
      { label: 'New', href: '/inventory/new' },
      { label: 'Used', href: '/inventory/used' },
      { label: 'Demo', href: '/inventory/demo' },
    ],
  },
  { heading: 'Calendar', links: [{ label: 'Calendar', href: '/calendar' }] },
  { heading: 'Leads', links: [{ label: 'Leads', href: '/leads' }] },
  { heading: 'Alerts', links: [{ label: 'Alert History', href: '/alerts' }] },
  { heading: 'Inbox', links: [{ label: 'Inbox', href: '/inbox' }] },
];
/** Role 1's settings links (spec 000 §6: no Dealership Settings, Opportunity Settings, User Management or Billing). */
const SALES_MENU: MenuSection[] = [...BUILT_MENU, { heading: 'Settings', links: [{ label: 'Mailboxes', href: '/settings/mailboxes' }] }];
const ADMIN_MENU: MenuSection[] = [
  ...BUILT_MENU,
  {
    heading: 'Settings',
    links: [
      { label: 'Dealership Settings', href: '/settings/dealership' },
      { label: 'Opportunity Settings', href: '/settings/opportunity' },
      { label: 'User Management', href: '/settings/users' },
      { label: 'Mailboxes', href: '/settings/mailboxes' },
      { label: 'Templates', href: '/settings/templates' },
      { label: 'Billing', href: '/settings/billing' },
    ],
  },
];
const NEVER_LISTED = /Marketing|Reports/;

async function userRow(email: string) {
  const [row] = await app.server.deps.db.query<{ token: string; first_name: string; last_name: string }>(
    'SELECT token, first_name, last_name FROM users WHERE email = $1',
    [email],
  );
  if (!row) throw new Error(`No user ${email}.`);
  return row;
}

describe('side menu by role', () => {
  it('sales@ (role 1) sees only the built sections (the inbox among them), no Marketing or Reports, and of the settings only Mailboxes', async () => {
    const page = sales;
    const menu = await sideMenu(page);
    expect(menu).toEqual(SALES_MENU);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).textContent()).not.toMatch(/Marketing|Reports|Dealership|User Management|Billing/);

    // Its links lead to the built screens.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Business' }).click();
    await page.waitForURL((url) => url.pathname === '/customers/business');
    await waitForCustomerRows(page);
  });

  it('admin sees the same built sections and every settings link', async () => {
    expect(await sideMenu(admin)).toEqual(ADMIN_MENU);
    expect(await admin.getByRole('navigation', { name: 'Main menu' }).textContent()).not.toMatch(NEVER_LISTED);
  });
});

/** The settings tabs shown: each tab's text (User Management with its count). */
async function settingsTabs(page: Page): Promise<string[]> {
  const tabs = page.getByRole('navigation', { name: 'Settings' });
  await tabs.waitFor();
  return tabs.getByRole('link').allTextContents();
}

/** The settings icon's target, followed: the first tab the user may see. */
async function openSettingsFromIcon(page: Page): Promise<string> {
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/settings/'));
  return new URL(page.url()).pathname;
}

describe('settings by role (spec 002 §2)', () => {
  it('an administrator sees the six tabs, the user count of the dealer (every user, as the list of type All shows them), the title and the header', async () => {
    const page = admin;
    const [counted] = await app.server.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u JOIN user_dealers ud ON ud.user_id = u.id JOIN dealers d ON d.id = ud.dealer_id
       WHERE d.key = 'CAMB01'`,
    );
    expect(await openSettingsFromIcon(page)).toBe('/settings/dealership');
    await expect.poll(() => settingsTabs(page)).toEqual(['Dealership', 'Opportunity', `User Management${counted?.n}`, 'Mailbox', 'Template', 'Billing']);
    expect(await page.title()).toBe('Settings - Dealer Back Office');
    expect(await page.locator('.settings-dealer-line').textContent()).toBe('Dealer #CAMB01 Cambridge Toyota');
    // The demo dealer's settings came from its DMS: never saved on these screens.
    await expect.poll(() => page.locator('.settings-updated').textContent()).toBe('Last updated: Not updated yet');
  });

  it('role 1 goes to mailboxes from the icon, sees only the Mailbox tab, and an admin tab address sends it there', async () => {
    await sales.goto(`${app.url}/opportunity/equity`);
    expect(await openSettingsFromIcon(sales)).toBe('/settings/mailboxes');
    expect(await settingsTabs(sales)).toEqual(['Mailbox']);
    for (const tab of ['dealership', 'opportunity', 'users', 'templates', 'billing']) {
      await sales.goto(`${app.url}/settings/${tab}`);
      await sales.waitForURL((url) => url.pathname === '/settings/mailboxes');
    }
  });

  it('role 4 (a BDC agent, not an administrator) sees no Template tab; a role 2 manager does', async () => {
    const { page } = await app.newPage();
    await signIn(page, app.url, 'olivia.martin@camb01.demo.dealer');
    expect(await openSettingsFromIcon(page)).toBe('/settings/mailboxes');
    expect(await settingsTabs(page)).toEqual(['Mailbox']);
    await page.context().close();

    const { page: manager } = await app.newPage();
    await signIn(manager, app.url, 'brian.macdonald@camb01.demo.dealer');
    expect(await openSettingsFromIcon(manager)).toBe('/settings/mailboxes');
    expect(await settingsTabs(manager)).toEqual(['Mailbox', 'Template']);
    await manager.context().close();
  });
});

describe('user page', () => {
  it("the signed-in user's initial opens /user/{token} with their name and email; an unknown token is not a page", async () => {
    const email = 'sales@demo.dealer';
    const user = await userRow(email);
    const page = sales;

    const initial = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Your profile' });
    expect(await initial.textContent()).toBe(user.first_name.charAt(0));
    await initial.click();
    await page.waitForURL((url) => url.pathname === `/user/${user.token}`);

    const fullName = `${user.first_name} ${user.last_name}`;
    await page.getByRole('heading', { name: fullName }).waitFor();
    const profile = page.locator('dl.profile');
    const fields = await profile.evaluate((list) => {
      const answer: Record<string, string> = {};
      for (const term of Array.from(list.querySelectorAll('dt'))) {
        answer[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
      }
      return answer;
    });
    expect(fields).toMatchObject({ Name: fullName, Email: email, Role: 'Salesperson' });

    await page.goto(`${app.url}/user/no-such-user-token`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it("role 1 reads colleagues' names, never their e-mail or phone: the user page, the users list, the share popup", async () => {
    const dana = await userRow('admin@demo.dealer');
    const page = sales;
    await page.goto(`${app.url}/user/${dana.token}`);
    await page.getByRole('heading', { name: 'Dana Whitfield', level: 1 }).waitFor();
    const terms = await page.locator('dl.profile > dt').allTextContents();
    expect(terms).toEqual(['Name', 'Role', 'Type', 'Member since', 'Customers']);
    expect(await page.locator('dl.profile').textContent()).not.toContain('admin@demo.dealer');

    await page.goto(`${app.url}/users/active`);
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByRole('link', { name: 'Dana Whitfield' }).waitFor();
    expect(await users.getByRole('columnheader').allTextContents()).toEqual(['TYPE', 'NAME', 'ROLE', 'CREATED']);
    expect(await users.textContent()).not.toContain('@');

    await page.goto(`${app.url}/alerts?page=1`);
    await page.getByRole('button', { name: 'SHARE', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'SHARE ALERTS' });
    const options = popup.getByLabel('User').locator('option');
    await expect.poll(() => options.allTextContents(), { timeout: 20_000 }).toContain('Dana Whitfield');
    expect((await options.allTextContents()).filter((label) => label.includes('@'))).toEqual(['Ryan Mitchell (sales@demo.dealer)']);
    await popup.getByRole('button', { name: 'CLOSE', exact: true }).click();
  });
});
