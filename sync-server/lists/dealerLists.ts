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
  sold(dealer: string): Promise<SoldOpportunity[]>;
  users(dealer: string): Promise<DealerUserNames>;
  /**
   * Reads the rows of the dealers written to last (as many as stay cached) ahead of any request, so the first
   * list call after a start answers from memory instead of reading a whole dealer while the user waits.
   */
  warm(): Promise<void>;
};

type Version = { version: number | string | null };

export function createDealerLists(db: Queryable): DealerLists {
  const opportunities = createDealerCache<OpportunityIndex>(CACHED_DEALERS);
  const sold = createDealerCache<SoldOpportunity[]>(CACHED_DEALERS);
  const version = async (sql: string, dealer: string) => String((await db.query<Version>(sql, [dealer]))[0]?.version ?? 0);

  return {
    async opportunities(dealer) {
      const seq = await version('SELECT max(seq) AS version FROM opportunities WHERE dealer = $1', dealer);
      return opportunities.get(dealer, seq, async (previous) => {
        const kept = previous ? await previous.value.catch(() => null) : null;
        if (kept && previous) {
          // Only the rows written since: a mining run or a reassign moves a few hundred, not 100,000.
          const changed = await db.query<{ id: string; deleted: boolean; doc: Opportunity }>(
            'SELECT id, deleted, doc FROM opportunities WHERE dealer = $1 AND seq > $2',
            [dealer, previous.version],
          );
          kept.apply(changed.map((row) => ({ id: row.id, row: row.deleted ? null : row.doc })));
          return kept;
        }
        const rows = await db.query<{ doc: Opportunity }>('SELECT doc FROM opportunities WHERE dealer = $1 AND NOT deleted', [dealer]);
        const index = createOpportunityIndex();
        index.reset(rows.map((row) => row.doc));
        return index;
      });
    },
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
