import { randomUUID } from 'node:crypto';
import type { PullResponse } from '../../domain/events/collections.ts';
import type { EventEnvelope, PushResponse } from '../../domain/events/envelope.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { EMPTY_OPPORTUNITY_FILTER } from '../../domain/opportunityList/opportunityFilter.ts';
import type { ReassignPayload } from '../../domain/opportunityList/reassignEvent.ts';

const PULL_BATCH = 5_000;
const PUSH_EVENTS = 2_000;
const PUSH_BATCH = 500;

type Measured = { pulled: number; pullSeconds: number; pushed: number; pushSeconds: number };

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Server sync figures at dealer scale over HTTP: every opportunity of the dealer pulled by checkpoint (what a
 * first sync asks for), then reassign events pushed in batches (each moves one customer and its opportunities to
 * a user of the dealer: the dealer keeps its size, run after run).
 */
export async function measureScaleSync(
  url: string,
  dealer: string,
  headers: Record<string, string>,
  actor: number,
  users: readonly number[],
): Promise<Measured> {
  const rows: Opportunity[] = [];
  let checkpoint = { seq: 0, id: '' };
  const pullStart = performance.now();
  for (;;) {
    const query = `token=${dealer}&collection=opportunities&seq=${checkpoint.seq}&id=${encodeURIComponent(checkpoint.id)}&limit=${PULL_BATCH}`;
    const page = await json<PullResponse>(await fetch(`${url}/sync/pull?${query}`, { headers }));
    for (const doc of page.documents) if (!doc._deleted) rows.push(doc as unknown as Opportunity);
    if (!page.checkpoint || page.documents.length < PULL_BATCH) break;
    checkpoint = page.checkpoint;
  }
  const pullSeconds = (performance.now() - pullStart) / 1000;

  const byCustomer = new Map<string, string[]>();
  for (const row of rows) byCustomer.set(row.customer_id, [...(byCustomer.get(row.customer_id) ?? []), row.id]);
  const customers = [...byCustomer.keys()].slice(0, PUSH_EVENTS);
  const events: EventEnvelope[] = customers.map((customer, i) => {
    const payload: ReassignPayload = {
      user_id: users[i % users.length] as number,
      opportunity_type: 'equity',
      filter: { ...EMPTY_OPPORTUNITY_FILTER },
      customer_ids: [customer],
      opportunity_ids: byCustomer.get(customer) ?? [],
    };
    return { id: randomUUID(), type: 'opportunities.reassigned', dealer, actor, time: new Date().toISOString(), payload };
  });
  const pushStart = performance.now();
  for (let i = 0; i < events.length; i += PUSH_BATCH) {
    const answer = await json<PushResponse>(
      await fetch(`${url}/sync/push?token=${dealer}`, { method: 'POST', headers, body: JSON.stringify({ events: events.slice(i, i + PUSH_BATCH) }) }),
    );
    if (answer.rejected.length) throw new Error(`push rejected: ${answer.rejected[0]?.reason}`);
  }
  const pushSeconds = (performance.now() - pushStart) / 1000;
  return { pulled: rows.length, pullSeconds, pushed: events.length, pushSeconds };
}
