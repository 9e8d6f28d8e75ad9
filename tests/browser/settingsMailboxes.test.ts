import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapResponder, startOAuthServer, startSmtpServer, type OAuthServer } from '../support/mailboxServers.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { signInFirstTime, syncIndicator } from './support/appPages.ts';

const ACCOUNTS = { 'desk@dealer.test': 'right-password' };
const CLIENT = { clientId: 'back-office', clientSecret: 'a-client-secret-for-the-browser' };

let app: BrowserApp;
let page: Page;
let appUrl = '';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let imap: Awaited<ReturnType<typeof startImapResponder>>;
let oauth: OAuthServer;
let googleEnv: Record<string, string> = {};

beforeAll(async () => {
  oauth = await startOAuthServer({ ...CLIENT, redirectUri: () => `${appUrl}/settings/mailboxes` });
  smtp = await startSmtpServer({ accounts: ACCOUNTS, userinfoUrl: () => oauth.userinfoUrl });
  imap = await startImapResponder({ accounts: ACCOUNTS, acceptToken: (user, token) => oauth.accepts(user, token) });
  // Google's endpoints are configuration: here the loopback OAuth, SMTP and IMAP servers.
  Object.assign(process.env, (googleEnv = {
    GOOGLE_OAUTH_CLIENT_ID: CLIENT.clientId,
    GOOGLE_OAUTH_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_OAUTH_AUTHORIZE_URL: oauth.authorizeUrl,
    GOOGLE_OAUTH_TOKEN_URL: oauth.tokenUrl,
    GOOGLE_OAUTH_SCOPES: 'openid email offline_access',
    GOOGLE_SMTP_HOST: '127.0.0.1',
    GOOGLE_SMTP_PORT: String(smtp.port),
    GOOGLE_IMAP_HOST: '127.0.0.1',
    GOOGLE_IMAP_PORT: String(imap.port),
  }));
  // The POP3/SMTP account is on the loopback servers: private hosts allowed (MAILBOX_PRIVATE_HOSTS=allow) on their ports.
  app = await startBrowserApp({ mailboxNetwork: { privateHosts: true, smtpPorts: [smtp.port], incomingPorts: [imap.port] } });
  appUrl = app.url;
  ({ page } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
  await page.goto(`${app.url}/settings/mailboxes`);
}, 120_000);

afterAll(async () => {
  for (const name of Object.keys(googleEnv)) delete process.env[name];
  await app?.close();
  await smtp?.close();
  await imap?.close();
  await oauth?.close();
});

const list = () => page.getByRole('table', { name: 'Mailboxes' });
const row = (name: string) => list().getByRole('row').filter({ hasText: name });
/** A field of the form by its label (a required field's label ends with its " *" mark). */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
const cells = async (line: Locator) => (await line.getByRole('cell').allInnerTexts()).map((text) => text.trim());

/** SAVE, then YES to "Are you sure you want to save this mailbox?". */
async function saveAndConfirm(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'SAVE' }).click();
  const confirm = page.getByRole('dialog', { name: 'Save Mailbox' });
  await confirm.getByText('Are you sure you want to save this mailbox?', { exact: true }).waitFor();
  await confirm.getByRole('button', { name: 'YES' }).click();
  await confirm.waitFor({ state: 'detached' });
}

describe('Settings > Mailboxes', () => {
  it('connects a POP3/SMTP account, tested for real: a refused login says which step failed, then the test message goes out', async () => {
    await list().getByText('NO MAILBOXES FOR THIS QUERY').waitFor();
    await page.getByRole('button', { name: 'CREATE MAILBOX' }).click();
    const form = page.getByRole('dialog', { name: 'CREATE MAILBOX' });
    await form.getByRole('button', { name: 'SAVE' }).click();
    await form.getByText('Please provide an email.', { exact: true }).waitFor();
    await field(form, 'Email').fill('desk');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await form.getByText('Please provide a valid email', { exact: true }).waitFor();

    await field(form, 'Name').fill('Front Desk');
    await field(form, 'Email').fill('desk@dealer.test');
    await field(form, 'Address').fill('127.0.0.1');
    await field(form, 'Port').fill(String(imap.port));
    await field(form, 'User Name').fill('desk@dealer.test');
    await field(form, 'Password').fill('right-password');
    await field(form, 'SMTP Address').fill('127.0.0.1');
    await field(form, 'SMTP Port').fill(String(smtp.port));
    await field(form, 'SMTP User Name').fill('desk@dealer.test');
    await field(form, 'SMTP Password').fill('wrong-password');
    expect(await field(form, 'Lead (one-to-one mail to customers)').isChecked()).toBe(true);
    expect(await field(form, 'Campaign (marketing)').isChecked()).toBe(false);
    await saveAndConfirm(form);
    await form.getByText('Signing in to the SMTP server failed: the server refused the user name or password.', { exact: true }).waitFor();
    expect(smtp.received).toEqual([]);

    await field(form, 'SMTP Password').fill('right-password');
    await saveAndConfirm(form);
    await form.waitFor({ state: 'detached' });
    await row('Front Desk').waitFor();
    expect(await cells(row('Front Desk'))).toEqual(['Front Desk', 'POP3/SMTP', 'desk@dealer.test', 'ACTIVE', 'EDIT\nUSERS\nSUSPEND\nDELETE']);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ user: 'desk@dealer.test', from: 'desk@dealer.test', to: ['desk@dealer.test'] });
    expect(smtp.received[0]!.raw).toContain('Subject: Your mailbox is connected');
  });

  it('keeps the users popup’s SAVE disabled while no user is selected', async () => {
    await row('Front Desk').getByRole('button', { name: 'Users of Front Desk' }).click();
    const popup = page.getByRole('dialog', { name: 'USERS OF FRONT DESK' });
    const toggles = popup.getByRole('switch');
    await toggles.first().waitFor();
    const save = popup.getByRole('button', { name: 'SAVE' });
    const count = await toggles.count();
    expect(count).toBeGreaterThan(1);
    await expect.poll(() => save.isEnabled()).toBe(true);
    for (let index = 0; index < count; index += 1) await toggles.nth(index).uncheck();
    expect(await save.isDisabled()).toBe(true);
    await toggles.nth(1).check();
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await popup.waitFor({ state: 'detached' });
  });

  it('suspends a mailbox after its question, and activates it again', async () => {
    await row('Front Desk').getByRole('button', { name: 'Suspend Front Desk' }).click();
    const question = page.getByRole('dialog', { name: 'Suspend Mailbox' });
    await question.getByText('Are you sure you want to suspend this mailbox?', { exact: true }).waitFor();
    await question.getByRole('button', { name: 'YES' }).click();
    await question.waitFor({ state: 'detached' });
    await row('Front Desk').getByText('SUSPENDED', { exact: true }).waitFor();
    await row('Front Desk').getByRole('button', { name: 'Activate Front Desk' }).click();
    const again = page.getByRole('dialog', { name: 'Activate Mailbox' });
    await again.getByText('Are you sure you want to activate this mailbox?', { exact: true }).waitFor();
    await again.getByRole('button', { name: 'YES' }).click();
    await row('Front Desk').getByText('ACTIVE', { exact: true }).waitFor();
  });

  it('asks for a server’s password again beside its field when the server moves, and keeps the other’s', async () => {
    await row('Front Desk').getByRole('button', { name: 'Edit Front Desk' }).click();
    const form = page.getByRole('dialog', { name: 'EDIT MAILBOX' });
    await expect.poll(() => field(form, 'SMTP Address').inputValue()).toBe('127.0.0.1');
    const hint = 'Leave empty to keep the stored password while this server stays the same; a new address, port or user name needs it again.';
    expect(await form.getByText(hint, { exact: true }).count()).toBe(2);
    // The field's own box: its label, input, hint and error (a `has` locator is read inside the box, so from no root).
    const smtpPassword = form.locator('.field').filter({ has: page.getByLabel('SMTP Password', { exact: true }) });
    await field(form, 'SMTP Address').fill('localhost');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await smtpPassword.getByText('The SMTP server changed: please provide its password again.', { exact: true }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Save Mailbox' }).count()).toBe(0);
    const sent = smtp.received.length;
    await field(form, 'SMTP Password').fill('right-password');
    await saveAndConfirm(form);
    await form.waitFor({ state: 'detached' });
    // The incoming server did not move: its stored password signed in; the SMTP one was typed again.
    expect(imap.logins.at(-1)).toBe('desk@dealer.test LOGIN');
    expect(smtp.received).toHaveLength(sent + 1);
  });

  it('connects a Google mailbox through the provider’s sign-in popup and sends its test message over XOAUTH2', async () => {
    oauth.signInAs('sales.gmail@dealer.test');
    await page.getByRole('button', { name: 'CREATE MAILBOX' }).click();
    const form = page.getByRole('dialog', { name: 'CREATE MAILBOX' });
    await field(form, 'Google (GMAIL)').check();
    const [popup] = await Promise.all([page.waitForEvent('popup'), form.getByRole('button', { name: 'SIGN IN WITH GOOGLE' }).click()]);
    expect(popup.viewportSize()).toEqual({ width: 500, height: 500 });
    await popup.waitForEvent('close', { timeout: 30_000 });
    await form.getByText('Signed in as sales.gmail@dealer.test.', { exact: true }).waitFor();
    expect(await field(form, 'Email').inputValue()).toBe('sales.gmail@dealer.test');
    await field(form, 'Name').fill('Sales Gmail');
    await saveAndConfirm(form);
    await form.waitFor({ state: 'detached' });
    await row('Sales Gmail').waitFor();
    expect((await cells(row('Sales Gmail'))).slice(0, 4)).toEqual(['Sales Gmail', 'GMAIL', 'sales.gmail@dealer.test', 'ACTIVE']);
    expect(smtp.received.at(-1)).toMatchObject({ user: 'sales.gmail@dealer.test', method: 'XOAUTH2', to: ['sales.gmail@dealer.test'] });
  });
});
