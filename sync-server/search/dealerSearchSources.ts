import type { Customer } from '../../domain/customers/customer.ts';
import type { InventoryVehicleDoc } from '../../domain/deal/dealDocs.ts';
import type { Prospect } from '../../domain/leads/prospect.ts';
import type { OwnedVin, SearchSources } from '../../domain/search/dealerSearch.ts';
import { createPersonSearchIndex, type PersonKeys, type PersonSearchIndex } from '../../domain/search/personSearchIndex.ts';
import { customerSearchKeys, prospectSearchKeys } from '../../domain/search/searchRows.ts';
import type { SearchTerm } from '../../domain/search/searchTerm.ts';
import { createVinIndex, type VinIndex } from '../../domain/search/vinIndex.ts';
import type { Queryable } from '../db/database.ts';
import { followedIndex, type DealerLists } from '../lists/dealerLists.ts';

/** The global search's data of a dealer on the server: its in-memory indexes, as the worker keeps them. */
export type DealerSearchSources = { sources(dealer: string, term: SearchTerm): Promise<SearchSources> };

type OwnedVehicleDoc = { id: string; vin: string; customer_id: string };

const toOwnedVin = (doc: OwnedVehicleDoc): OwnedVin => ({ id: doc.id, vin: doc.vin, customer_id: doc.customer_id });

/** Stands for the customers' vehicles in a name or phone search, which does not read them. */
const NOT_READ = createVinIndex<OwnedVin>();

function personIndex<D extends { id: string }>(db: Queryable, table: 'customers' | 'prospects', keysOf: (doc: D) => PersonKeys) {
  return followedIndex<D, PersonSearchIndex<D>>(
    db,
    table,
    (docs) => {
      const index = createPersonSearchIndex<D>(keysOf);
      index.reset(docs);
      return index;
    },
    (index, changes) => index.apply(changes),
  );
}

/**
 * GET /search's data: per dealer, the customers' and prospects' search indexes, the stock and the customers'
 * vehicles by VIN, each read from its projection table when first asked and then brought up to date with the rows
 * written since (followedIndex, as the list endpoints' rows are), and the list endpoints' opportunity index. The
 * customers' vehicles (106,000 at dealer scale) are read on the dealer's first VIN search only.
 */
export function createDealerSearchSources(db: Queryable, lists: DealerLists): DealerSearchSources {
  const customers = personIndex<Customer>(db, 'customers', customerSearchKeys);
  const prospects = personIndex<Prospect>(db, 'prospects', prospectSearchKeys);
  const stock = followedIndex<InventoryVehicleDoc, VinIndex<InventoryVehicleDoc>>(
    db,
    'inventory',
    (docs) => {
      const index = createVinIndex<InventoryVehicleDoc>();
      index.reset(docs);
      return index;
    },
    (index, changes) => index.apply(changes),
  );
  const owned = followedIndex<OwnedVehicleDoc, VinIndex<OwnedVin>>(
    db,
    'vehicles',
    (docs) => {
      const index = createVinIndex<OwnedVin>();
      index.reset(docs.map(toOwnedVin));
      return index;
    },
    (index, changes) => index.apply(changes.map(({ id, doc }) => ({ id, doc: doc ? toOwnedVin(doc) : null }))),
  );
  return {
    async sources(dealer, term) {
      const [people, leads, opportunities, inStock, vins] = await Promise.all([
        customers(dealer),
        prospects(dealer),
        lists.opportunities(dealer),
        stock(dealer),
        term.kind === 'vin' ? owned(dealer) : NOT_READ,
      ]);
      return { customers: people, prospects: leads, opportunities, stock: inStock, owned: vins };
    },
  };
}
