import { randomUUID } from 'node:crypto';
import { EMPTY_CUSTOMER_FORM } from '../../domain/customers/customerForm.ts';
import type { PullResponse } from '../../domain/events/collections.ts';
import type { EventEnvelope, PushResponse } from '../../domain/events/envelope.ts';
import type { Session } from '../../domain/session/sessionUser.ts';
import { DEMO_PASSWORD } from '../../sync-server/seed/demoLogins.ts';
import { startServer } from '../../sync-server/server.ts';
import type { TestDatabase } from '../support/testDatabases.ts';

export type Figure = { figure: string; value: number; unit: string; database: string; [detail: string]: string | number };

const PUSH_EVENTS = 5_000;
const PUSH_BATCH = 500;
const PULL_BATCH = 1_000;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Server figures over real HTTP on loopback: a cold start with demo seeding, push throughput (events accepted
 * per second, in batches as the worker sends them) and pull throughput (documents per second by checkpoint).
 */
export async function benchServerSync(database: TestDatabase): Promise<Figure[]> {
  const opened = await database.open();
  const databaseUrl = opened.url;
  if (databaseUrl) await opened.db.close();
  const startedAt = performance.now();
  const server = await startServer({ port: 0, seed: 'demo', log: false, databaseUrl });
  const ready = performance.now() - startedAt;
  try {
    const session = await json<Session>(
      await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@demo.dealer', password: DEMO_PASSWORD }),
      }),
    );
    const dealer = session.user.dealer.token;
    const headers = { authorization: `Bearer ${session.id_token}`, 'content-type': 'application/json' };
    const events: EventEnvelope[] = Array.from({ length: PUSH_EVENTS }, (_, i) => ({
      id: randomUUID(),
      type: 'customer.created',
      dealer,
      actor: session.user.id,
      time: new Date().toISOString(),
      payload: { id: randomUUID(), form: { ...EMPTY_CUSTOMER_FORM, first_name: 'Bench', last_name: `Customer ${i}` } },
    }));

    const pushStart = performance.now();
    for (let i = 0; i < events.length; i += PUSH_BATCH) {
      const answer = await json<PushResponse>(
        await fetch(`${server.url}/sync/push?token=${dealer}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ events: events.slice(i, i + PUSH_BATCH) }),
        }),
      );
      if (answer.rejected.length) throw new Error(`push rejected: ${answer.rejected[0]?.reason}`);
    }
    const pushSeconds = (performance.now() - pushStart) / 1000;

    const pullStart = performance.now();
    let pulled = 0;
    let checkpoint = { seq: 0, id: '' };
    for (;;) {
      const query = `token=${dealer}&collection=customers&seq=${checkpoint.seq}&id=${encodeURIComponent(checkpoint.id)}&limit=${PULL_BATCH}`;
      const page = await json<PullResponse>(await fetch(`${server.url}/sync/pull?${query}`, { headers }));
      pulled += page.documents.length;
      if (!page.checkpoint || page.documents.length < PULL_BATCH) break;
      checkpoint = page.checkpoint;
    }
    const pullSeconds = (performance.now() - pullStart) / 1000;

    const name = database.name;
    return [
      { figure: 'server.cold_start_with_demo_seed', value: Math.round(ready), unit: 'ms', database: name },
      { figure: 'server.push_throughput', value: Math.round(PUSH_EVENTS / pushSeconds), unit: 'events/s', database: name, events: PUSH_EVENTS, batch: PUSH_BATCH },
      { figure: 'server.pull_throughput', value: Math.round(pulled / pullSeconds), unit: 'documents/s', database: name, documents: pulled, batch: PULL_BATCH },
    ];
  } finally {
    await server.close();
    await opened.close();
  }
}
