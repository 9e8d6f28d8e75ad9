import type { Customer } from '../../domain/customers/customer.ts';
import type { InventoryVehicleDoc } from '../../domain/deal/dealDocs.ts';
import type { Prospect } from '../../domain/leads/prospect.ts';
import { opportunityId } from '../../domain/opportunities/opportunityId.ts';
import { OPPORTUNITY_TYPES } from '../../domain/opportunities/opportunityType.ts';
import { createOpportunityIndex } from '../../domain/opportunityList/opportunityIndex.ts';
import { opportunityRow } from '../../domain/opportunityList/opportunityRowFixture.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { searchDealer, searchTabRows, type OwnedVin, type SearchSources } from '../../domain/search/dealerSearch.ts';
import { createPersonSearchIndex } from '../../domain/search/personSearchIndex.ts';
import { customerSearchKeys, customerSearchRow, prospectSearchKeys, prospectSearchRow } from '../../domain/search/searchRows.ts';
import { parseSearchTerm } from '../../domain/search/searchTerm.ts';
import { createVinIndex } from '../../domain/search/vinIndex.ts';
import { FIRST_WINDOW } from '../../domain/lists/windowRange.ts';
import { CUSTOMER_CHUNK, SCALE_RUN, demoCustomerRecords } from '../../sync-server/seed/demoCustomerRecords.ts';
import { DEMO_DEALERS } from '../../sync-server/seed/demoDealers.ts';
import { demoInventory } from '../../sync-server/seed/demoInventory.ts';
import { createRandom, seedFor } from '../../sync-server/seed/random.ts';
import { percentile } from './browser/pageTiming.ts';
import type { Figure } from './serverSync.ts';

/** The scale dealer's size (issue 16): 63,000 customers and their 106,000 vehicles. */
const CUSTOMERS = 63_000;
const STOCK = 1_500;
const PROSPECTS = 2_000;
/** Each term is typed this many times after a first, warming round; every keystroke from its second character on is one search. */
const ROUNDS = 5;
const DEALER = 'bench';

export type ScaleData = { customers: Customer[]; prospects: Prospect[]; owned: OwnedVin[]; stock: InventoryVehicleDoc[] };

/**
 * The scale dealer's data made in memory by the demo's own generators (no database): the customers and vehicles of
 * the scale run's first 63 chunks (about 106,000 vehicles), prospects made from a further chunk, and stock.
 */
function scaleData(): ScaleData {
  const dealer = DEMO_DEALERS.find((demo) => demo.key === 'CAMB01') ?? DEMO_DEALERS[0]!;
  const today = new Date('2026-06-15T12:00:00Z');
  const request = (chunk: number, count = CUSTOMER_CHUNK) => ({ seed: 1, dealer, salespeople: [1, 2, 3], today, run: SCALE_RUN, chunk, count });
  const data: ScaleData = { customers: [], prospects: [], owned: [], stock: [] };
  for (let chunk = 0; chunk < CUSTOMERS / CUSTOMER_CHUNK; chunk++) {
    const records = demoCustomerRecords(request(chunk));
    for (const customer of records.customers) data.customers.push({ ...customer, dealer: DEALER });
    for (const vehicle of records.vehicles) data.owned.push({ id: vehicle.id, vin: vehicle.vin, customer_id: vehicle.customer_id });
  }
  for (const person of demoCustomerRecords(request(CUSTOMERS / CUSTOMER_CHUNK, PROSPECTS)).customers) {
    const { contact } = person;
    data.prospects.push({
      ...person,
      dealer: DEALER,
      number: `P${person.number}`,
      contact: { home: contact.home, cell: contact.cell, work: contact.work, email: contact.email, can_call: contact.can_call, can_email: contact.can_email },
    });
  }
  const stock = demoInventory(createRandom(seedFor(1, 'bench-stock')), dealer, today, STOCK);
  data.stock = stock.map((vehicle) => ({ ...vehicle, dealer: DEALER }));
  return data;
}

/** One opportunity for nearly every vehicle (the scale dealer holds some 100,000), of a type drawn per vehicle. */
function opportunitiesOf(data: ScaleData, names: Map<string, string>) {
  const random = createRandom(seedFor(1, 'bench-opportunities'));
  return data.owned
    .filter(() => random.chance(0.94))
    .map((vehicle) => {
      const type = random.pick(OPPORTUNITY_TYPES);
      return opportunityRow({ id: opportunityId(type, vehicle.id), dealer: DEALER, type, customer_id: vehicle.customer_id, vehicle_id: vehicle.id, name: names.get(vehicle.customer_id) ?? '' });
    });
}

const timed = <T>(run: () => T): [T, number] => {
  const started = performance.now();
  const value = run();
  return [value, performance.now() - started];
};

/** Every keystroke of a term as typed: its prefixes from the second character on. */
export const keystrokes = (term: string) => Array.from({ length: term.length - 1 }, (_, at) => term.slice(0, at + 2));

/** The dealer's data as the search indexes hold it, built as the worker builds them; the build's time with it. */
export function searchSources(data: ScaleData, opportunities: Opportunity[]): { sources: SearchSources; buildMs: number } {
  const index = createOpportunityIndex();
  index.reset(opportunities);
  const [sources, buildMs] = timed((): SearchSources => {
    const customers = createPersonSearchIndex<Customer>(customerSearchKeys);
    customers.reset(data.customers);
    const prospects = createPersonSearchIndex<Prospect>(prospectSearchKeys);
    prospects.reset(data.prospects);
    const stock = createVinIndex<InventoryVehicleDoc>();
    stock.reset(data.stock);
    const owned = createVinIndex<OwnedVin>();
    owned.reset(data.owned);
    return { customers, prospects, opportunities: index, stock, owned };
  });
  return { sources, buildMs };
}

/** What the figures type: a name as listed, the same name with two letters swapped, a phone as written, a VIN. */
export function typedTerms(data: ScaleData): Record<string, string> {
  const someone = data.customers.find((customer) => customer.type === 'I' && customer.contact.cell && customer.last_name.length >= 6);
  if (!someone) throw new Error('No customer to type.');
  const last = someone.last_name;
  const cell = someone.contact.cell;
  return {
    name: `${last}, ${someone.first_name}`,
    typo: `${last.slice(0, 2)}${last[3]}${last[2]}${last.slice(4)} ${someone.first_name}`,
    phone: `(${cell.slice(0, 3)}) ${cell.slice(3, 6)}-${cell.slice(6)}`,
    vin: data.owned[data.owned.length >> 1]?.vin ?? '',
  };
}

/**
 * Per keystroke of each typed term, from its second character on, one full search as the worker runs it: every
 * tab's count and the first window of the Customer tab's rows, nothing reused from the keystroke before. The first
 * round warms the code and is not counted.
 */
export function keystrokeFigures(sources: SearchSources, terms: Record<string, string>, name: string, detail: Record<string, string | number>): Figure[] {
  const rows = { customer: customerSearchRow, prospect: (prospect: Prospect) => prospectSearchRow(prospect, { latitude: null, longitude: null }) };
  const figures: Figure[] = [];
  for (const [kind, term] of Object.entries(terms)) {
    const times: number[] = [];
    let found = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      for (const typed of keystrokes(term)) {
        const [result, ms] = timed(() => {
          const answer = searchDealer(sources, parseSearchTerm(typed));
          searchTabRows(answer, 'customer', FIRST_WINDOW, rows);
          return answer;
        });
        if (round > 0) times.push(ms);
        found = result.totals.customer + result.totals.vehicle;
      }
    }
    if (found === 0) throw new Error(`The typed ${kind} "${term}" found nothing.`);
    const about = { database: 'memory', ...detail, term, keystrokes: times.length };
    figures.push({ figure: `${name}_${kind}_p50`, value: Number(percentile(times, 50).toFixed(2)), unit: 'ms', ...about });
    figures.push({ figure: `${name}_${kind}_p95`, value: Number(percentile(times, 95).toFixed(2)), unit: 'ms', ...about });
  }
  return figures;
}

/**
 * The global search per keystroke at the scale dealer's size, in Node on the module the worker runs, over data the
 * demo's generators make in memory (no database, so it runs in seconds): a typed name, a name with a typo, a phone
 * and a VIN, and the indexes' build (the dealer's first search). The browser bench times the same at the scale
 * dealer's real data, to pixels.
 */
export function benchSearch(): Figure[] {
  const data = scaleData();
  const names = new Map(data.customers.map((customer) => [customer.id, `${customer.last_name}, ${customer.first_name}`]));
  const opportunities = opportunitiesOf(data, names);
  const { sources, buildMs } = searchSources(data, opportunities);
  const detail = {
    customers: data.customers.length,
    vehicles: data.owned.length,
    opportunities: opportunities.length,
    prospects: data.prospects.length,
    stock: data.stock.length,
  };
  return [
    { figure: 'search.index_build', value: Math.round(buildMs), unit: 'ms', database: 'memory', ...detail },
    ...keystrokeFigures(sources, typedTerms(data), 'search.keystroke', detail),
  ];
}
