import type { DocOf } from '../../domain/events/collectionDocs.ts';
import type { CollectionName } from '../../domain/events/collections.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { readPosition } from '../sync/checkpoints.ts';
import { createActiveDealer, type ActiveDealer, type DealerLoad } from './activeDealer.ts';

type Change<D> = { id: string; doc: D | null };

/** A dealer's documents of one collection in memory, and the list views made of them until the next change. */
export type DealerDocs<D> = DealerLoad & {
  docs: Map<string, D>;
  /** Changes met while the first load ran: applied over it. */
  buffered: Change<D>[];
  views: Map<string, D[]>;
};

/**
 * A collection held whole per dealer for a list (the stock, the lead bin): the active dealer and the last ones used
 * (activeDealer), each loaded from the store once and kept current from its change stream; onChanged is called when
 * the active dealer's documents changed (or were loaded).
 */
export function createDealerDocs<C extends CollectionName>(
  deps: { store: Store; local: LocalState; collection: C; onChanged: () => void },
): ActiveDealer<DealerDocs<DocOf<C>>> & { close(): void } {
  type D = DocOf<C>;
  const { store, local, collection } = deps;
  const apply = (current: DealerDocs<D>, changes: readonly Change<D>[]) => {
    for (const change of changes) {
      if (change.doc) current.docs.set(change.id, change.doc);
      else current.docs.delete(change.id);
    }
    current.views.clear();
  };
  const load = async (current: DealerDocs<D>) => {
    const [docs, position] = await Promise.all([store.docs.docs(collection, current.dealer), readPosition(local, current.dealer, collection)]);
    current.pulled ||= position?.caughtUp === true;
    for (const [id, doc] of docs) current.docs.set(id, doc);
    apply(current, current.buffered);
    current.buffered = [];
    current.ready = true;
    deps.onChanged();
  };
  const active = createActiveDealer<DealerDocs<D>>(
    (dealer) => ({ dealer, loaded: Promise.resolve(), ready: false, pulled: false, docs: new Map(), buffered: [], views: new Map() }),
    load,
  );
  const changes = store.docs.changes(collection).subscribe((bulk) => {
    for (const kept of active.kept()) {
      if (kept.dealer !== bulk.dealer) continue;
      if (!kept.ready) {
        kept.buffered.push(...bulk.changes);
        continue;
      }
      apply(kept, bulk.changes);
      if (kept === active.current()) deps.onChanged();
    }
  });
  return { ...active, close: () => changes.unsubscribe() };
}
