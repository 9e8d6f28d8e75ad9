import { describe, expect, it } from 'vitest';
import { createApp } from '../../sync-server/app.ts';
import type { ServerDeps } from '../../sync-server/context.ts';
import type { Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { createDealerMailboxes } from '../../sync-server/mail/dealerMailboxes.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import { createLiveHub } from '../../sync-server/sync/liveHub.ts';
import { signer } from '../support/syncFixtures.ts';
import { testDatabases } from '../support/testDatabases.ts';

const mail = { sender: { address: 'no-reply@localhost', mailbox_id: null }, send: () => Promise.resolve() };

/** The whole app over a database, as the server mounts it. */
async function appOver(db: Database, databaseUrl?: string) {
  const hub = await createLiveHub(db, databaseUrl);
  const deps: ServerDeps = { db, signer, mail, mailboxes: createDealerMailboxes(), publicUrl: 'http://localhost', poke: hub.publish, alerted: hub.publishUser };
  return { app: createApp(deps, { store: createMiningEventStore(db, hub.publish), hub }), hub };
}

const health = async (app: Awaited<ReturnType<typeof appOver>>['app']) => {
  const response = await app.request('/health');
  return { status: response.status, body: (await response.json()) as unknown };
};

describe.each(testDatabases())('GET /health on $name', (database) => {
  it('answers 200 while the database answers, and 503 once the database is gone', async () => {
    const opened = await database.open();
    await migrate(opened.db);
    const { app, hub } = await appOver(opened.db, opened.url);
    expect(await health(app)).toEqual({ status: 200, body: { status: 'ok', database: database.name } });

    await hub.close();
    await opened.close();

    expect(await health(app)).toEqual({ status: 503, body: { status: 'unavailable', database: database.name } });
  });
});

describe('GET /health', () => {
  it('answers 503 when the database does not answer within its 2 s', async () => {
    const hung: Database = {
      kind: 'postgres',
      query: () => new Promise(() => undefined),
      transaction: () => new Promise(() => undefined),
      exec: () => new Promise(() => undefined),
      close: () => Promise.resolve(),
    };
    const { app, hub } = await appOver(hung);
    expect(await health(app)).toEqual({ status: 503, body: { status: 'unavailable', database: 'postgres' } });
    await hub.close();
  });
});
