import type { Page } from 'playwright-core';
import type { Session } from '../../../domain/session/sessionUser.ts';
import { DEMO_PASSWORD, startBrowserApp } from '../../browser/support/browserApp.ts';
import { dealerByKey, signIn, syncIndicator } from '../../browser/support/appPages.ts';
import { percentile, type AddFigure } from './pageTiming.ts';

const ROUNDS = 20;
const BELL = '[aria-label^="Alerts, "][aria-label$=" unread"]';

/** Resolves with Date.now() in the page when the bell's label changes (the count went up), after that frame is painted. */
function bellChanged(page: Page): Promise<number> {
  return page.evaluate(
    (selector) =>
      new Promise<number>((resolve, reject) => {
        const bell = document.querySelector(selector);
        if (!bell) return reject(new Error('No bell in the header.'));
        const before = bell.getAttribute('aria-label');
        const observer = new MutationObserver(() => {
          if (bell.getAttribute('aria-label') === before) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => setTimeout(() => resolve(Date.now())));
        });
        observer.observe(bell, { attributes: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error('The bell did not change within 10 s.'));
        }, 10_000);
      }),
    BELL,
  );
}

/**
 * Issue 16's "an alert reaches an open browser within a second": the administrator shares a page with the salesperson
 * (POST /share, which mails the link and raises the alert), and the salesperson's open browser, on its live channel,
 * counts it in the bell. Timed from the moment the share is sent to the bell's new count painted, on the demo data.
 */
export async function benchAlertDelivery(add: AddFigure): Promise<void> {
  const app = await startBrowserApp();
  try {
    const dealer = await dealerByKey(app.server.deps.db, 'CAMB01');
    const [ryan] = await app.server.deps.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'sales@demo.dealer'");
    const login = await fetch(`${app.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@demo.dealer', password: DEMO_PASSWORD }),
    });
    const session = (await login.json()) as Session;
    const { page } = await app.newPage();
    await signIn(page, app.url, 'sales@demo.dealer');
    await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
    await page.locator(BELL).waitFor();

    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const changed = bellChanged(page);
      const sentAt = Date.now();
      const answer = await fetch(`${app.url}/share?token=${dealer.token}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.id_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: ryan?.id, url: `/opportunity/equity?page=${round + 1}`, message: `Round ${round + 1}`, title: 'equity opportunities' }),
      });
      if (!answer.ok) throw new Error(`The share was refused: ${answer.status} ${await answer.text()}`);
      times.push((await changed) - sentAt);
    }
    add('browser.alert_share_to_bell_p50', percentile(times, 50), 'ms', { rounds: ROUNDS, note: 'POST /share sent to the second browser bell painted' });
    add('browser.alert_share_to_bell_p95', percentile(times, 95), 'ms', { rounds: ROUNDS });
    add('browser.alert_share_to_bell_max', Math.max(...times), 'ms', { rounds: ROUNDS });
  } finally {
    await app.close();
  }
}
