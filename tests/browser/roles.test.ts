import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, signIn, waitForCustomerRows } from './support/appPages.ts';

let app: BrowserApp;
/** sales@ (role 1), signed in once for the menu and the user page. */
let sales: Page;

beforeAll(async () => {
  app = await startBrowserApp();
  ({ page: sales } = await app.newPage());
  await signIn(sales, app.url, 'sales@demo.dealer');
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

// Only the sections with a built screen are listed (client/shell/menuSections.ts: Opportunities, Sold, Customers, Inventory,
// Leads).
// The role filter (canSeeSection) hides Marketing and Reports from role 1; neither is built, so both roles see the
// same menu, and neither ever lists a section without a screen behind it.
const BUILT_MENU: MenuSection[] = [
  {
    heading: 'Opportunities',
    links: [
      { label: 'Upgrade', href: '/opportunity/equity' },
      { label: 'Service Appt', href: '/opportunity/appt' },
      { label: 'Leasing', href: '/opportunity/leasing' },
      { label: 'Warranty', href: '/opportunity/warranty' },
      { label: 'Cash Conversion', href: '/opportunity/cash' },
      { label: 'Conquest', href: '/opportunity/conquest' },
      { label: 'Nonprime', href: '/opportunity/nonprime' },
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
];
const NEVER_LISTED = /Marketing|Reports|Settings|Dealership|User Management|Billing|Inbox/;

async function userRow(email: string) {
  const [row] = await app.server.deps.db.query<{ token: string; first_name: string; last_name: string }>(
    'SELECT token, first_name, last_name FROM users WHERE email = $1',
    [email],
  );
  if (!row) throw new Error(`No user ${email}.`);
  return row;
}

describe('side menu by role', () => {
  it('sales@ (role 1) sees only the built sections, no Marketing or Reports', async () => {
    const page = sales;
    const menu = await sideMenu(page);
    expect(menu).toEqual(BUILT_MENU);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).textContent()).not.toMatch(NEVER_LISTED);

    // Its links lead to the built screens.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Business' }).click();
    await page.waitForURL((url) => url.pathname === '/customers/business');
    await waitForCustomerRows(page);
  });

  it('admin sees the same built sections', async () => {
    const { page } = await app.newPage();
    await signIn(page, app.url, 'admin@demo.dealer');
    await acknowledgeReleaseNotes(page);
    expect(await sideMenu(page)).toEqual(BUILT_MENU);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).textContent()).not.toMatch(NEVER_LISTED);
    await page.context().close();
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
});
