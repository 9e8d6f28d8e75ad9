import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createEventStore } from './events/eventStore.ts';

/** `npm run rebuild`: replays the event log into fresh projections (same DATABASE_URL / DATA_DIR as the server). */
const db = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data/pg' });
try {
  await migrate(db);
  const started = performance.now();
  const counts = await createEventStore(db, () => undefined).rebuild();
  console.log(`Replayed ${counts.events} events in ${Math.round(performance.now() - started)} ms.`);
  for (const [collection, documents] of Object.entries(counts.documents)) console.log(`  ${collection}: ${documents} documents`);
} finally {
  await db.close();
}
