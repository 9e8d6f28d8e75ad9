import type { Customer } from '../../domain/customers/customer.ts';
import { createCustomerIndex, type CustomerIndex } from '../../domain/customers/customerIndex.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import type { Queryable } from '../db/database.ts';
import { createDealerCache } from './dealerCache.ts';
import { loadDealerUserNames, type DealerUserNames } from './dealerUserNames.ts';
import { loadSoldRows } from './loadSoldRows.ts';
import { createOpportunityIndex, type OpportunityIndex } from '../../domain/opportunityList/opportunityIndex.ts';

/** Dealers whose rows stay in memory: the ones asked for last. */
const CACHED_DEALERS = 4;

/**
 * The rows the list endpoints and the deal sheet print read, kept in memory per dealer. The opportunities stay
 * while the dealer's latest opportunities seq is the same (read through the (dealer, seq, id) index), and when it
 * moves only the rows written since are read and applied; the sold rows
 * join sales, customers, vehicles and user names, so they stay while the dealer's log has not grown.
 */
export type DealerLists = {
  opportunities(dealer: string): Promise<OpportunityIndex>;
  /** The customer list's rows (GET /customers), read when first asked, then followed as the opportunities are. */
  customers(dealer: string): Promise<CustomerIndex>;
  sold(dealer: string): Promise<SoldOpportunity[]>;
  users(dealer: string): Promise<DealerUserNames>;
  /**
   * Reads the rows of the dealers written to last (as many as stay cached) ahead of any request, so the first
   * list call after a start answers from memory instead of reading a whole dealer while the user waits.
   */
  warm(): Promise<void>;
};

type Version = { version: number | string | null };

/**
 * A dealer's index over the live rows of a projection table, kept while the table's latest seq for the dealer is the
 * same (read through the (dealer, seq, id) index); when it moves only the rows written since are read and applied:
 * a mining run or a reassign moves a few hundred or thousand rows, not 100,000.
 */
export function followedIndex<Doc, Index>(
  db: Queryable,
  table: 'opportunities' | 'customers' | 'prospects' | 'inventory' | 'vehicles',
  build: (docs: Doc[]) => Index,
  apply: (index: Index, changes: { id: string; doc: Doc | null }[]) => void,
): (dealer: string) => Promise<Index> {
  const cache = createDealerCache<Index>(CACHED_DEALERS);
  return async (dealer) => {
    const [latest] = await db.query<Version>(`SELECT max(seq) AS version FROM ${table} WHERE dealer = $1`, [dealer]);
    return cache.get(dealer, String(latest?.version ?? 0), async (previous) => {
      const kept = previous ? await previous.value.catch(() => null) : null;
      if (kept && previous) {
        const changed = await db.query<{ id: string; deleted: boolean; doc: Doc }>(
          `SELECT id, deleted, doc FROM ${table} WHERE dealer = $1 AND seq > $2`,
          [dealer, previous.version],
        );
        apply(kept, changed.map((row) => ({ id: row.id, doc: row.deleted ? null : row.doc })));
        return kept;
      }
      const rows = await db.query<{ doc: Doc }>(`SELECT doc FROM ${table} WHERE dealer = $1 AND NOT deleted`, [dealer]);
      return build(rows.map((row) => row.doc));
    });
  };
}

export function createDealerLists(db: Queryable): DealerLists {
  const sold = createDealerCache<SoldOpportunity[]>(CACHED_DEALERS);
  const version = async (sql: string, dealer: string) => String((await db.query<Version>(sql, [dealer]))[0]?.version ?? 0);
  const opportunities = followedIndex<Opportunity, OpportunityIndex>(
    db,
    'opportunities',
    (docs) => {
      const index = createOpportunityIndex();
      index.reset(docs);
      return index;
    },
    (index, changes) => index.apply(changes.map(({ id, doc }) => ({ id, row: doc }))),
  );
  const customers = followedIndex<Customer, CustomerIndex>(
    db,
    'customers',
    (docs) => {
      const index = createCustomerIndex();
      index.reset(docs);
      return index;
    },
    (index, changes) => index.apply(changes.map(({ id, doc }) => ({ id, customer: doc }))),
  );

  return {
    opportunities,
    customers,
    async sold(dealer) {
      const seq = await version('SELECT last_seq AS version FROM dealer_sequences WHERE dealer = $1', dealer);
      return sold.get(dealer, seq, async () => loadSoldRows(db, dealer, (await loadDealerUserNames(db, dealer)).userName));
    },
    users: (dealer) => loadDealerUserNames(db, dealer),
    async warm() {
      const dealers = await db.query<{ dealer: string }>('SELECT dealer FROM dealer_sequences ORDER BY last_seq DESC LIMIT $1', [CACHED_DEALERS]);
      for (const { dealer } of dealers) {
        await this.opportunities(dealer);
        await this.sold(dealer);
      }
    },
  };
}
