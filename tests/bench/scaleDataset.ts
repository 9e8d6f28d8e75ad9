import pg from 'pg';
import { openDatabase } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import { isSeeded, seedDemo } from '../../sync-server/seed/demo.ts';
import { seedScale } from '../../sync-server/seed/demoScale.ts';

/** Where the browser benchmarks find a dealer with 100,000 opportunities: a database URL or a PGlite folder. */
export type ScaleDataset = { databaseUrl?: string; dataDir?: string; name: 'postgres' | 'pglite'; seededMs: number };

const SCALE_DATABASE = 'bench_scale';
const SCALE_FOLDER = '.tmp/bench-scale-pglite';
export const SCALE_OPPORTUNITIES = 100_000;

async function ensurePostgresDatabase(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [SCALE_DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${SCALE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${SCALE_DATABASE}`;
  return url.toString();
}

/**
 * The demo group with Cambridge grown to 100,000 opportunities (`npm run seed -- --scale`), made once and kept:
 * in the PostgreSQL database bench_scale when TEST_DATABASE_URL is set, otherwise in the PGlite folder
 * .tmp/bench-scale-pglite. Seeding takes about 2 minutes on PostgreSQL and 3 on PGlite; later runs reuse it.
 */
export async function scaleDataset(): Promise<ScaleDataset> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const databaseUrl = adminUrl ? await ensurePostgresDatabase(adminUrl) : undefined;
  const dataDir = databaseUrl ? undefined : SCALE_FOLDER;
  const started = performance.now();
  const db = await openDatabase({ url: databaseUrl, dataDir });
  try {
    await migrate(db);
    const store = createMiningEventStore(db, () => undefined);
    if (!(await isSeeded(db))) await seedDemo(db, store);
    await seedScale(db, store, { opportunities: SCALE_OPPORTUNITIES });
  } finally {
    await db.close();
  }
  return { databaseUrl, dataDir, name: databaseUrl ? 'postgres' : 'pglite', seededMs: Math.round(performance.now() - started) };
}
