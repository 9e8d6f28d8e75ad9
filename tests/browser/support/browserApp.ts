import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { MailboxNetwork } from '../../../sync-server/mailboxes/mailboxNetwork.ts';
import type { TwilioSettings } from '../../../sync-server/outreach/texts/twilioProvider.ts';
import { startServer } from '../../../sync-server/server.ts';
import { startNetworkCut } from './networkCut.ts';
import { watchPage } from './pageWatch.ts';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

/** The flags our CI's Chromium runs with (DEVELOPERS.md); the system browser, never a downloaded one. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DEMO_PASSWORD = 'Demo-1234';

/**
 * The browser's time zone in these tests: UTC+14, far from every demo dealer (Toronto, Edmonton, New York), so a
 * screen that showed the browser's day instead of the dealer's would be a day off for 19 hours out of 24.
 */
export const BROWSER_TIME_ZONE = 'Pacific/Kiritimati';

/** The phone of the issue 28 run: 390 x 844 CSS pixels, with touch. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

export type BrowserApp = {
  url: string;
  server: Awaited<ReturnType<typeof startServer>>;
  browser: Browser;
  /** A page of a new context: a 1366x900 laptop, or with `phone` a 390x844 touch phone (issue 28's phone). */
  newPage(options?: { phone?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  /** Takes the browser off line or back: the context's network and the worker's (the relay to the server). */
  setOffline(context: BrowserContext, offline: boolean): Promise<void>;
  /** Takes the browser off line the moment a request matching is sent, before the server sees it (networkCut's cutOn). */
  offlineOn(context: BrowserContext, match: (requestLine: string) => boolean): Promise<void>;
  close(): Promise<void>;
};

/**
 * A real server (in-memory PGlite, with the demo data, seeded once for the run, unless told `seed: 'none'`) serving the built client behind a
 * relay the tests can cut (setOffline), and the system Chromium. The local mailbox is on unless told
 * otherwise, as with LOCAL_MAILBOX=1, so tests read the server's own mail. `mailboxNetwork` lets the dealers'
 * mailboxes reach the tests' loopback mail servers (the environment's MAILBOX_* settings otherwise); `twilio` is the
 * SMS provider (the environment's TWILIO_* settings otherwise).
 */
export async function startBrowserApp(
  options: { seed?: 'demo' | 'none'; localMailbox?: boolean; mailboxNetwork?: MailboxNetwork; twilio?: TwilioSettings } = {},
): Promise<BrowserApp> {
  const network = await startNetworkCut();
  const url = `http://127.0.0.1:${network.port}`;
  const seed = options.seed ?? 'demo';
  // The demo data seeded once for the run (tests/browser/seedDemoImage.ts), copied into this server's database.
  const databaseImage = seed === 'demo' ? new Blob([await readFile(inject('demoImage'))]) : undefined;
  const server = await startServer({
    port: 0,
    seed,
    databaseImage,
    log: false,
    localMailbox: options.localMailbox ?? true,
    publicUrl: url,
    ...(options.mailboxNetwork ? { mailboxNetwork: options.mailboxNetwork } : {}),
    ...(options.twilio ? { twilio: options.twilio } : {}),
  });
  network.target(server.port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  return {
    url,
    server,
    browser,
    async newPage(options = {}) {
      const device = options.phone ? { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true } : { viewport: { width: 1366, height: 900 } };
      const context = await browser.newContext({ ...device, timezoneId: BROWSER_TIME_ZONE });
      contexts.push(context);
      context.on('page', watchPage);
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      return { context, page };
    },
    async setOffline(context, offline) {
      network.setCut(offline);
      await context.setOffline(offline);
    },
    async offlineOn(context, match) {
      await network.cutOn(match);
      await context.setOffline(true);
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await server.close();
      await network.close();
    },
  };
}
