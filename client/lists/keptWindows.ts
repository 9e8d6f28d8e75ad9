import type { ListWindow } from '../../worker/api.ts';

const KEY = 'kept-windows';
/** The first windows kept, the most recent views (a few hundred kilobytes at most). */
const KEPT = 4;
/** A window is written at most this often: during a sync the worker pushes one a frame. */
const WRITE_AFTER_MS = 1_000;

type Kept = { key: string; window: ListWindow<unknown> };

let pending: Kept | null = null;
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
  if (timer) clearTimeout(timer);
  timer = null;
  const next = pending;
  pending = null;
  if (!next) return;
  try {
    localStorage.setItem(KEY, JSON.stringify([next, ...readAll().filter((kept) => kept.key !== next.key)].slice(0, KEPT)));
  } catch {
    // Storage full or refused: the next reload waits for the worker's kept window instead.
  }
}

/**
 * The first window of a list view (its key names the list, the dealer and the view) as last shown, kept in the
 * page's storage: a reload shows it at once, before the worker has started, and the worker's answer replaces it.
 */
export function keptWindow<Row>(key: string): ListWindow<Row> | null {
  const found = (pending?.key === key ? pending : readAll().find((kept) => kept.key === key)) ?? null;
  return found ? (found.window as ListWindow<Row>) : null;
}

/** Keeps a view's first window (a window further down the list is not what a reload shows). */
export function keepWindow<Row>(key: string, window: ListWindow<Row>): void {
  if (window.offset !== 0 || window.loading) return;
  if (pending && pending.key !== key) write();
  pending = { key, window };
  timer ??= setTimeout(write, WRITE_AFTER_MS);
}

/** Forgets every kept window (a sign-out). */
export function forgetKeptWindows(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  pending = null;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
