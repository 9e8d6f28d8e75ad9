import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, signIn, syncIndicator } from './support/appPages.ts';

type Mail = { recipient: string; subject: string; text_body: string };

let app: BrowserApp;
let context: BrowserContext;
let page: Page;
let adminPhone: string;

/** The support address when SUPPORT_EMAIL is not set (README "Configuration"). */
const SUPPORT_ADDRESS = 'support@localhost';
const THANK_YOU = 'Thank you for contacting support. We received your issue and will get back to you soon.';

beforeAll(async () => {
  app = await startBrowserApp();
  [{ phone: adminPhone }] = (await app.server.deps.db.query<{ phone: string }>("SELECT phone FROM users WHERE email = 'admin@demo.dealer'")) as [{ phone: string }];
  ({ context, page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.close();
});

const supportMails = () => app.server.deps.db.query<Mail>('SELECT recipient, subject, text_body FROM local_mail WHERE recipient = $1 ORDER BY id', [SUPPORT_ADDRESS]);

/** Opens the support form from the left icon bar. */
async function openSupport(): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support', exact: true });
  await dialog.waitFor();
  return dialog;
}

/** SUBMIT ISSUE, then YES to "Are you sure you want to submit this issue?". */
async function submitAndConfirm(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'SUBMIT ISSUE' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit Issue' });
  await confirm.getByText('Are you sure you want to submit this issue?', { exact: true }).waitFor();
  await confirm.getByRole('button', { name: 'YES' }).click();
  await confirm.waitFor({ state: 'detached' });
}

describe('the support form', () => {
  it('opens from the icon bar filled in, asks for a description, confirms, thanks, and the mail reaches support', async () => {
    await page.goto(`${app.url}/customers/individual?page=1`);
    await page.getByRole('table', { name: 'Customers' }).waitFor();
    const here = new URL(page.url());
    const form = await openSupport();

    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Dana Whitfield');
    // The phone is the dealer's user document's, which may reach the page just after the reload.
    await expect.poll(() => form.getByLabel('Phone', { exact: true }).inputValue()).toBe(adminPhone);
    expect(adminPhone).toMatch(/^\d{10}$/);
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe('admin@demo.dealer');
    expect(await form.getByLabel('Browser', { exact: true }).inputValue()).toBe('Chrome');
    const browsers = await form.getByLabel('Browser', { exact: true }).locator('option').allTextContents();
    expect(browsers).toEqual(['Chrome', 'Firefox', 'Microsoft Edge', 'Safari', 'Internet Explorer', 'Other']);
    expect(await form.getByLabel('Concern Location', { exact: true }).inputValue()).toBe(`Customers: ${here.pathname}${here.search}`);
    expect(await form.getByLabel('Concern Description', { exact: true }).inputValue()).toBe('');

    await form.getByRole('button', { name: 'SUBMIT ISSUE' }).click();
    await form.getByText('Please describe your concern.', { exact: true }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Submit Issue' }).count()).toBe(0);

    await form.getByLabel('Browser', { exact: true }).selectOption('Firefox');
    await form.getByLabel('Concern Description', { exact: true }).fill('The distance filter forgets its range.');
    await submitAndConfirm(form);
    await form.getByRole('status').filter({ hasText: THANK_YOU }).waitFor();

    const [mail, ...more] = await supportMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: SUPPORT_ADDRESS, subject: 'Support request from Dana Whitfield at Cambridge Toyota' });
    expect(mail!.text_body).toContain('Browser: Firefox');
    expect(mail!.text_body).toContain(`Phone: ${adminPhone}`);
    expect(mail!.text_body).toContain(`Concern location: Customers: ${here.pathname}${here.search}`);
    expect(mail!.text_body).toContain('Concern description:\nThe distance filter forgets its range.');
    const kept = await app.server.deps.db.query<{ concern_description: string }>('SELECT concern_description FROM support_requests');
    expect(kept).toEqual([{ concern_description: 'The distance filter forgets its range.' }]);

    await form.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('off line says the form needs a connection and keeps the text; back on line it goes', async () => {
    const form = await openSupport();
    await form.getByLabel('Concern Description', { exact: true }).fill('Sent from the road.');
    await app.setOffline(context, true);
    await syncIndicator(page).filter({ hasText: /Offline/ }).waitFor();
    await submitAndConfirm(form);
    await form
      .getByRole('alert')
      .filter({ hasText: 'You are offline: the support form needs a connection. Your text is kept; submit it again when you are back online.' })
      .waitFor();
    expect(await form.getByLabel('Concern Description', { exact: true }).inputValue()).toBe('Sent from the road.');
    expect(await supportMails()).toHaveLength(1);

    await app.setOffline(context, false);
    await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 30_000 });
    await submitAndConfirm(form);
    await form.getByRole('status').filter({ hasText: THANK_YOU }).waitFor();
    const mails = await supportMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text_body).toContain('Concern description:\nSent from the road.');
  });
});
