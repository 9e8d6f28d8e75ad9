/**
 * Background reads give way to the user: a page's call to the worker (a click that opens a deal, a sort, a scroll)
 * is answered in a few tasks, and each of them would otherwise wait behind a chunk being parsed (40-60 ms each at the
 * scale dealer) while a start reads the dealer's documents.
 */

/** Quiet time after a page's call before a background read goes on. */
export const GIVE_WAY_MS = 100;
/** At most this long in a row: a page that calls without pause does not stop the reads. */
export const GIVE_WAY_AT_MOST_MS = 1_000;

export type GiveWay = {
  /** A page called the worker. */
  called(): void;
  /** Resolves once no page has called for GIVE_WAY_MS, or after GIVE_WAY_AT_MOST_MS. */
  quiet(): Promise<void>;
};

export function createGiveWay(now: () => number = () => performance.now()): GiveWay {
  let last = Number.NEGATIVE_INFINITY;
  return {
    called() {
      last = now();
    },
    async quiet() {
      const until = now() + GIVE_WAY_AT_MOST_MS;
      for (;;) {
        const wait = Math.min(last + GIVE_WAY_MS, until) - now();
        if (wait <= 0) return;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    },
  };
}

/** The worker's one: its ports tell it of every call from a page, the store's large reads wait for it. */
export const pageCalls = createGiveWay();
