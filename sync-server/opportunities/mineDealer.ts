import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import type { DealerSettings } from '../../domain/settings/dealerSettings.ts';
import { OPPORTUNITY_TYPE_FLAG } from '../../domain/settings/opportunityTypeFlags.ts';
import { diffOpportunities } from '../../domain/opportunities/diffOpportunities.ts';
import { mineCustomer } from '../../domain/opportunities/mineCustomer.ts';
import { replacementCatalogue } from '../../domain/opportunities/replacementCatalogue.ts';
import type { Database } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { SYSTEM_ACTOR } from '../events/systemEvents.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
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
  /**
   * Mine and compare only these types (types just turned on, nothing else changed: settings/mineAfterSettings.ts);
   * every type the dealer has on when left out.
   */
  types?: readonly OpportunityType[];
};

/** What a run did: customers mined, opportunity.set and opportunity.removed events appended, and its time. */
export type MiningRun = { customers: number; set: number; removed: number; ms: number };

/** Customers read, mined and compared per round: a few thousand keeps memory flat at any dealer size. */
const PAGE = 2000;
/** Customers mined between two turns of the event loop while the next page loads. */
const YIELD_EVERY = 100;

/** The settings with only these types on: the engine then yields rows of these types alone. */
function onlyTypes(settings: DealerSettings, types: readonly OpportunityType[]): DealerSettings {
  const opportunities = { ...settings.opportunities };
  for (const flag of Object.values(OPPORTUNITY_TYPE_FLAG)) opportunities[flag] = 0;
  for (const type of types) opportunities[OPPORTUNITY_TYPE_FLAG[type]] = settings.opportunities[OPPORTUNITY_TYPE_FLAG[type]];
  return { ...settings, opportunities };
}

/**
 * Runs the opportunity engine over one dealer's customers on the server. The replacements are priced once per run;
 * each customer is mined with mineCustomer and compared with the opportunities the projection holds for them
 * (diffOpportunities), and only the real changes are appended as server events: opportunity.set for a row new or
 * changed, opportunity.removed for a row that no longer holds. Mining unchanged data again appends nothing. A run
 * over every customer records the settings it mined with (dealers.mined_settings) and, over every type, its day as
 * the dealer's mined_day. The next page is read while one is mined (the database works meanwhile).
 */
export async function mineDealer(
  db: Database,
  store: EventStore,
  dealerToken: string,
  options: MineDealerOptions = {},
): Promise<MiningRun> {
  const started = performance.now();
  const loaded = await loadDealerMiningInput(db, dealerToken);
  const { types } = options;
  const dealer = types ? { ...loaded, settings: onlyTypes(loaded.settings, types) } : loaded;
  const today = options.today ?? dayInTimeZone(dealer.settings.config.dealer_timezone);
  const replacements = replacementCatalogue(dealer);
  const run: MiningRun = { customers: 0, set: 0, removed: 0, ms: 0 };
  const load = (ids: readonly string[]) => (ids.length > 0 ? loadCustomerMiningInput(db, dealerToken, ids) : null);

  const minePages = async (nextIds: (after: readonly string[]) => Promise<readonly string[]>) => {
    let ids = await nextIds([]);
    let page = load(ids);
    while (page) {
      const inputs = await page;
      ids = await nextIds(ids);
      page = load(ids);
      const events: EventEnvelope[] = [];
      for (const [index, input] of inputs.entries()) {
        // The next page's queries go on between slices: each answer is read as soon as it comes, not after the page.
        if (index % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
        events.push(...changeEvents(dealer, input, today, replacements, run, types));
      }
      await store.appendSystem(events);
      run.customers += inputs.length;
    }
  };

  if (options.customerIds) {
    const ids = [...new Set(options.customerIds)].sort();
    let next = 0;
    await minePages(async () => {
      const page = ids.slice(next, next + PAGE);
      next += PAGE;
      return page;
    });
  } else {
    await minePages((after) => customerIdPage(db, dealerToken, after.at(-1) ?? '', PAGE));
    // A run over every customer brings the dealer to its settings, and over every type to that day (the daily run reads it: dailyMining.ts).
    await db.query('UPDATE dealers SET mined_settings = $2::jsonb, mined_day = CASE WHEN $3 THEN $4 ELSE mined_day END WHERE token = $1', [
      dealerToken,
      JSON.stringify(loaded.settings),
      types === undefined,
      today,
    ]);
  }
  run.ms = Math.round(performance.now() - started);
  return run;
}

/** The events that bring one customer's stored opportunities (of `types`, or all) to what the engine finds today. */
function changeEvents(
  dealer: DealerMiningInput,
  input: CustomerMiningInput,
  today: string,
  replacements: ReturnType<typeof replacementCatalogue>,
  run: MiningRun,
  types: readonly OpportunityType[] | undefined,
): EventEnvelope[] {
  const mined = input.customer
    ? mineCustomer(
        { ...dealer, customer: input.customer, vehicles: input.vehicles, service: input.service, appointments: input.appointments, today },
        replacements,
      )
    : [];
  const stored = types ? input.stored.filter((opportunity) => types.includes(opportunity.type)) : input.stored;
  const { set, removed } = diffOpportunities(stored, mined);
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
