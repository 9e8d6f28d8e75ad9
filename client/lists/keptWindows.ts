import type { ListWindow } from '../../worker/api.ts';

const KEY = 'kept-windows';
/** The first windows kept, the most recent views (a few hundred kilobytes at most). */
const KEPT = 4;
/** A window is written at most this often: during a sync the worker pushes one a frame. */
const WRITE_AFTER_MS = 1_000;

type Kept = { key: string; window: ListWindow<unknown> };

/** Windows kept since the last write, by key, the most recent last. */
const pending = new Map<string, ListWindow<unknown>>();
let timer: ReturnType<typeof setTimeout> | null = null;

function readAll(): Kept[] {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(kept) ? (kept as Kept[]) : [];
  } catch {
    return [];
  }
}

function write(): void {
  timer = null;
  if (pending.size === 0) return;
  const recent: Kept[] = [...pending].reverse().map(([key, window]) => ({ key, window }));
  pending.clear();
  try {
    const older = readAll().filter((kept) => !recent.some((next) => next.key === kept.key));
    localStorage.setItem(KEY, JSON.stringify([...recent, ...older].slice(0, KEPT)));
  } catch {
    // Storage full or refused: the next reload waits for the worker's kept window instead.
  }
}

// A reload or a closed tab before the timer still keeps what was shown.
if (typeof window !== 'undefined') window.addEventListener('pagehide', write);

/**
 * The first window of a list view (its key names the list, the dealer and the view) as last shown, kept in the
 * page's storage: a reload shows it at once, before the worker has started, and the worker's answer replaces it.
 */
export function keptWindow<Row>(key: string): ListWindow<Row> | null {
  const found = pending.get(key) ?? readAll().find((kept) => kept.key === key)?.window ?? null;
  return found as ListWindow<Row> | null;
}

/**
 * Keeps a view's first window (a window further down the list is not what a reload shows). Storage is written a
 * while later, every view kept meanwhile at once: never on the way from the worker's answer to the screen (a write
 * serialises every kept window, milliseconds a sort or filter would wait for).
 */
export function keepWindow<Row>(key: string, window: ListWindow<Row>): void {
  if (window.offset !== 0 || window.loading) return;
  pending.delete(key);
  pending.set(key, window);
  while (pending.size > KEPT) pending.delete(pending.keys().next().value as string);
  timer ??= setTimeout(write, WRITE_AFTER_MS);
}

/** Forgets every kept window (a sign-out). */
export function forgetKeptWindows(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  pending.clear();
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
