import { migrate } from '../../sync-server/db/migrate.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import { mineDealer } from '../../sync-server/opportunities/mineDealer.ts';
import { seedDemo } from '../../sync-server/seed/demo.ts';
import type { SeedProgress } from '../../sync-server/seed/demoImport.ts';
import type { TestDatabase } from '../support/testDatabases.ts';
import type { Figure } from './serverSync.ts';

const CUSTOMERS_PER_DEALER = 3_000;
const DAY_MS = 86_400_000;

/**
 * The engine on the server over a demo dealer group of 3,000 customers a dealer: DMS import throughput (records
 * per second through validation, the event log and the projections), a first mining (every row new), the same
 * dealer a month later (dates move, so most rows change) and a rerun with nothing new (nothing appended).
 */
export async function benchMining(database: TestDatabase): Promise<Figure[]> {
  const opened = await database.open();
  try {
    const { db } = opened;
    await migrate(db);
    const store = createMiningEventStore(db, () => undefined);
    const steps: Parameters<SeedProgress>[0][] = [];
    const today = new Date();
    await seedDemo(db, store, { customersPerDealer: CUSTOMERS_PER_DEALER, today, progress: (step) => steps.push(step) });
    const imports = steps.filter((step) => step.step !== 'mining');
    const mining = steps.filter((step) => step.step === 'mining');
    const sum = (list: typeof steps, field: 'count' | 'ms') => list.reduce((total, step) => total + step[field], 0);
    const [dealer] = await db.query<{ token: string }>("SELECT token FROM dealers WHERE key = 'CAMB01'");
    if (!dealer) throw new Error('The demo has no Cambridge dealer.');
    const monthLater = new Date(today.getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
    const later = await mineDealer(db, store, dealer.token, { today: monthLater });
    const rerun = await mineDealer(db, store, dealer.token, { today: monthLater });
    const name = database.name;
    const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);
    return [
      { figure: 'server.dms_import_throughput', value: perSecond(sum(imports, 'count'), sum(imports, 'ms')), unit: 'records/s', database: name, records: sum(imports, 'count') },
      { figure: 'server.mining_first_run', value: perSecond(sum(mining, 'count'), sum(mining, 'ms')), unit: 'opportunities/s', database: name, opportunities: sum(mining, 'count') },
      { figure: 'server.mining_month_later', value: perSecond(later.set + later.removed, later.ms), unit: 'changed opportunities/s', database: name, changed: later.set + later.removed, customers: later.customers },
      { figure: 'server.mining_rerun_unchanged', value: perSecond(rerun.customers, rerun.ms), unit: 'customers/s', database: name, appended: rerun.set + rerun.removed },
    ];
  } finally {
    await opened.close();
  }
}
