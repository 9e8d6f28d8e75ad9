/** What a list holds of a dealer: loading, then loaded (ready) and kept current. */
export type DealerLoad = { dealer: string; loaded: Promise<void>; ready: boolean; pulled: boolean };

/** Dealers whose states stay in memory (kept current), so switching back is instant, as for the list indexes. */
const KEEP_DEALERS = 3;

/**
 * The active dealer of a list that loads a dealer's documents into memory: the state of the active dealer and of
 * the last ones used (three in all), each kept current by the list's change handlers (kept()), so a switch back
 * to one of them answers at once instead of loading it again.
 */
export type ActiveDealer<State extends DealerLoad> = {
  /** The active dealer's state, loaded or not; null without a dealer. */
  current(): State | null;
  /** The active dealer's state once loaded (waiting out a switch under way). */
  settled(): Promise<State | null>;
  /** Every state in memory, the active one included: the change handlers keep them all current. */
  kept(): Iterable<State>;
  /** Makes a dealer (null: none) the active one, its kept state or a new one loaded; resolves once it is loaded. */
  set(dealer: string | null): Promise<void>;
  /** A dealer was pulled from the server to the end; true when the active, loaded dealer's lists are to be served again. */
  pulled(dealer: string): boolean;
};

/** An active dealer whose states create() makes (loaded still to come) and load() fills. */
export function createActiveDealer<State extends DealerLoad>(
  create: (dealer: string) => State,
  load: (state: State) => Promise<void>,
): ActiveDealer<State> {
  let state: State | null = null;
  /** The states in memory, the most recently used last. */
  const states = new Map<string, State>();

  const settled = async (): Promise<State | null> => {
    for (;;) {
      const current = state;
      await current?.loaded;
      if (current === state) return current;
    }
  };

  return {
    current: () => state,
    settled,
    kept: () => states.values(),
    async set(dealer) {
      if (dealer === (state?.dealer ?? null)) {
        await settled();
        return;
      }
      if (!dealer) {
        state = null;
        return;
      }
      let next = states.get(dealer);
      if (next) states.delete(dealer);
      else {
        next = create(dealer);
        next.loaded = load(next);
      }
      states.set(dealer, next);
      state = next;
      for (const key of states.keys()) {
        if (states.size <= KEEP_DEALERS) break;
        if (key !== dealer) states.delete(key);
      }
      await next.loaded;
    },
    pulled(dealer) {
      const pulledState = states.get(dealer);
      if (!pulledState || pulledState.pulled) return false;
      pulledState.pulled = true;
      return pulledState === state && pulledState.ready;
    },
  };
}
