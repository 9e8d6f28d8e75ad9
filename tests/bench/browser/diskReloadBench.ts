import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { opportunityColumns } from '../../../domain/opportunityList/opportunityColumns.ts';
import type { OpportunityType } from '../../../domain/opportunities/opportunityType.ts';
import { DEMO_PASSWORD } from '../../../sync-server/seed/demoLogins.ts';
import { CHROMIUM_ARGS } from '../../browser/support/browserApp.ts';
import { firstRowShown, percentile, timeToPaint, type AddFigure } from './pageTiming.ts';
import { SCALE_LOGIN } from './scaleSession.ts';

const TABLE = '[role="table"][aria-label="Opportunities"]';
const WATCH = `${TABLE} [role="row"][aria-rowindex="2"], .list-range`;
const RELOADS = 4;

/**
 * Warm reloads as a user's browser has them: a profile on disk (the other browser figures run in a context whose
 * IndexedDB lives in memory), the scale dealer synced through the app first. For each reload: to the first rows on
 * screen, and to a sort the kept window cannot answer painted (clicked as soon as the first rows show), which needs
 * every opportunity of the list in memory.
 */
export async function benchReloadOnDisk(serverUrl: string, listType: OpportunityType, add: AddFigure): Promise<void> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1366, height: 900 },
  });
  try {
    await context.addInitScript('globalThis.__name = (target) => target;');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${serverUrl}/login`);
    await page.getByLabel('Username').fill(SCALE_LOGIN);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
    await page.goto(`${serverUrl}/opportunity/${listType}?page=1`);
    await firstRowShown(page, TABLE);
    await page.getByRole('banner').getByRole('status').filter({ hasText: /^Synced$/ }).waitFor({ timeout: 15 * 60_000 });
    const byName = opportunityColumns(listType, false).findIndex((column) => column.key === 'name') + 1;
    const header = `${TABLE} [role="columnheader"]:nth-child(${byName}) button`;
    const firstRows: number[] = [];
    const everyRow: number[] = [];
    for (let i = 0; i < RELOADS; i++) {
      const reloadAt = Date.now();
      await page.reload();
      const shown = (await firstRowShown(page, TABLE)) - reloadAt;
      firstRows.push(shown);
      everyRow.push(shown + (await timeToPaint(page, { click: header }, WATCH)));
      await page.waitForTimeout(3_000);
    }
    const detail = { reloads: RELOADS, list: listType, profile: 'on disk' };
    add('browser.warm_start_first_rows_on_disk_p50', percentile(firstRows, 50), 'ms', detail);
    add('browser.warm_start_first_rows_on_disk_max', Math.max(...firstRows), 'ms', detail);
    add('browser.warm_start_every_row_on_disk_p50', percentile(everyRow, 50), 'ms', { ...detail, note: 'to a sort by name painted, clicked at first rows' });
    add('browser.warm_start_every_row_on_disk_max', Math.max(...everyRow), 'ms', detail);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
