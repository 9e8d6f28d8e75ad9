import type { Customer } from '../../domain/customers/customer.ts';
import type { InventoryVehicleDoc } from '../../domain/deal/dealDocs.ts';
import type { DocOf } from '../../domain/events/collectionDocs.ts';
import type { Prospect } from '../../domain/leads/prospect.ts';
import type { OpportunityIndex } from '../../domain/opportunityList/opportunityIndex.ts';
import type { OwnedVin, SearchSources } from '../../domain/search/dealerSearch.ts';
import { createPersonSearchIndex, type PersonChange, type PersonKeys, type PersonSearchIndex } from '../../domain/search/personSearchIndex.ts';
import { customerSearchKeys, prospectSearchKeys } from '../../domain/search/searchRows.ts';
import type { SearchTerm } from '../../domain/search/searchTerm.ts';
import { createVinIndex, type VinChange, type VinIndex } from '../../domain/search/vinIndex.ts';
import type { CustomerIndex } from '../../domain/customers/customerIndex.ts';
import { createDealerIndexes, type DealerIndexes } from '../lists/dealerIndexes.ts';
import type { Store } from '../store/database.ts';

export type SearchSourcesDeps = {
  store: Store;
  /** A dealer's customer list index (in memory since the app started): the search's index is made from its rows. */
  customers(dealer: string): Promise<Pick<CustomerIndex, 'rows'>>;
  /** The dealers' opportunity indexes, the opportunity lists' own. */
  opportunities: { loaded(dealer: string): OpportunityIndex | undefined; index(dealer: string): Promise<OpportunityIndex> };
  /** A part of the active dealer's sources changed or was loaded. */
  onChange(): void;
};

/**
 * The global search's data per dealer in the worker: the customers' and prospects' search indexes, the stock and
 * the customers' vehicles by VIN, each made when first asked for a dealer and kept current from its collection's
 * change stream (three dealers kept, as the lists do), plus the opportunity lists' index of the dealer.
 */
export type SearchSourcesOfDealers = {
  /** The dealer's sources for a term, or null while a part that term reads is loading (onChange follows). */
  sources(dealer: string, term: SearchTerm): SearchSources | null;
  /** Starts loading a dealer's sources (the search box was focused), so a first search answers at once. */
  warm(dealer: string): void;
  close(): void;
};

/** Stands for the customers' vehicles while they load: a name or phone search does not read them. */
const NOT_READ = createVinIndex<OwnedVin>();

const toOwnedVin = (doc: DocOf<'vehicles'>): OwnedVin => ({ id: doc.id, vin: doc.vin, customer_id: doc.customer_id });

type Parts = {
  customers: DealerIndexes<PersonSearchIndex<Customer>>;
  prospects: DealerIndexes<PersonSearchIndex<Prospect>>;
  stock: DealerIndexes<VinIndex<InventoryVehicleDoc>>;
  /** Only the VIN, id and owner of the customers' 106,000 vehicles are kept; the documents are read once. */
  owned: DealerIndexes<VinIndex<OwnedVin>>;
};

/** The search's indexes per dealer, each following its collection's change stream from the moment it is made. */
function makeParts(deps: SearchSourcesDeps): Parts {
  const { store, onChange } = deps;
  const people = <D extends { id: string }>(keysOf: (doc: D) => PersonKeys, load: (dealer: string) => Promise<Iterable<D>>) => async (dealer: string) => {
    const index = createPersonSearchIndex<D>(keysOf);
    index.reset(await load(dealer));
    return index;
  };
  const vins = <D extends { id: string; vin: string }>(load: (dealer: string) => Promise<D[]>) => async (dealer: string) => {
    const index = createVinIndex<D>();
    index.reset(await load(dealer));
    return index;
  };
  return {
    customers: createDealerIndexes<'customers', PersonSearchIndex<Customer>, PersonChange<Customer>>({
      changes: store.docs.changes('customers'),
      build: people(customerSearchKeys, async (dealer) => (await deps.customers(dealer)).rows()),
      change: (id, doc) => ({ id, doc }),
      onChange,
    }),
    prospects: createDealerIndexes<'prospects', PersonSearchIndex<Prospect>, PersonChange<Prospect>>({
      changes: store.docs.changes('prospects'),
      build: people(prospectSearchKeys, (dealer) => store.docs.all('prospects', dealer)),
      change: (id, doc) => ({ id, doc }),
      onChange,
    }),
    stock: createDealerIndexes<'inventory', VinIndex<InventoryVehicleDoc>, VinChange<InventoryVehicleDoc>>({
      changes: store.docs.changes('inventory'),
      build: vins((dealer) => store.docs.all('inventory', dealer)),
      change: (id, doc) => ({ id, doc }),
      onChange,
    }),
    owned: createDealerIndexes<'vehicles', VinIndex<OwnedVin>, VinChange<OwnedVin>>({
      changes: store.docs.changes('vehicles'),
      build: vins(async (dealer) => (await store.docs.all('vehicles', dealer)).map(toOwnedVin)),
      change: (id, doc) => ({ id, doc: doc ? toOwnedVin(doc) : null }),
      onChange,
    }),
  };
}

const partsOf = (parts: Parts) => [parts.customers, parts.prospects, parts.stock, parts.owned];

export function createSearchSources(deps: SearchSourcesDeps): SearchSourcesOfDealers {
  const report = (error: unknown) => console.error('loading the search failed', error);
  // Made at the first search: until then no change of these collections (106,000 vehicles at a first sync) is read.
  let parts: Parts | null = null;

  const warm = (dealer: string): Parts => {
    parts ??= makeParts(deps);
    for (const part of partsOf(parts)) {
      if (part.active() !== dealer) void part.setActive(dealer).then(deps.onChange, report);
    }
    if (!deps.opportunities.loaded(dealer)) void deps.opportunities.index(dealer).then(deps.onChange, report);
    return parts;
  };

  return {
    sources(dealer, term) {
      const { customers, prospects, stock, owned } = warm(dealer);
      const opportunities = deps.opportunities.loaded(dealer);
      const people = customers.get(dealer);
      const leads = prospects.get(dealer);
      const inStock = stock.get(dealer);
      const vins = owned.get(dealer);
      if (!opportunities || !people || !leads || !inStock) return null;
      if (!vins && term.kind === 'vin') return null;
      return { customers: people, prospects: leads, opportunities, stock: inStock, owned: vins ?? NOT_READ };
    },
    warm(dealer) {
      warm(dealer);
    },
    close() {
      if (parts) for (const part of partsOf(parts)) part.close();
    },
  };
}
