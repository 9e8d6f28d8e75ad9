import { chromium, type Browser, type Page } from 'playwright-core';
import type { StoredAppointment } from '../../../domain/calendar/appointment.ts';
import { calendarPersonName } from '../../../domain/calendar/calendarEntry.ts';
import type { Customer } from '../../../domain/customers/customer.ts';
import type { CustomerRecord } from '../../../domain/customers/customerRecord.ts';
import { computeDashboard } from '../../../domain/dashboard/computeDashboard.ts';
import { dashboardQuery } from '../../../domain/dashboard/dashboardFixtures.ts';
import type { DashboardInput, DashboardQuery } from '../../../domain/dashboard/dashboard.ts';
import { dashboardNow, presetRange, type RangePreset } from '../../../domain/dashboard/dashboardRange.ts';
import { writeDashboardUrl } from '../../../domain/dashboard/dashboardUrl.ts';
import type { DealerUser } from '../../../domain/dealers/dealerUsers.ts';
import type { OwnedVehicle } from '../../../domain/dms/ownedVehicle.ts';
import type { SaleDeal } from '../../../domain/dms/saleDeal.ts';
import { BROWSER_COLLECTIONS } from '../../../domain/events/collections.ts';
import type { Opportunity } from '../../../domain/opportunities/opportunity.ts';
import { displayName } from '../../../domain/session/sessionUser.ts';
import { DEFAULT_DEALER_SETTINGS } from '../../../domain/settings/dealerSettings.ts';
import type { Database } from '../../../sync-server/db/database.ts';
import { DEMO_PASSWORD } from '../../../sync-server/seed/demoLogins.ts';
import { startServer } from '../../../sync-server/server.ts';
import { CHROMIUM_ARGS } from '../../browser/support/browserApp.ts';
import { scaleDataset } from '../scaleDataset.ts';
import type { Figure } from '../serverSync.ts';
import { percentile } from './pageTiming.ts';
import { watchWorkerPulls } from './workerPulls.ts';
import { SCALE_LOGIN, scaleSession } from './scaleSession.ts';

/** The range changes measured: This Month, This Year, Last Month, this many times over. */
const ROUNDS = 8;
const CYCLE: readonly RangePreset[] = ['this_month', 'this_year', 'last_month'];
/** The sold grid and the highlights: every figure of them follows the range. */
const METRICS = '.dashboard-metrics';
/** The tabs' counts and the chosen tab's content (the metrics collapse while a tab is chosen). */
const TABS = '.dashboard-tabs';

/**
 * Page-side hooks (an init script) on Comlink's messages: when the page last asked the worker for a dashboard
 * (api.update of the dashboard view posted) and when a dashboard arrived (its message read, so structured-cloned back).
 */
const COMLINK_TIMES = `(() => {
  const times = (globalThis.__dashboardTimes = { sent: 0, arrived: 0 });
  const post = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === 'APPLY' && message.path && message.path[0] === 'update' && message.argumentList[1]?.value === 'dashboard') times.sent = performance.now();
    return post.call(this, message, ...rest);
  };
  const listen = MessagePort.prototype.addEventListener;
  MessagePort.prototype.addEventListener = function (type, listener, options) {
    if (type !== 'message' || typeof listener !== 'function') return listen.call(this, type, listener, options);
    const timed = function (event) {
      const wire = event.data && event.data.type === 'APPLY' && event.data.argumentList ? event.data.argumentList[0] : null;
      if (wire && wire.value && wire.value.status === 'ready' && wire.value.dashboard) times.arrived = performance.now();
      return listener.call(this, event);
    };
    return listen.call(this, type, timed, options);
  };
})();`;

type RangeChange = { toPixels: number; toWorkerCall: number; workerRoundTrip: number; afterArrival: number };

/**
 * A change of range by a client-side navigation, timed in the page: to the worker call (the page rendered the new
 * address and sent the dashboard view's update), the worker's round trip (computed, cloned back, read), and to the frame painted
 * once `watch` shows other text (a MutationObserver, then one animation frame and a task after it).
 */
function rangeChange(page: Page, url: string, watch: string): Promise<RangeChange> {
  return page.evaluate(
    ({ url, watch }) =>
      new Promise<RangeChange>((resolve, reject) => {
        const times = (globalThis as unknown as { __dashboardTimes: { sent: number; arrived: number } }).__dashboardTimes;
        times.sent = 0;
        times.arrived = 0;
        const read = () => Array.from(document.querySelectorAll(watch), (node) => node.textContent ?? '').join('|');
        const before = read();
        const observer = new MutationObserver(() => {
          if (read() === before) return;
          observer.disconnect();
          clearTimeout(timer);
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const painted = performance.now();
            resolve({
              toPixels: painted - started,
              toWorkerCall: times.sent - started,
              workerRoundTrip: times.arrived - times.sent,
              afterArrival: painted - times.arrived,
            });
          };
          requestAnimationFrame(() => channel.port2.postMessage(null));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`The dashboard did not change within 10 s after ${url}.`));
        }, 10_000);
        const started = performance.now();
        history.pushState(null, '', url);
      }),
    { url, watch },
  );
}

const round = (value: number) => Math.round(value * 10) / 10;

async function docs<T>(db: Database, table: string, dealer: string): Promise<T[]> {
  return (await db.query<{ doc: T }>(`SELECT doc FROM ${table} WHERE dealer = $1 AND NOT deleted`, [dealer])).map((row) => row.doc);
}

/** The dealer's DashboardInput read whole from the server's projections, as the worker holds it in memory. */
export async function dealerInput(db: Database, dealer: string): Promise<DashboardInput> {
  const [opportunities, sales, customers, appointments, records, vehicles, prospects, refs] = await Promise.all([
    docs<Opportunity>(db, 'opportunities', dealer),
    docs<SaleDeal>(db, 'deals', dealer),
    docs<Customer>(db, 'customers', dealer),
    docs<StoredAppointment>(db, 'appointments', dealer),
    docs<CustomerRecord>(db, 'activities', dealer),
    docs<OwnedVehicle>(db, 'vehicles', dealer),
    docs<Parameters<typeof calendarPersonName>[0] & { id: string }>(db, 'prospects', dealer),
    docs<Record<string, unknown>>(db, 'refs', dealer),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const [customerById, vehicleById, prospectById] = [byId(customers), byId(vehicles), byId(prospects)];
  const settings = refs.find((ref) => ref.kind === 'settings') as { config?: { dealer_timezone?: string } } | undefined;
  return {
    opportunities,
    sales,
    customers,
    appointments,
    records,
    vehicle: (id) => vehicleById.get(id),
    person(subject, id) {
      const person = subject === 'customer' ? customerById.get(id) : prospectById.get(id);
      return person ? calendarPersonName(person) : null;
    },
    users: (refs.filter((ref) => ref.kind === 'user') as unknown as DealerUser[]).map((user) => ({
      id: user.user_id,
      token: user.token,
      name: displayName(user),
    })),
    timeZone: settings?.config?.dealer_timezone ?? DEFAULT_DEALER_SETTINGS.config.dealer_timezone,
  };
}

/** ROUNDS × CYCLE range changes, each to the next preset of the cycle (This Year first, the page shows This Month). */
async function rangeChanges(page: Page, urlOf: (preset: RangePreset) => string, watch: string): Promise<RangeChange[]> {
  const changes: RangeChange[] = [];
  for (let i = 0; i < ROUNDS * CYCLE.length; i++) changes.push(await rangeChange(page, urlOf(CYCLE[(i + 1) % CYCLE.length] as RangePreset), watch));
  return changes;
}

function queryFor(preset: RangePreset, now: string): DashboardQuery {
  return dashboardQuery({ ...presetRange(preset, now.slice(0, 10)), now });
}


/** Signs in through the page as the scale dealer's admin and waits until every collection of the dealer is synced. */
async function signInSynced(browser: Browser, page: Page, serverUrl: string, dealer: string): Promise<void> {
  await page.goto(`${serverUrl}/login`);
  const pulls = await watchWorkerPulls(browser, dealer);
  await page.getByLabel('Username').fill(SCALE_LOGIN);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const release = page.getByRole('dialog', { name: /What's new in release/ });
  void release.getByRole('button', { name: 'GOT IT' }).click({ timeout: 60_000 }).catch(() => undefined);
  const deadline = Date.now() + 15 * 60_000;
  while (!BROWSER_COLLECTIONS.every((collection) => pulls.done.has(collection)) && Date.now() < deadline) await page.waitForTimeout(250);
  await pulls.stop();
}

/**
 * The dashboard's figures at the scale dealer (100,000 opportunities, 61,000 sales): computeDashboard alone in
 * Node over the dealer's data, then in headless Chromium on a synced dealer, a change of range (This Month, This
 * Year, Last Month, in turn) from the address change until the sold grid and highlights show the new numbers and
 * that frame is painted (the worker computes the dashboard from memory: no server round trip).
 */
export async function benchDashboard(report: (figure: Figure) => void): Promise<void> {
  const dataset = await scaleDataset();
  const server = await startServer({ port: 0, seed: 'none', log: false, warmLists: true, databaseUrl: dataset.databaseUrl, dataDir: dataset.dataDir });
  const add = (figure: string, value: number, unit: string, detail: Record<string, string | number> = {}) =>
    report({ figure, value: round(value), unit, database: dataset.name, ...detail });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { dealer } = await scaleSession(server.url);

    const input = await dealerInput(server.deps.db, dealer.token);
    const now = dashboardNow(input.timeZone);
    const size = { opportunities: input.opportunities.length, sales: input.sales.length, customers: input.customers.length };
    const computed: number[] = [];
    for (let i = 0; i < ROUNDS * CYCLE.length; i++) {
      const started = performance.now();
      computeDashboard(input, queryFor(CYCLE[i % CYCLE.length] as RangePreset, now));
      computed.push(performance.now() - started);
    }
    add('compute_dashboard.first', computed[0] ?? Number.NaN, 'ms', { ...size, note: 'computeDashboard timed in Node, This Month' });
    const inNode = { ...size, runs: computed.length - 1, note: 'computeDashboard timed in Node' };
    add('compute_dashboard.range_change_p50', percentile(computed.slice(1), 50), 'ms', inNode);
    add('compute_dashboard.range_change_p95', percentile(computed.slice(1), 95), 'ms', inNode);

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    // tsx names the functions it compiles with a __name helper that page.evaluate bodies then call.
    await context.addInitScript('globalThis.__name = (target) => target;');
    await context.addInitScript(COMLINK_TIMES);
    const page = await context.newPage();
    await signInSynced(browser, page, server.url, dealer.token);
    const urlOf = (preset: RangePreset) => `/?${writeDashboardUrl({ user: null, ...presetRange(preset, now.slice(0, 10)), store: null })}`;
    await page.goto(`${server.url}${urlOf('this_month')}`);
    await page.locator(`${METRICS} .sold-grid`).waitFor({ timeout: 120_000 });
    const reloadAt = Date.now();
    await page.reload();
    await page.locator(`${METRICS} .sold-grid`).waitFor({ timeout: 120_000 });
    add('browser.dashboard_reload_to_pixels', Date.now() - reloadAt, 'ms', {
      ...size,
      note: 'a reload of / until the sold grid shows: the worker loads the dealer from its store',
    });
    await page.waitForTimeout(2_000);

    // On the tab the page opens with (APPOINTMENTS: the range's sales appointments and today's service ones),
    // then on Dashboard STATS (its charts and lists; choosing a tab collapses the sold grid and highlights).
    const onAppointments = await rangeChanges(page, urlOf, METRICS);
    await page.getByRole('tab', { name: /Dashboard STATS/ }).click();
    await page.locator(TABS).getByRole('tabpanel').waitFor();
    const onStats = await rangeChanges(page, urlOf, TABS);
    for (const [tab, changes] of [['appointments', onAppointments], ['stats', onStats]] as const) {
      const detail = { ...size, tab, runs: changes.length, first_this_year: round(changes[0]?.toPixels ?? Number.NaN) };
      const times = (pick: (change: RangeChange) => number) => changes.map(pick);
      add('browser.dashboard_range_change_to_pixels_p50', percentile(times((c) => c.toPixels), 50), 'ms', detail);
      add('browser.dashboard_range_change_to_pixels_p95', percentile(times((c) => c.toPixels), 95), 'ms', detail);
      add('browser.dashboard_range_change_worker_round_trip_p50', percentile(times((c) => c.workerRoundTrip), 50), 'ms', {
        ...detail,
        note: 'the dashboard view\'s update posted to the dashboard read in the page',
      });
      add('browser.dashboard_range_change_worker_round_trip_p95', percentile(times((c) => c.workerRoundTrip), 95), 'ms', detail);
      add('browser.dashboard_range_change_render_p50', percentile(times((c) => c.toWorkerCall + c.afterArrival), 50), 'ms', {
        ...detail,
        note: 'the page: the address to the worker call, and the dashboard read to the frame painted',
      });
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}
