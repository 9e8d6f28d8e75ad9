import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, dealerByKey, signIn, syncIndicator } from './support/appPages.ts';

let app: BrowserApp;
let page: Page;
let customerId: string;

/** A server with no SMTP and no local mailbox: its dealers have no mailbox to send an e-mail through. */
beforeAll(async () => {
  app = await startBrowserApp({ localMailbox: false });
  const cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  const [customer] = await app.server.deps.db.query<{ id: string }>(
    `SELECT id FROM customers WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'I' AND doc->>'deleted_at' IS NULL
       AND doc->'contact'->>'email' <> '' ORDER BY id LIMIT 1`,
    [cambridge.token],
  );
  customerId = customer!.id;
  ({ page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.close();
});

async function noMailboxQuestion(): Promise<void> {
  const question = page.getByRole('dialog', { name: 'No Configured Mailboxes' });
  await expect.poll(() => question.textContent()).toContain('No Configured Mailboxes, would you like to set one up now?');
  await question.getByRole('button', { name: 'YES' }).click();
  await page.waitForURL((url) => url.pathname === '/settings/mailboxes');
}

describe('an e-mail from the outreach section without a mailbox', () => {
  it('NEW EMAIL asks to set one up, and YES leads to the mailbox settings', async () => {
    await page.goto(`${app.url}/customer/${customerId}/outreach`);
    const emails = page.getByRole('region', { name: 'Emails' });
    await emails.getByText('No EMAILS SENT OR RECEIVED', { exact: true }).waitFor({ timeout: 20_000 });
    await emails.getByRole('button', { name: 'NEW EMAIL' }).click();
    await noMailboxQuestion();
  });

  it('the MANAGE menu offers Send Email, which asks the same', async () => {
    await page.goto(`${app.url}/customer/${customerId}/overview`);
    await page.getByRole('button', { name: 'MANAGE' }).click();
    const entry = page.getByRole('menuitem', { name: 'Send Email' });
    expect(await entry.getAttribute('aria-disabled')).not.toBe('true');
    await entry.click();
    await noMailboxQuestion();
  });
});
