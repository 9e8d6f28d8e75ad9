import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { keepOpenedLinks, signInFirstTime, waitUntil } from './support/appPages.ts';
import { virtualTableRows } from './support/virtualTableRows.ts';

let app: BrowserApp;
let page: Page;
/** The admin's current dealer (the one the app opens on) and its lead intake key, rotated by the settings call. */
let dealerToken: string;
let intakeKey: string;

const COMMENT =
  '<p>Is this RAV4 still available? I would like <b>winter tires</b>.</p>' +
  '<script>window.leadScriptRan = true</script><img src="x" onerror="window.leadImageRan = true">' +
  '<a href="javascript:window.leadLinkRan = true">call me</a> <a href="https://example.com/rav4">the ad</a>';

/** A listing site's ADF lead sent now (no request date: received at the server's time, so it is the newest). */
const ADF_LEAD = `<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf>
  <prospect status="new">
    <id sequence="1" source="autotrader.ca">AT-BROWSER-1</id>
    <vehicle interest="buy" status="used"><year>2019</year><make>Toyota</make><model>RAV4</model><trim>LE AWD</trim></vehicle>
    <customer>
      <contact>
        <name part="first">Marguerite</name>
        <name part="last">Leadtest</name>
        <email>marguerite.leadtest@example.ca</email>
        <phone>(647) 555-0188</phone>
      </contact>
      <comments><![CDATA[${COMMENT}]]></comments>
    </customer>
  </prospect>
</adf>`;

const MARGUERITE = ['Buy', 'Used', 'Marguerite Leadtest', 'marguerite.leadtest@example.ca', '6475550188', '2019 Toyota RAV4 LE AWD'];
const LUC = ['Lease', 'New', 'Luc Leasetest', 'luc.leasetest@example.ca', '-', '2027 Toyota Corolla'];

async function postLead(body: string, type: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${app.url}/leads/intake/${intakeKey}`, { method: 'POST', headers: { 'content-type': type }, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const table = () => page.getByRole('table', { name: 'Leads' });
const field = (label: string) => page.getByRole('search', { name: 'Lead filters' }).getByLabel(label, { exact: true });

/** The rows on screen as cell texts, the received time left out (it is the server's clock at the dealer's zone). */
async function shownLeads(): Promise<string[][] | undefined> {
  const rows = await virtualTableRows(page, table());
  return rows?.map((cells) => cells.slice(0, 6));
}

/** The rows of our two test leads, in the order shown (the demo's own leads, if any, are left out). */
async function ourLeads(): Promise<string[][] | undefined> {
  return (await shownLeads())?.filter((cells) => cells[2] === MARGUERITE[2] || cells[2] === LUC[2]);
}

beforeAll(async () => {
  app = await startBrowserApp();
  const login = await fetch(`${app.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.dealer', password: DEMO_PASSWORD }),
  });
  const session = (await login.json()) as { id_token: string; user: { dealer: { token: string } } };
  dealerToken = session.user.dealer.token;
  const rotated = await fetch(`${app.url}/settings/leads/intake-key?token=${dealerToken}`, { method: 'POST', headers: { authorization: `Bearer ${session.id_token}` } });
  intakeKey = ((await rotated.json()) as { key: string }).key;
  ({ page } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
});

afterAll(async () => {
  await app?.close();
});

describe('the lead bin', () => {
  it('opens from the side menu on the columns of spec 003', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Leads' }).click();
    await page.waitForURL((url) => url.pathname === '/leads' && url.searchParams.get('page') === '1');
    const headers = await table().getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['TYPE', 'CATEGORY', 'NAME', 'EMAIL', 'PHONE', 'VEHICLE', 'RECEIVED AT']);
    await expect.poll(() => page.locator('.leads-page .tabs .tab-count').textContent(), { timeout: 20_000 }).toMatch(/^\d+$/);
  });

  it('shows a lead posted to the intake endpoint within seconds, without a reload', async () => {
    await page.evaluate(() => Object.assign(window, { leadBinPage: 'still here' }));
    const received = await postLead(ADF_LEAD, 'application/xml');
    expect(received).toMatchObject({ status: 201, body: { duplicate: false, prospect_id: expect.any(String) } });
    await expect.poll(async () => (await shownLeads())?.[0], { timeout: 20_000 }).toEqual(MARGUERITE);
    const firstRow = table().locator('[role="row"][aria-rowindex="2"] [role="cell"]');
    expect(await firstRow.last().textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await page.evaluate(() => (window as unknown as { leadBinPage?: string }).leadBinPage)).toBe('still here');
  });

  it('opens the Lead Information popup: the comment as HTML, its script, handlers and unsafe link gone', async () => {
    await table().locator('[role="row"][aria-rowindex="2"]').click();
    const popup = page.getByRole('dialog', { name: 'Lead Information' });
    await popup.waitFor();
    await expect.poll(() => popup.locator('.lead-information').textContent()).toContain('Marguerite Leadtest');
    const comment = popup.locator('.lead-comment');
    await expect.poll(() => comment.locator('b').textContent()).toBe('winter tires');
    expect(await comment.locator('script, img, [onerror]').count()).toBe(0);
    expect(await page.locator('[onerror]').count()).toBe(0);
    expect(await comment.getByText('call me').evaluate((element) => element.closest('a'))).toBeNull();
    const ad = comment.getByRole('link', { name: 'the ad' });
    expect(await ad.getAttribute('href')).toBe('https://example.com/rav4');
    expect(await ad.getAttribute('rel')).toBe('noopener noreferrer');
    const ran = await page.evaluate(() => {
      const flags = window as unknown as Record<string, unknown>;
      return [flags.leadScriptRan, flags.leadImageRan, flags.leadLinkRan];
    });
    expect(ran).toEqual([undefined, undefined, undefined]);
    const prospect = popup.getByRole('link', { name: 'VIEW PROSPECT' });
    expect(await prospect.getAttribute('href')).toMatch(/^\/prospect\/[0-9a-f-]{36}\/overview$/);
    expect(new URL(page.url()).searchParams.get('lead')).toMatch(/^[0-9a-f-]{36}$/);
    await popup.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await popup.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('lead')).toBeNull();
  });

  it('filters by type: the counter counts it, the address keeps it, RESET lists every lead again', async () => {
    const lease = { type: 'Lease', category: 'New', first_name: 'Luc', last_name: 'Leasetest', email: 'luc.leasetest@example.ca', vehicle: '2027 Toyota Corolla' };
    expect((await postLead(JSON.stringify(lease), 'application/json')).status).toBe(201);
    await expect.poll(ourLeads, { timeout: 20_000 }).toEqual([LUC, MARGUERITE]);
    await field('Type').selectOption('Lease');
    await page.getByRole('button', { name: 'APPLY FILTERS' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('Lease');
    await expect.poll(async () => (await shownLeads())?.every((cells) => cells[0] === 'Lease'), { timeout: 20_000 }).toBe(true);
    expect(await ourLeads()).toEqual([LUC]);
    expect(await page.locator('.lead-filters-count .tab-count').textContent()).toBe('1');
    await page.getByRole('button', { name: 'RESET' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBeNull();
    await expect.poll(ourLeads, { timeout: 20_000 }).toEqual([LUC, MARGUERITE]);
    expect(await field('Type').inputValue()).toBe('all');
  });

  it("EXPORT CSV opens a signed link to the filtered view's CSV", async () => {
    await page.goto(`${app.url}/leads?page=1&type=Lease`);
    await expect.poll(ourLeads, { timeout: 20_000 }).toEqual([LUC]);
    const openedLink = await keepOpenedLinks(page);
    await page.getByRole('button', { name: 'EXPORT CSV' }).click();
    const link = new URL(await waitUntil('the signed export link', openedLink), app.url);
    expect(link.pathname).toBe('/leads');
    expect(link.searchParams.get('type')).toBe('Lease');
    expect(link.searchParams.get('token')).toBe(dealerToken);
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('TYPE,CATEGORY,NAME,EMAIL,PHONE,VEHICLE,RECEIVED AT');
    expect(lines.slice(1).filter(Boolean).every((line) => line.startsWith('Lease,'))).toBe(true);
    expect(lines).toContainEqual(expect.stringMatching(/^Lease,New,Luc Leasetest,luc\.leasetest@example\.ca,,2027 Toyota Corolla,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/));
  });

  it('shows NO NEW LEADS CURRENTLY AVAILABLE. for a view without leads', async () => {
    await page.goto(`${app.url}/leads/no-such-person?page=1`);
    await expect.poll(() => table().textContent(), { timeout: 20_000 }).toContain('NO NEW LEADS CURRENTLY AVAILABLE.');
  });
});
