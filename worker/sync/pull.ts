import type { CollectionName, PullResponse } from '../../domain/events/collections.ts';
import type { SessionAuth } from '../session/sessionAuth.ts';
import type { LocalState } from '../store/localState.ts';
import { readPosition, writePosition } from './checkpoints.ts';
import { applyServerDocs, type ServerDocsDeps } from './serverDocs.ts';

/** The first batch of a pull: small, so the first rows of a large collection show quickly. */
export const FIRST_PULL_BATCH = 500;
/** Every later batch: large, so 100,000 documents take 20 round trips (the server's maximum is 5,000). */
export const PULL_BATCH = 5000;

export type PullDeps = ServerDocsDeps & {
  auth: SessionAuth;
  local: LocalState;
  /** Told after each batch of a dealer's collection is stored, once a pull has read the collection to its end. */
  onPulled?: (dealer: string, collection: CollectionName) => void;
};

/**
 * Pulls one dealer's collection from its checkpoint to the end, batch by batch: each batch is written with its
 * tombstones and rebased under our pending events, then the checkpoint moves on. Answers the documents read.
 */
export async function pullCollection(deps: PullDeps, dealer: string, collection: CollectionName): Promise<number> {
  let position = await readPosition(deps.local, dealer, collection);
  let total = 0;
  for (let batch = FIRST_PULL_BATCH; ; batch = PULL_BATCH) {
    const checkpoint = position?.checkpoint ?? null;
    const response = await deps.auth.authorized<PullResponse>('/sync/pull', {
      query: { token: dealer, collection, seq: checkpoint?.seq ?? 0, id: checkpoint?.id ?? '', limit: batch },
    });
    if (response.documents.length) await applyServerDocs(deps, dealer, collection, response.documents);
    total += response.documents.length;
    const end = response.documents.length < batch || !response.checkpoint;
    position = { checkpoint: response.checkpoint ?? checkpoint, caughtUp: end || position?.caughtUp === true };
    await writePosition(deps.local, dealer, collection, position);
    if (position.caughtUp) deps.onPulled?.(dealer, collection);
    if (end) return total;
  }
}
