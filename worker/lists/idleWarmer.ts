/** Quiet time after the last change before warming starts: a first sync's batches would undo the work. */
const QUIET_MS = 1_000;

/**
 * Runs `step` one slice at a time (each its own task, so a list request waits for one slice at most) until it
 * answers false. schedule() after a change starts it again once changes have been quiet for a second.
 */
export type IdleWarmer = { schedule(): void; close(): void };

export function createIdleWarmer(step: () => boolean): IdleWarmer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = step() ? setTimeout(run, 0) : null;
  };
  return {
    schedule() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, QUIET_MS);
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
