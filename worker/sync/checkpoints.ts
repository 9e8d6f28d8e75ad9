import type { Checkpoint, CollectionName } from '../../domain/events/collections.ts';
import type { LocalState } from '../store/localState.ts';
import { SCHEMA_VERSIONS } from '../store/schemas.ts';

/**
 * Where a dealer's collection was last pulled to (null after a pull that found nothing yet), and whether a pull has
 * ever read it to the end: until then the first sync is under way and an empty list means "not here yet".
 */
export type PullPosition = {
  checkpoint: Checkpoint | null;
  caughtUp?: boolean;
  /** A first sync's snapshot under way (sync/snapshot.ts): the sequence it began at and the last id stored. */
  snapshot?: { seq: number; after: string };
};

/**
 * A collection's checkpoint is kept per store schema version: a collection whose schema changed starts empty, and
 * the new key makes it pulled again from the start.
 */
export function checkpointKey(dealer: string, collection: CollectionName): string {
  const version = SCHEMA_VERSIONS[collection];
  return `checkpoint|${dealer}|${collection}${version > 0 ? `|v${version}` : ''}`;
}

export function readPosition(local: LocalState, dealer: string, collection: CollectionName): Promise<PullPosition | null> {
  return local.read<PullPosition>(checkpointKey(dealer, collection));
}

export function writePosition(local: LocalState, dealer: string, collection: CollectionName, position: PullPosition): Promise<void> {
  return local.write(checkpointKey(dealer, collection), position);
}

export function removePosition(local: LocalState, dealer: string, collection: CollectionName): Promise<void> {
  return local.remove(checkpointKey(dealer, collection));
}
