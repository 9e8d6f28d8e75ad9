import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createEventStore } from '../events/eventStore.ts';
import { isSeeded, seedDemo } from './demo.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demoLogins.ts';

/**
 * `npm run seed [-- --seed N --customers N]`: fills the database the server uses (DATABASE_URL, otherwise the
 * PGlite folder DATA_DIR, ./data/pg by default) with the demo dealers, logins and customers, once.
 */
const { values } = parseArgs({
  options: { seed: { type: 'string', default: '1' }, customers: { type: 'string', default: '400' } },
});
const seed = Number(values.seed);
const customersPerDealer = Number(values.customers);
if (!Number.isInteger(seed) || !Number.isInteger(customersPerDealer) || customersPerDealer < 0) {
  console.error('Usage: npm run seed -- [--seed <integer>] [--customers <customers per dealer, 0 or more>]');
  process.exit(2);
}

const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data/pg' });
try {
  await migrate(db);
  if (await isSeeded(db)) {
    console.log('The database already holds dealers: the demo data is not added again.');
  } else {
    const summary = await seedDemo(db, createEventStore(db, () => {}), { seed, customersPerDealer });
    console.log(`Seeded ${summary.dealers} dealers, ${summary.users} users and ${summary.customers} customers (seed ${seed}).`);
    console.log(`Sign in with any of these, password ${DEMO_PASSWORD}:`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(22)} ${login.role}`);
  }
} finally {
  await db.close();
}
