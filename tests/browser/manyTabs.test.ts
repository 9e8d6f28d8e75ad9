import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenSigner } from '../../sync-server/auth/tokenSigner.ts';
import { acknowledgeReleaseNotes, dealerByKey, signIn, syncIndicator, waitUntil, type DealerRecord } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';

/**
 * Two tabs of one browser share one session and one sync: a token refresh happens once for both (two tabs that
 * each refreshed would present the same refresh token twice, and the server would revoke the family and sign
 * both out), and a write in one tab shows in the other at once.
 */
let app: BrowserApp;
let context: BrowserContext;
let first: Page;
let second: Page;
let cambridge: DealerRecord;
let deal: { id: string; vehicle_id: string; km: number };

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  const [row] = await app.server.deps.db.query<{ id: string; vehicle_id: string; km: string }>(
    `SELECT o.id, v.id AS vehicle_id, v.doc->>'mileage' AS km FROM opportunities o
     JOIN vehicles v ON v.dealer = o.dealer AND v.id = o.doc->>'vehicle_id'
     WHERE o.dealer = $1 AND NOT o.deleted AND NOT v.deleted AND o.doc->>'type' = 'equity' AND v.doc->>'mileage' IS NOT NULL
     ORDER BY o.id LIMIT 1`,
    [cambridge.token],
  );
  if (!row) throw new Error('No equity opportunity with a mileage at CAMB01.');
  deal = { id: row.id, vehicle_id: row.vehicle_id, km: Number(row.km) };
  ({ context, page: first } = await app.newPage());
  await signIn(first, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(first);
  await waitUntil('the first sync', async () => ((await syncIndicator(first).textContent()) === 'Synced' ? true : undefined), 60_000);
});

afterAll(async () => {
  await app?.close();
});

const dealSheet = (id: string) => `${app.url}/deal/${encodeURIComponent(id)}/dealsheet`;
const currentMileage = (page: Page) => page.locator('[data-field="current-mileage"]').textContent();
const kilometres = (km: number) => `${km.toLocaleString('en-US')} KM`;
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The admin's refresh tokens: every one issued (sign-in and each refresh) and those still good. */
async function refreshTokensOnServer(): Promise<{ issued: number; live: number }> {
  const [row] = await app.server.deps.db.query<{ issued: string; live: string }>(
    `SELECT count(*) AS issued, count(*) FILTER (WHERE revoked_at IS NULL) AS live
     FROM refresh_tokens WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    ['admin@demo.dealer'],
  );
  return { issued: Number(row?.issued), live: Number(row?.live) };
}

describe('two tabs of one browser', () => {
  it('the second tab opens signed in, on the same deal sheet', async () => {
    await first.goto(dealSheet(deal.id));
    second = await context.newPage();
    await second.goto(dealSheet(deal.id));
    for (const page of [first, second]) {
      await page.getByRole('region', { name: 'Current vehicle' }).waitFor();
      await expect.poll(() => currentMileage(page)).toBe(kilometres(deal.km));
    }
  });

  it('after the id tokens stop being accepted, both stay signed in; an edit in one shows in the other; the server records it once', async () => {
    const tokensBefore = await refreshTokensOnServer();
    // Every id token issued so far is refused from now on (as once its hour is up): each tab's next call is a 401.
    app.server.deps.signer = createTokenSigner('a secret the tabs have never seen');

    const mileage = deal.km + 1234;
    await first.getByRole('form', { name: 'Mileage update' }).getByLabel('New mileage (KM)').fill(String(mileage));
    await first.getByRole('form', { name: 'Mileage update' }).getByRole('button', { name: 'UPDATE' }).click();

    await expect.poll(() => currentMileage(second), { timeout: 20_000 }).toBe(kilometres(mileage));
    await expect.poll(() => syncIndicator(first).textContent(), { timeout: 20_000 }).toBe('Synced');
    const events = await app.server.deps.db.query<{ id: string }>("SELECT id FROM events WHERE type = 'vehicle.mileage_updated' AND payload->>'vehicle_id' = $1", [
      deal.vehicle_id,
    ]);
    expect(events.length).toBe(1);

    // One refresh for both tabs: one more token issued, the family still good (a second refresh with the same
    // token would have revoked it and signed both tabs out).
    await second.reload();
    await expect.poll(() => currentMileage(second), { timeout: 20_000 }).toBe(kilometres(mileage));
    await expect.poll(() => syncIndicator(second).textContent(), { timeout: 20_000 }).toBe('Synced');
    expect(await refreshTokensOnServer()).toEqual({ issued: tokensBefore.issued + 1, live: 1 });
    expect([pathOf(first), pathOf(second)]).toEqual([new URL(dealSheet(deal.id)).pathname, new URL(dealSheet(deal.id)).pathname]);
  });
});
