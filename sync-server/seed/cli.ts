import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createEventStore } from '../events/eventStore.ts';
import { isSeeded, seedDemo } from './demo.ts';
import type { ImportedCounts, SeedStep } from './demoImport.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demoLogins.ts';
import { seedScale } from './demoScale.ts';

/**
 * `npm run seed [-- --seed N --customers N] [--scale [--dealer KEY] [--opportunities N]]`: fills the database the
 * server uses (DATABASE_URL, otherwise the PGlite folder DATA_DIR, ./data/pg by default) with the demo dealers,
 * logins and DMS data, once; with --scale, then grows one dealer (Cambridge by default) to at least N
 * opportunities (100,000 by default), once. Prints what each step made and how long it took.
 */
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    customers: { type: 'string', default: '400' },
    scale: { type: 'boolean', default: false },
    dealer: { type: 'string', default: 'CAMB01' },
    opportunities: { type: 'string', default: '100000' },
  },
});
const seed = Number(values.seed);
const customersPerDealer = Number(values.customers);
const opportunities = Number(values.opportunities);
if (![seed, customersPerDealer, opportunities].every(Number.isInteger) || customersPerDealer < 0 || opportunities < 1) {
  console.error('Usage: npm run seed -- [--seed <integer>] [--customers <per dealer, 0 or more>] [--scale [--dealer <key>] [--opportunities <at least 1>]]');
  process.exit(2);
}

/** Sums the steps of a kind per dealer, printed once the dealer's part is done. */
const totals = new Map<string, { count: number; ms: number }>();
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const progress = (step: SeedStep) => {
  const key = `${step.dealer} ${step.step}`;
  const total = totals.get(key) ?? { count: 0, ms: 0 };
  totals.set(key, { count: total.count + step.count, ms: total.ms + step.ms });
  const customers = totals.get(`${step.dealer} customer`)?.count ?? 0;
  if (values.scale && step.step === 'appointment' && customers % 10_000 === 0) console.log(`  ${step.dealer}: ${customers} customers imported (${seconds(started)})`);
};
const printSteps = () => {
  for (const [key, total] of totals) console.log(`  ${key.padEnd(22)} ${String(total.count).padStart(8)} in ${(total.ms / 1000).toFixed(1)} s`);
  totals.clear();
};
const counted = (imported: ImportedCounts) =>
  Object.entries(imported)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');

const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data/pg' });
try {
  await migrate(db);
  const store = createEventStore(db, () => {});
  if (await isSeeded(db)) {
    console.log('The database already holds dealers: the demo data is not added again.');
  } else {
    const summary = await seedDemo(db, store, { seed, customersPerDealer, progress });
    printSteps();
    console.log(`Seeded ${summary.dealers} dealers, ${summary.users} users (seed ${seed}): ${counted(summary.imported)}; ${summary.opportunities} opportunities, in ${seconds(started)}.`);
    console.log(`Sign in with any of these, password ${DEMO_PASSWORD}:`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(22)} ${login.role}`);
  }
  if (values.scale) {
    const scaleStarted = performance.now();
    const summary = await seedScale(db, store, { seed, dealerKey: values.dealer, opportunities, progress });
    printSteps();
    const took = seconds(scaleStarted);
    if (summary.added) console.log(`Scaled ${summary.dealer}: ${counted(summary.imported)}; it holds ${summary.opportunities} opportunities (${took}).`);
    else console.log(`${summary.dealer} already holds the scale data: ${summary.opportunities} opportunities.`);
  }
} finally {
  await db.close();
}
