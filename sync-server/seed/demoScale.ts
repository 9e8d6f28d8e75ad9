import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import type { Database } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { analyzeProjections } from '../events/projectionTables.ts';
import { mineDealer } from '../opportunities/mineDealer.ts';
import { mineDemoDealer, noonOf } from './demo.ts';
import { CUSTOMER_CHUNK, SCALE_RUN, demoCustomerRecords, type ChunkRequest } from './demoCustomerRecords.ts';
import { DEMO_DEALERS } from './demoDealers.ts';
import { isoDay } from './demoDays.ts';
import { importCustomerRecords, noCounts, type ImportedCounts, type SeedProgress } from './demoImport.ts';

/** Opportunities a demo customer yields, measured on the default demo (about 1.7); sizes the scale run. */
const OPPORTUNITIES_PER_CUSTOMER = 1.6;

export type ScaleOptions = {
  seed?: number;
  /** The dealer that grows (its key); Cambridge by default. */
  dealerKey?: string;
  /** The opportunities the dealer should hold at least. */
  opportunities: number;
  today?: Date;
  progress?: SeedProgress;
};

/** What a scale run did: whether the data was already there, what it imported, the dealer's opportunities. */
export type ScaleSummary = { dealer: string; added: boolean; customers: number; imported: ImportedCounts; opportunities: number };

async function dealerOpportunities(db: Database, token: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM opportunities WHERE dealer = $1 AND NOT deleted', [token]);
  return row?.n ?? 0;
}

/**
 * Grows one seeded demo dealer to at least `opportunities` opportunities: customers of the scale run (their own
 * DMS numbers and streams of the seed) are imported chunk by chunk with their vehicles, repair orders, sales and
 * appointments, then the planner's statistics are refreshed (analyzeProjections) and the whole dealer is mined
 * once (mineDealer's full run, page by page over all customers). When the estimate falls short, further chunks
 * are added and mined (those customers only) until the dealer holds enough. The statistics are refreshed again at
 * the end: planned on the counts from before mining, a snapshot page of opportunities sorted the whole table on
 * disk (345 ms) instead of reading the primary key (67 ms). Nothing is added when the run's customers are already there.
 */
export async function seedScale(db: Database, store: EventStore, options: ScaleOptions): Promise<ScaleSummary> {
  const seed = options.seed ?? 1;
  const key = options.dealerKey ?? 'CAMB01';
  const dealer = DEMO_DEALERS.find((demo) => demo.key === key);
  const [row] = await db.query<{ token: string }>('SELECT token FROM dealers WHERE key = $1', [key]);
  if (!dealer || !row) throw new Error(`No seeded demo dealer ${key}: run npm run seed first.`);
  const seeded = { ...dealer, token: row.token };
  const salespeople = (
    await db.query<{ id: number }>(
      `SELECT u.id FROM users u JOIN user_dealers ud ON ud.user_id = u.id JOIN dealers d ON d.id = ud.dealer_id
       WHERE d.key = $1 AND u.role_id = $2 AND u.admin <> $3 ORDER BY u.id`,
      [key, ROLE.salesperson, ADMIN.inactive],
    )
  ).map((user) => user.id);
  const today = noonOf(options.today ?? new Date());
  const request = (chunk: number): ChunkRequest => ({ seed, dealer, salespeople, today, run: SCALE_RUN, chunk, count: CUSTOMER_CHUNK });
  const imported = noCounts();
  const chunks = Math.ceil(options.opportunities / OPPORTUNITIES_PER_CUSTOMER / CUSTOMER_CHUNK);
  const lastId = demoCustomerRecords(request(chunks - 1)).customers[0]?.id ?? '';
  const [present] = await store.documents(seeded.token, [{ collection: 'customers', id: lastId }]);
  if (present?.doc) {
    return { dealer: key, added: false, customers: 0, imported, opportunities: await dealerOpportunities(db, seeded.token) };
  }
  for (let chunk = 0; chunk < chunks; chunk++) await importCustomerRecords(store, seeded, demoCustomerRecords(request(chunk)), imported, options.progress);
  await analyzeProjections(db);
  await mineDemoDealer(db, store, seeded, today, options.progress);
  let opportunities = await dealerOpportunities(db, seeded.token);
  for (let chunk = chunks; opportunities < options.opportunities; chunk++) {
    const records = demoCustomerRecords(request(chunk));
    await importCustomerRecords(store, seeded, records, imported, options.progress);
    const run = await mineDealer(db, store, seeded.token, { today: isoDay(today.getTime()), customerIds: records.customers.map((customer) => customer.id) });
    options.progress?.({ dealer: key, step: 'mining', count: run.set, ms: run.ms });
    opportunities += run.set;
  }
  await analyzeProjections(db);
  return { dealer: key, added: true, customers: imported.customer, imported, opportunities };
}
