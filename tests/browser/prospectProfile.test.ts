import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, signIn, syncIndicator } from './support/appPages.ts';
import { receiveAdfLead } from './support/leadIntake.ts';

let app: BrowserApp;
let context: BrowserContext;
let page: Page;
let prospectId: string;

/** A listing site's lead, as ADF: a name, an e-mail, a phone, an address in Toronto and a comment with markup. */
const ADF = `<?xml version="1.0"?>
<?adf version="1.0"?>
<adf><prospect status="new">
  <id sequence="1" source="cars.example">profile-test-1</id>
  <requestdate>2026-11-24T10:15:00-05:00</requestdate>
  <vehicle interest="buy" status="used"><year>2021</year><make>Honda</make><model>Civic</model><trim>EX</trim></vehicle>
  <customer><contact>
    <name part="first">Priya</name><name part="last">Raman</name>
    <email>priya.raman@example.com</email>
    <phone type="voice">416-555-0142</phone>
    <address><street line="1">1 Front St W</street><city>Toronto</city><regioncode>ON</regioncode><postalcode>M5V 2T6</postalcode><country>CA</country></address>
  </contact>
  <comments><![CDATA[Is it still <b>available</b>?<img src=x onerror="document.title='pwned'">]]></comments></customer>
  <provider><name part="full">Cars Example</name></provider>
</prospect></adf>`;

beforeAll(async () => {
  app = await startBrowserApp();
  prospectId = await receiveAdfLead(app, ADF);
  ({ context, page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.close();
});

async function manage(entry: string): Promise<void> {
  await page.getByRole('button', { name: 'MANAGE' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

describe('prospect profile', () => {
  it('shows the prospect made from the lead: header, contact checks, map, notes and lead history', async () => {
    await page.goto(`${app.url}/prospect/${prospectId}/overview`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe('Priya Raman');
    const contacts = page.locator('header[aria-label="Prospect"] .contact-row');
    expect(await contacts.allTextContents()).toEqual(['Home-✓', 'Mobile(416) 555-0142TEXT✓', 'Work-✓', 'Emailpriya.raman@example.com✓']);
    expect(await contacts.getByRole('link', { name: '(416) 555-0142', exact: true }).getAttribute('href')).toBe('tel:+14165550142');
    expect(await contacts.getByRole('link', { name: 'Text (416) 555-0142' }).getAttribute('href')).toBe('sms:+14165550142');
    expect(await contacts.getByRole('link', { name: 'priya.raman@example.com' }).getAttribute('href')).toBe('mailto:priya.raman@example.com');
    await expect.poll(() => page.getByRole('navigation', { name: 'Prospect sections' }).getByRole('link').allTextContents()).toEqual([
      'PROSPECT OVERVIEW',
      'ACTIVITY LOG (0)',
      'PROSPECT OUTREACH (0)',
      'EDIT PROSPECT',
    ]);
    const map = page.getByRole('region', { name: 'Prospect location' });
    await map.locator('path.map-marker.is-person').waitFor();
    expect(await map.locator('path.map-marker').count()).toBe(2);
    await page.getByRole('region', { name: 'Notes' }).getByText('No notes added for this prospect.').waitFor();
    const history = page.getByRole('region', { name: 'Lead history' });
    await history.getByText('available', { exact: true }).waitFor();
    expect(await history.locator('b').textContent()).toBe('available');
    expect(await history.locator('img, [onerror]').count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');
  });

  it('attaches a note, then marks the prospect inactive: INACTIVE shows and the note entry is disabled', async () => {
    await manage('Attach Note');
    const popup = page.getByRole('dialog', { name: 'Attach Note' });
    await popup.getByLabel('Note').fill('Prefers a call after 5 pm.');
    await popup.getByRole('button', { name: 'SAVE NOTE' }).click();
    await page.getByRole('region', { name: 'Notes' }).getByText('Prefers a call after 5 pm.').waitFor();
    await manage('Mark Inactive');
    const confirm = page.getByRole('dialog', { name: 'Mark Inactive' });
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to mark this prospect inactive?');
    await confirm.getByRole('button', { name: 'YES' }).click();
    await page.getByText('INACTIVE', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'MANAGE' }).click();
    const menu = page.getByRole('menu', { name: 'Manage' });
    expect(await menu.getByRole('menuitem', { name: /^Attach Note/ }).getAttribute('aria-disabled')).toBe('true');
    await menu.getByRole('menuitem', { name: 'Mark Active' }).click();
    await page.getByRole('dialog', { name: 'Mark Active' }).getByRole('button', { name: 'YES' }).click();
    await page.getByText('INACTIVE', { exact: true }).waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Prospect sections' }).getByRole('link', { name: /^ACTIVITY LOG/ }).textContent())
      .toBe('ACTIVITY LOG (3)');
  });

  it('edits the prospect: a broken rule shows its message, valid data is saved on the server', async () => {
    await page.getByRole('link', { name: 'EDIT PROSPECT' }).click();
    const form = page.getByRole('region', { name: 'Edit prospect' });
    await form.getByLabel('Work phone', { exact: true }).fill('555');
    await form.getByRole('button', { name: 'UPDATE PROSPECT' }).click();
    const alert = page.getByRole('dialog', { name: 'Please check the form' });
    await expect.poll(() => alert.getByRole('alert').textContent()).toBe('The Work Phone field must be numeric and exactly contain 10 digits.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await form.getByLabel('Work phone', { exact: true }).fill('5195550123');
    await form.getByRole('button', { name: 'UPDATE PROSPECT' }).click();
    await page.getByRole('dialog', { name: 'Update Prospect' }).getByRole('button', { name: 'YES' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect.poll(() => success.textContent()).toContain('The prospect Raman, Priya was updated successfully.');
    await success.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect
      .poll(async () => (await app.server.deps.db.query<{ work: string }>(`SELECT doc->'contact'->>'work' AS work FROM prospects WHERE id = $1`, [prospectId]))[0]?.work, { timeout: 20_000 })
      .toBe('5195550123');
    await page.getByRole('link', { name: /^ACTIVITY LOG/ }).click();
    const log = page.getByRole('table', { name: 'Activity log' });
    expect(await log.locator('thead th').allTextContents()).toEqual(['TYPE', 'DATE', 'Description', 'USER']);
    await log.getByText('Prefers a call after 5 pm.').waitFor();
  });
});
