import type { CustomerLists } from '../lists/customerLists.ts';
import type { OpportunityLists } from '../lists/opportunityLists.ts';
import type { LocalState } from '../store/localState.ts';
import { readPosition } from '../sync/checkpoints.ts';

const USED_KEY = 'dealers-used';

/** Dealers read ahead besides the active one: the lists keep three dealers in memory. */
const DEALERS_AHEAD = 2;

/**
 * The order the user's dealers were last used in, most recent first, kept across starts: after a start the next
 * ones are read ahead, so a first switch back to one answers from memory (docs/store.md, "Dealers read ahead").
 */
export type DealerUse = {
  /** The session's dealer is the one in use now. */
  used(token: string): Promise<void>;
  /** The dealers to read ahead, besides the active one: the most recently used first, then in the user's order. */
  ahead(tokens: readonly string[], active: string): Promise<string[]>;
};

export function createDealerUse(local: LocalState): DealerUse {
  let order: Promise<string[]> | null = null;
  const read = () => (order ??= local.read<string[]>(USED_KEY).then((kept) => kept ?? []));
  return {
    async used(token) {
      const current = await read();
      if (current[0] === token) return;
      const next = [token, ...current.filter((kept) => kept !== token)];
      order = Promise.resolve(next);
      await local.write(USED_KEY, next);
    },
    async ahead(tokens, active) {
      const used = (await read()).filter((token) => tokens.includes(token));
      const rest = tokens.filter((token) => !used.includes(token));
      return [...used, ...rest].filter((token) => token !== active).slice(0, DEALERS_AHEAD);
    },
  };
}

export type DealersAheadDeps = {
  local: LocalState;
  use: DealerUse;
  opportunities: Pick<OpportunityLists, 'index' | 'readAhead'>;
  customers: Pick<CustomerLists, 'index' | 'readAhead'>;
};

/**
 * After a start: once the active dealer's opportunities and customers are in memory, the next dealers of the user
 * whose first sync is through are read ahead (a dealer still syncing is read ahead when its pull is through).
 */
export async function readDealersAhead(deps: DealersAheadDeps, tokens: readonly string[], active: string): Promise<void> {
  await Promise.all([deps.opportunities.index(active), deps.customers.index(active)]);
  for (const dealer of await deps.use.ahead(tokens, active)) {
    const [opportunities, customers] = await Promise.all([
      readPosition(deps.local, dealer, 'opportunities'),
      readPosition(deps.local, dealer, 'customers'),
    ]);
    if (!opportunities?.caughtUp || !customers?.caughtUp) continue;
    deps.opportunities.readAhead(dealer);
    deps.customers.readAhead(dealer);
  }
}
