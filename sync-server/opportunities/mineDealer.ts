import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import { diffOpportunities } from '../../domain/opportunities/diffOpportunities.ts';
import { mineCustomer } from '../../domain/opportunities/mineCustomer.ts';
import { replacementCatalogue } from '../../domain/opportunities/replacementCatalogue.ts';
import type { Database } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { SYSTEM_ACTOR } from '../events/systemEvents.ts';
import { dealerToday } from './dealerToday.ts';
import {
  customerIdPage,
  loadCustomerMiningInput,
  loadDealerMiningInput,
  type CustomerMiningInput,
  type DealerMiningInput,
} from './loadMiningInput.ts';

export type MineDealerOptions = {
  /** Mine only these customers (an incremental run); all of the dealer's customers when left out. */
  customerIds?: readonly string[];
  /** The day to mine as of (ISO date); the dealer's own today (its time zone) when left out. */
  today?: string;
};

/** What a run did: customers mined, opportunity.set and opportunity.removed events appended, and its time. */
export type MiningRun = { customers: number; set: number; removed: number; ms: number };

/** Customers read, mined and compared per round: a few thousand keeps memory flat at any dealer size. */
const PAGE = 2000;

/**
 * Runs the opportunity engine over one dealer's customers on the server. The replacements are priced once per run;
 * each customer is mined with mineCustomer and compared with the opportunities the projection holds for them
 * (diffOpportunities), and only the real changes are appended as server events: opportunity.set for a row new or
 * changed, opportunity.removed for a row that no longer holds. Mining unchanged data again appends nothing. A run
 * over every customer records its day as the dealer's mined_day.
 */
export async function mineDealer(
  db: Database,
  store: EventStore,
  dealerToken: string,
  options: MineDealerOptions = {},
): Promise<MiningRun> {
  const started = performance.now();
  const dealer = await loadDealerMiningInput(db, dealerToken);
  const today = options.today ?? dealerToday(dealer.settings);
  const replacements = replacementCatalogue(dealer);
  const run: MiningRun = { customers: 0, set: 0, removed: 0, ms: 0 };

  const minePage = async (ids: readonly string[]) => {
    const inputs = await loadCustomerMiningInput(db, dealerToken, ids);
    const events = inputs.flatMap((input) => changeEvents(dealer, input, today, replacements, run));
    await store.appendSystem(events);
    run.customers += inputs.length;
  };

  if (options.customerIds) {
    const ids = [...new Set(options.customerIds)].sort();
    for (let start = 0; start < ids.length; start += PAGE) await minePage(ids.slice(start, start + PAGE));
  } else {
    for (let ids = await customerIdPage(db, dealerToken, '', PAGE); ids.length > 0; ids = await customerIdPage(db, dealerToken, ids.at(-1) ?? '', PAGE)) {
      await minePage(ids);
    }
    // A run over every customer brings the whole dealer to that day (the daily run reads it: dailyMining.ts).
    await db.query('UPDATE dealers SET mined_day = $2 WHERE token = $1', [dealerToken, today]);
  }
  run.ms = Math.round(performance.now() - started);
  return run;
}

/** The events that bring one customer's stored opportunities to what the engine finds today. */
function changeEvents(
  dealer: DealerMiningInput,
  input: CustomerMiningInput,
  today: string,
  replacements: ReturnType<typeof replacementCatalogue>,
  run: MiningRun,
): EventEnvelope[] {
  const mined = input.customer
    ? mineCustomer(
        { ...dealer, customer: input.customer, vehicles: input.vehicles, service: input.service, appointments: input.appointments, today },
        replacements,
      )
    : [];
  const { set, removed } = diffOpportunities(input.stored, mined);
  run.set += set.length;
  run.removed += removed.length;
  const event = (type: string, payload: unknown): EventEnvelope => ({
    id: randomUUID(),
    type,
    dealer: dealer.dealer.token,
    actor: SYSTEM_ACTOR,
    time: new Date().toISOString(),
    payload,
  });
  return [...set.map((opportunity) => event('opportunity.set', opportunity)), ...removed.map((id) => event('opportunity.removed', { id }))];
}
