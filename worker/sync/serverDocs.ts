import type { CollectionName, Doc, DocChange, DocRef, PullResponse } from '../../domain/events/collections.ts';
import type { ColumnDocs } from '../../domain/events/columnDocs.ts';
import { dropShadowingRows, writeChunk } from '../store/chunks.ts';
import type { Store } from '../store/database.ts';
import { refKey } from '../store/docRefs.ts';
import { readDocs, writeDocs } from '../store/docWrites.ts';
import type { WriteLock } from '../store/writeLock.ts';
import { prepareEvent } from '../../domain/events/registry.ts';
import type { OutboxQueue } from './outboxQueue.ts';
import { rebase } from './rebase.ts';

export type ServerDocsDeps = { store: Store; lock: WriteLock; outbox: OutboxQueue };

/** Server states with our pending events re-applied over them (rebase), the documents they read taken from memory. */
async function rebaseOnPending(deps: ServerDocsDeps, dealer: string, server: DocChange[]): Promise<DocChange[]> {
  const pending = await deps.outbox.pending(dealer);
  const targets: DocRef[] = [];
  for (const event of pending) {
    const prepared = prepareEvent(event);
    if (prepared.ok) targets.push(...prepared.prepared.targets);
  }
  const local = targets.length ? await readDocs(deps.store, dealer, targets) : new Map<string, Doc>();
  return rebase(server, pending, (ref) => local.get(refKey(ref)));
}

/**
 * Writes documents as the server has them (a pulled batch, or server truth after a rejection), tombstones as
 * removals, then re-applies our pending events that target them, in one step under the write lock.
 */
export function applyServerDocs(deps: ServerDocsDeps, dealer: string, collection: CollectionName, documents: PullResponse['documents']): Promise<void> {
  return deps.lock.run(async () => {
    const server: DocChange[] = documents.map(({ _deleted, ...doc }) => ({
      collection,
      id: doc.id,
      doc: _deleted ? null : ({ ...doc, dealer } as Doc),
    }));
    const changes = await rebaseOnPending(deps, dealer, server);
    await writeDocs(deps.store, changes.map((change) => ({ ...change, dealer })));
  });
}

/**
 * Stores a snapshot page as one chunk (its columns as they came), under the write lock: the documents in memory take
 * it, our pending events are re-applied over it as rows, and rows it would hide under older states are dropped.
 */
export function applySnapshotPage(
  deps: ServerDocsDeps,
  dealer: string,
  collection: CollectionName,
  page: { first: string; columns: ColumnDocs; documents: Doc[] },
): Promise<void> {
  return deps.lock.run(async () => {
    const server: DocChange[] = page.documents.map((doc) => ({ collection, id: doc.id, doc: doc.dealer === dealer ? doc : { ...doc, dealer } }));
    const sent = new Set(server.map((change) => change.doc));
    const changes = await rebaseOnPending(deps, dealer, server);
    const ours = changes.filter((change) => !sent.has(change.doc));
    await writeChunk(deps.store, dealer, collection, page.first, page.columns);
    await dropShadowingRows(deps.store, dealer, collection, page.documents.map((doc) => doc.id), new Set(ours.filter((change) => change.collection === collection).map((change) => change.id)));
    deps.store.docs.apply(collection, dealer, changes.filter((change) => sent.has(change.doc)));
    if (ours.length) await writeDocs(deps.store, ours.map((change) => ({ ...change, dealer })));
  });
}

/**
 * Re-applies a dealer's pending events to the local documents, in order: at start, this repairs a crash that
 * fell between storing an event in the outbox and writing its projection.
 */
export function reapplyPending(deps: ServerDocsDeps, dealer: string): Promise<void> {
  return deps.lock.run(async () => {
    const pending = await deps.outbox.pending(dealer);
    if (pending.length === 0) return;
    const targets: DocRef[] = [];
    for (const event of pending) {
      const prepared = prepareEvent(event);
      if (prepared.ok) targets.push(...prepared.prepared.targets);
    }
    const local = await readDocs(deps.store, dealer, targets);
    const state = new Map<string, DocChange>();
    const current = (ref: DocRef) => {
      const key = refKey(ref);
      return state.has(key) ? (state.get(key)?.doc ?? undefined) : local.get(key);
    };
    for (const event of pending) {
      const prepared = prepareEvent(event);
      if (!prepared.ok) continue;
      // An event the local documents no longer admit waits for the server's verdict without being applied.
      if (prepared.prepared.event.type !== 'customer.created' && prepared.prepared.conflict(current)) continue;
      for (const change of prepared.prepared.project(current)) state.set(refKey(change), change);
    }
    await writeDocs(deps.store, [...state.values()].map((change) => ({ ...change, dealer })));
  });
}
