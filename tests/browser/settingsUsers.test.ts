import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { dealerByKey, keepOpenedLinks, signIn, signInFirstTime, syncIndicator, waitUntil } from './support/appPages.ts';
import { virtualTableRows } from './support/virtualTableRows.ts';

let app: BrowserApp;
let page: Page;
let context: BrowserContext;

beforeAll(async () => {
  app = await startBrowserApp();
  ({ page, context } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
  await page.goto(`${app.url}/settings/users`);
  await usersTable().getByRole('row').nth(2).waitFor({ timeout: 30_000 });
});

afterAll(async () => {
  await app?.close();
});

const usersTable = () => page.getByRole('table', { name: 'Users' });
const filters = () => page.getByRole('search', { name: 'User filters' });
const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });

/** The rows of the users table as their cells' texts (type, name, email, phone, role, created, EDIT). */
async function shownRows(): Promise<string[][]> {
  return waitUntil('the users rows', () => virtualTableRows(page, usersTable()));
}

/** Presses SAVE, answers the confirmation YES, and waits for the tab's notice. */
async function saveConfirmed(popup: Locator, notice: string): Promise<void> {
  await popup.getByRole('button', { name: 'SAVE', exact: true }).click();
  const confirm = dialog('Save User');
  await confirm.getByText('Are you sure you want to save this user?').waitFor();
  await confirm.getByRole('button', { name: 'YES' }).click();
  await expect.poll(() => page.locator('.settings-users').getByRole('status').textContent(), { timeout: 20_000 }).toBe(notice);
}

/** The message of the form's alert dialog, closed with OK. */
async function formProblem(): Promise<string | null> {
  const problem = dialog('Please check the form');
  const text = await problem.getByRole('alert').textContent();
  await problem.getByRole('button', { name: 'OK' }).click();
  return text;
}

describe('the User Management tab', () => {
  it('ADD USER mails the new user a link: they set a password and sign in', async () => {
    await page.getByRole('button', { name: 'ADD USER' }).click();
    const popup = dialog('Add User');
    await popup.getByLabel('Email *').fill('nadia.new@demo.dealer');
    await popup.getByLabel('First Name *').fill('Nadia');
    await popup.getByRole('button', { name: 'SAVE', exact: true }).click();
    expect(await formProblem()).toBe('Please ensure you filled all required fields: Last Name.');
    await popup.getByLabel('Last Name *').fill('Newcomb');
    await popup.getByLabel('Password', { exact: true }).fill('First-pass-1');
    await popup.getByLabel('Confirm Password').fill('First-pass-2');
    await popup.getByRole('button', { name: 'SAVE', exact: true }).click();
    expect(await formProblem()).toBe('Please ensure your password and password confirmation match.');
    await popup.getByLabel('Password', { exact: true }).fill('');
    await popup.getByLabel('Confirm Password').fill('');
    await popup.getByLabel('Phone').fill('(519) 555-0142');
    expect(await popup.getByLabel('Phone').inputValue()).toBe('5195550142');
    await saveConfirmed(popup, 'Nadia Newcomb was added and e-mailed a link to set their password.');
    await expect.poll(async () => (await shownRows()).find((row) => row[2] === 'nadia.new@demo.dealer')?.slice(0, 5), { timeout: 20_000 }).toEqual([
      'Standard User',
      'Nadia Newcomb',
      'nadia.new@demo.dealer',
      '5195550142',
      'Salesperson',
    ]);

    const inbox = (await (await fetch(`${app.url}/inbox/messages?to=${encodeURIComponent('nadia.new@demo.dealer')}`)).json()) as {
      messages: { subject: string; text_body: string }[];
    };
    expect(inbox.messages.map((mail) => mail.subject)).toEqual(['Welcome to Dealer Back Office: set your password']);
    const link = /https?:\/\/\S+/.exec(inbox.messages[0]?.text_body ?? '')?.[0] ?? '';
    expect(link.startsWith(`${app.url}/reset-password?code=`)).toBe(true);

    const { page: newcomer } = await app.newPage();
    await newcomer.goto(link);
    await newcomer.getByLabel('New password', { exact: true }).fill('Nadia-pass-7');
    await newcomer.getByLabel('Confirm new password').fill('Nadia-pass-7');
    await newcomer.getByRole('button', { name: 'Submit' }).click();
    await newcomer.getByText('Your password has been changed. You can now sign in.').waitFor();
    await signIn(newcomer, app.url, 'nadia.new@demo.dealer', 'Nadia-pass-7');
    await newcomer.context().close();
  });

  it('filters by search, role and type (all sent as active), and exports the view', async () => {
    await filters().getByLabel('Search').fill('holloway');
    await filters().getByRole('button', { name: 'APPLY FILTERS' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'holloway');
    expect(new URL(page.url()).searchParams.get('type')).toBe('active');
    await expect.poll(() => usersTable().getByText('NO USERS FOR THIS QUERY').count()).toBe(1);
    expect(await page.getByLabel('2 filters applied').count()).toBe(1);

    await filters().getByLabel('Type').selectOption('inactive');
    await filters().getByRole('button', { name: 'APPLY FILTERS' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'inactive');
    await expect.poll(async () => (await shownRows()).map((row) => row.slice(0, 3))).toEqual([['Inactive', 'Grant Holloway', 'inactive@demo.dealer']]);
    expect(await page.locator('.list-range').textContent()).toBe('1 - 1 of 1');

    const opened = await keepOpenedLinks(page);
    await page.getByRole('button', { name: 'EXPORT CSV' }).click();
    const link = await waitUntil('the export link', opened);
    const csv = await (await fetch(link.startsWith('http') ? link : `${app.url}${link}`)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Type,Name,Email,Phone,Role,Created');
    expect(lines.length).toBe(2);
    expect(lines[1]?.startsWith('Inactive,Grant Holloway,inactive@demo.dealer,')).toBe(true);

    await filters().getByRole('button', { name: 'RESET' }).click();
    await page.waitForURL((url) => url.search === '?page=1');
    expect(await page.getByLabel('0 filters applied').count()).toBe(1);

    await filters().getByLabel('Role').selectOption({ label: 'BDC Agent' });
    await filters().getByRole('button', { name: 'APPLY FILTERS' }).click();
    await page.waitForURL((url) => url.searchParams.get('role') === '4');
    const agents = await shownRows();
    expect(agents.length).toBeGreaterThan(0);
    expect(agents.every((row) => row[4] === 'BDC Agent' && row[0] !== 'Inactive')).toBe(true);
    expect(agents.some((row) => row[1] === 'Olivia Martin')).toBe(true);
    await filters().getByRole('button', { name: 'RESET' }).click();
    await page.waitForURL((url) => url.search === '?page=1');
  });

  it('EDIT opens the user in a popup of three tabs and saves after the confirmation', async () => {
    await page.getByRole('button', { name: 'Edit Jessica Tremblay' }).click();
    const popup = dialog('Edit User');
    await popup.getByLabel('First Name *').waitFor();
    expect(await popup.getByRole('tab').allTextContents()).toEqual(['User Info', 'User Settings', 'Email Settings']);
    expect(await popup.getByLabel('Email *').getAttribute('readonly')).toBe('');
    await popup.getByLabel('Role').selectOption({ label: 'Sales Manager' });
    await popup.getByRole('tab', { name: 'User Settings' }).click();
    await popup.getByLabel('Alerts: days to hide read alerts').fill('5');
    await popup.getByRole('tab', { name: 'Email Settings' }).click();
    await popup.getByLabel('Signature').fill('Jessica Tremblay, Sales Manager');
    await saveConfirmed(popup, 'Jessica Tremblay was saved.');

    await expect.poll(async () => (await shownRows()).find((row) => row[1] === 'Jessica Tremblay')?.[4], { timeout: 20_000 }).toBe('Sales Manager');
    const [saved] = await app.server.deps.db.query<{ signature: string; notify_alerts: number; role_id: number }>(
      "SELECT signature, notify_alerts, role_id FROM users WHERE first_name = 'Jessica' AND last_name = 'Tremblay'",
    );
    expect(saved).toEqual({ signature: 'Jessica Tremblay, Sales Manager', notify_alerts: 5, role_id: 2 });
  });

  it('IMPORT USER lists the users of the other dealerships and adds one through the prefilled form', async () => {
    const calgary = await dealerByKey(app.server.deps.db, 'CALG01');
    const [candidate] = await app.server.deps.db.query<{ first_name: string; last_name: string; email: string }>(
      `SELECT u.first_name, u.last_name, u.email FROM users u JOIN user_dealers ud ON ud.user_id = u.id JOIN dealers d ON d.id = ud.dealer_id
       WHERE d.token = $1 AND u.admin <> 2 AND NOT EXISTS (SELECT 1 FROM user_dealers c JOIN dealers cd ON cd.id = c.dealer_id WHERE c.user_id = u.id AND cd.key = 'CAMB01')
       ORDER BY u.id LIMIT 1`,
      [calgary.token],
    );
    if (!candidate) throw new Error('The demo has no Calgary user outside Cambridge.');
    await page.getByRole('button', { name: 'IMPORT USER' }).click();
    const chooser = dialog('Import a User');
    await chooser.getByLabel('Select User').selectOption({ label: `${candidate.first_name} ${candidate.last_name} ${candidate.email}` });
    await chooser.getByRole('button', { name: 'IMPORT USER' }).click();
    const popup = dialog('Import User');
    expect(await popup.getByLabel('First Name *').inputValue()).toBe(candidate.first_name);
    expect(await popup.getByLabel('Email *').inputValue()).toBe(candidate.email);
    await saveConfirmed(popup, `${candidate.first_name} ${candidate.last_name} was saved.`);
    await expect.poll(async () => (await shownRows()).some((row) => row[2] === candidate.email), { timeout: 20_000 }).toBe(true);
  });

  it('off line, the list stays and ADD USER says it needs the server', async () => {
    await app.setOffline(context, true);
    try {
      await expect.poll(() => syncIndicator(page).textContent()).toBe('Offline');
      await page.getByRole('button', { name: 'ADD USER' }).click();
      await expect.poll(() => page.locator('.settings-users').getByRole('alert').textContent()).toBe(
        'You are off line: this needs the server. Try again once you are back online.',
      );
      expect(await page.getByRole('dialog', { name: 'Add User' }).count()).toBe(0);
      expect((await shownRows()).some((row) => row[1] === 'Dana Whitfield')).toBe(true);
    } finally {
      await app.setOffline(context, false);
    }
  });
});
