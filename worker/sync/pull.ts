import type { CollectionName, PullResponse } from '../../domain/events/collections.ts';
import type { SessionAuth } from '../session/sessionAuth.ts';
import type { LocalState } from '../store/localState.ts';
import { readPosition, writePosition } from './checkpoints.ts';
import { applyServerDocs, type ServerDocsDeps } from './serverDocs.ts';

export const PULL_BATCH = 1000;

export type PullDeps = ServerDocsDeps & { auth: SessionAuth; local: LocalState };

/**
 * Pulls one dealer's collection from its checkpoint to the end, batch by batch: each batch is written with its
 * tombstones and rebased under our pending events, then the checkpoint moves on. Answers the documents read.
 */
export async function pullCollection(deps: PullDeps, dealer: string, collection: CollectionName): Promise<number> {
  let position = await readPosition(deps.local, dealer, collection);
  let total = 0;
  for (;;) {
    const checkpoint = position?.checkpoint ?? null;
    const response = await deps.auth.authorized<PullResponse>('/sync/pull', {
      query: { token: dealer, collection, seq: checkpoint?.seq ?? 0, id: checkpoint?.id ?? '', limit: PULL_BATCH },
    });
    if (response.documents.length) await applyServerDocs(deps, dealer, collection, response.documents);
    total += response.documents.length;
    position = { checkpoint: response.checkpoint ?? checkpoint };
    await writePosition(deps.local, dealer, collection, position);
    if (response.documents.length < PULL_BATCH || !response.checkpoint) return total;
  }
}
