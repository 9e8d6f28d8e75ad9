/** What a list holds of its active dealer: loading, then loaded (ready) and kept current. */
export type DealerLoad = { dealer: string; loaded: Promise<void>; ready: boolean; pulled: boolean };

/** The active dealer of a list that loads a dealer's documents into memory on a switch. */
export type ActiveDealer<State extends DealerLoad> = {
  /** The active dealer's state, loaded or not; null without a dealer. */
  current(): State | null;
  /** The active dealer's state once loaded (waiting out a switch under way). */
  settled(): Promise<State | null>;
  /** Makes a dealer (null: none) the active one, its state loaded anew; resolves once it is loaded. */
  set(dealer: string | null): Promise<void>;
  /** A dealer was pulled from the server to the end; true when the active, loaded dealer's lists are to be served again. */
  pulled(dealer: string): boolean;
};

/** An active dealer whose state create() makes (loaded still to come) and load() fills. */
export function createActiveDealer<State extends DealerLoad>(
  create: (dealer: string) => State,
  load: (state: State) => Promise<void>,
): ActiveDealer<State> {
  let state: State | null = null;

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
    async set(dealer) {
      if (dealer === (state?.dealer ?? null)) {
        await settled();
        return;
      }
      if (!dealer) {
        state = null;
        return;
      }
      const next = create(dealer);
      next.loaded = load(next);
      state = next;
      await next.loaded;
    },
    pulled(dealer) {
      if (state?.dealer !== dealer || state.pulled) return false;
      state.pulled = true;
      return state.ready;
    },
  };
}
