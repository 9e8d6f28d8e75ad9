import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeReleaseNotes, openEquityList, signIn } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';

let app: BrowserApp;

beforeAll(async () => {
  app = await startBrowserApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the Content-Security-Policy', () => {
  it('lets the built app sign in, show the equity list, a deal page and its PDF preview, with no violation', async () => {
    const { page } = await app.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content.security.policy|securitypolicyviolation/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI}`)),
    );

    const shell = await page.goto(`${app.url}/login`);
    expect(shell?.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(shell?.headers()['cache-control']).toBe('no-cache');
    await signIn(page, app.url, 'admin@demo.dealer');
    await acknowledgeReleaseNotes(page);
    await openEquityList(page);
    await page.getByRole('table', { name: 'Opportunities' }).getByRole('row').nth(1).click();
    await page.waitForURL((url) => url.pathname.startsWith('/deal/') && url.pathname.endsWith('/dealsheet'));
    await page.getByRole('region', { name: 'Current vehicle' }).waitFor();

    await page.goto(page.url().replace(/\/dealsheet$/, '/share'));
    await page.getByRole('button', { name: 'Preview Deal Sheet', exact: true }).click();
    // A frame the policy refused would show an error page instead of the PDF's URL.
    await expect.poll(() => page.frames().some((frame) => new URL(frame.url()).pathname === '/dealsheet/print'), { timeout: 20_000 }).toBe(true);
    expect(violations).toEqual([]);
  });
});
