import type { Checkpoint, CollectionName, Doc, PullResponse } from '../../domain/events/collections.ts';
import type { SessionAuth } from '../session/sessionAuth.ts';
import type { LocalState } from '../store/localState.ts';
import { readPosition, writePosition, type PullPosition } from './checkpoints.ts';
import { applyServerDocs, type ServerDocsDeps } from './serverDocs.ts';
import { snapshotCollection } from './snapshot.ts';

/** The first batch of a pull: small, so the first rows of a large collection show quickly. */
export const FIRST_PULL_BATCH = 500;
/** Every later batch: large, so 100,000 documents take 20 round trips (the server's maximum is 5,000). */
export const PULL_BATCH = 5000;

export type PullDeps = ServerDocsDeps & {
  auth: SessionAuth;
  local: LocalState;
  /** Told after each batch of a dealer's collection is stored, once a pull has read the collection to its end. */
  onPulled?: (dealer: string, collection: CollectionName) => void;
  /**
   * Told of each page of a snapshot as it arrives, before it is stored (the lists take its rows at once): whether
   * it is the first page read by this run and the last of the snapshot.
   */
  onSnapshotPage?: (dealer: string, collection: CollectionName, documents: Doc[], place: { first: boolean; last: boolean }) => void;
};

/**
 * Pulls one dealer's collection from its checkpoint to the end (after its snapshot when it was never read), batch by batch: each batch is written with its
 * tombstones and rebased under our pending events, then the checkpoint moves on. The next batch is asked for as
 * soon as a batch arrives (its checkpoint is known then), so the server reads it while this one is stored.
 * Answers the documents read.
 */
export async function pullCollection(deps: PullDeps, dealer: string, collection: CollectionName): Promise<number> {
  let position: PullPosition | null = await readPosition(deps.local, dealer, collection);
  let total = 0;
  // Never read, or a snapshot cut off: the collection comes as a snapshot first, then by checkpoint from there.
  if (position === null || position.snapshot) {
    const snapshot = await snapshotCollection(deps, dealer, collection, position?.snapshot ?? null);
    position = snapshot.position;
    total = snapshot.documents;
  }
  const ask = (checkpoint: PullResponse['checkpoint'], limit: number) =>
    deps.auth.authorized<PullResponse>('/sync/pull', {
      query: { token: dealer, collection, seq: checkpoint?.seq ?? 0, id: checkpoint?.id ?? '', limit },
    });
  let batch = FIRST_PULL_BATCH;
  let asked = ask(position.checkpoint, batch);
  for (;;) {
    const response = await asked;
    const checkpoint: Checkpoint | null = response.checkpoint ?? position.checkpoint;
    const end = response.documents.length < batch || !response.checkpoint;
    if (!end) {
      batch = PULL_BATCH;
      asked = ask(checkpoint, batch);
      // A failure to store this batch leaves the next answer unread: it must not surface as unhandled.
      asked.catch(() => undefined);
    }
    if (response.documents.length) await applyServerDocs(deps, dealer, collection, response.documents);
    total += response.documents.length;
    position = { checkpoint, caughtUp: end || position.caughtUp === true };
    await writePosition(deps.local, dealer, collection, position);
    if (position.caughtUp) deps.onPulled?.(dealer, collection);
    if (end) return total;
  }
}
