/** The shortest wait before pushing changes to subscribers: one frame, so a burst of changes makes one push. */
const MIN_DELAY_MS = 16;
const MAX_DELAY_MS = 1_000;
/** A push that cost this many ms waits this many times as long before the next one. */
const PACE = 4;

/**
 * Coalesces pushes to subscribers: a change schedules one push a frame later. While changes keep coming (a first
 * sync writes 100,000 rows in batches), a push that had to rebuild sort orders spaces out the next ones, so the
 * worker spends most of its time syncing rather than re-sorting after each batch.
 */
export type FlushScheduler = { schedule(): void; close(): void };

export function createFlushScheduler(flush: () => Promise<void> | void): FlushScheduler {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let again = false;
  let delay = MIN_DELAY_MS;
  let closed = false;
  const schedule = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    timer ??= setTimeout(() => void run(), delay);
  };
  const run = async () => {
    timer = null;
    running = true;
    const started = performance.now();
    try {
      await flush();
    } finally {
      running = false;
      delay = Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, PACE * (performance.now() - started)));
      if (again) {
        again = false;
        schedule();
      }
    }
  };
  return {
    schedule,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
