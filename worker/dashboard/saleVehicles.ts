import type { Subscription } from 'rxjs';
import type { DashboardInput } from '../../domain/dashboard/dashboard.ts';
import type { DocOf } from '../../domain/events/collectionDocs.ts';
import type { Store } from '../store/database.ts';

type Vehicle = NonNullable<ReturnType<DashboardInput['vehicle']>>;

/** Dealers whose vehicles stay held, as the lists keep their last three dealers. */
const KEEP_DEALERS = 3;
/** Vehicles read at a time while warming, between which the queries of the pages go first. */
const WARM_CHUNK = 2_000;

const vehicleOf = ({ year, make, model, trim, photo }: DocOf<'vehicles'>): Vehicle => ({ year, make, model, trim, photo });

/**
 * The vehicles the dashboard's sales name (bought or traded), read by id and then held (null: not on file), only the
 * fields the dashboard shows, kept current from the vehicles' change stream. The scale dealer's 61,000 sales name
 * 86,000: a range reads those of its sales not held yet (This Year, 9,000 sales: about 2 s in the browser), and the
 * recent ones are read ahead in the background (warm) once the dashboard has answered.
 */
export type SaleVehicles = {
  /** The dealer's vehicles held so far; undefined for one not read or not on file. */
  lookup(dealer: string): (id: string) => Vehicle | undefined;
  /** Reads the vehicles of these ids that are not held yet (no read when all are). */
  read(dealer: string, ids: Iterable<string>): Promise<void>;
  /**
   * Reads the vehicles of these ids (asked once per dealer held) in the background, a chunk at a time, so that the
   * ranges they cover need no read when first chosen.
   */
  warm(dealer: string, ids: () => string[]): void;
  close(): void;
};

/**
 * A dealer's vehicles held, the reads under way by id (a change of one of them meanwhile wins over the read), and
 * whether its warming has started.
 */
type Held = { vehicles: Map<string, Vehicle | null>; reading: Map<string, Promise<void>>; warmed: boolean };

export function createSaleVehicles(deps: { store: Store; onChanged: (dealer: string) => void }): SaleVehicles {
  const held = new Map<string, Held>();

  const of = (dealer: string): Held => {
    let found = held.get(dealer);
    if (found) held.delete(dealer);
    else found = { vehicles: new Map(), reading: new Map(), warmed: false };
    // Most recently used last: the first one is dropped past KEEP_DEALERS.
    held.set(dealer, found);
    while (held.size > KEEP_DEALERS) held.delete(held.keys().next().value as string);
    return found;
  };

  const readMissing = async (dealer: string, found: Held, missing: readonly string[]) => {
    try {
      const byId = await deps.store.docs.docs('vehicles', dealer);
      for (const id of missing) {
        // One the change stream brought meanwhile is newer than this read.
        if (found.vehicles.has(id)) continue;
        const doc = byId.get(id);
        found.vehicles.set(id, doc ? vehicleOf(doc) : null);
      }
    } finally {
      for (const id of missing) found.reading.delete(id);
    }
  };

  const read = async (dealer: string, ids: Iterable<string>) => {
    const found = of(dealer);
    const missing: string[] = [];
    const waits = new Set<Promise<void>>();
    for (const id of new Set(ids)) {
      if (found.vehicles.has(id)) continue;
      const pending = found.reading.get(id);
      if (pending) waits.add(pending);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const reading = readMissing(dealer, found, missing);
      for (const id of missing) found.reading.set(id, reading);
      waits.add(reading);
    }
    await Promise.all(waits);
  };

  let closed = false;
  const changes: Subscription = deps.store.docs.changes('vehicles').subscribe(({ dealer, changes: list }) => {
    const found = held.get(dealer);
    if (!found) return;
    let changed = false;
    for (const { id, doc } of list) {
      if (!found.vehicles.has(id) && !found.reading.has(id)) continue;
      found.vehicles.set(id, doc ? vehicleOf(doc) : null);
      changed = true;
    }
    if (changed) deps.onChanged(dealer);
  });

  return {
    lookup(dealer) {
      const { vehicles } = of(dealer);
      return (id) => vehicles.get(id) ?? undefined;
    },
    read,
    warm(dealer, ids) {
      const found = of(dealer);
      if (found.warmed) return;
      found.warmed = true;
      void (async () => {
        const all = ids();
        for (let at = 0; at < all.length && !closed && held.get(dealer) === found; at += WARM_CHUNK) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          await read(dealer, all.slice(at, at + WARM_CHUNK));
        }
      })().catch(() => undefined);
    },
    close() {
      closed = true;
      changes.unsubscribe();
    },
  };
}
