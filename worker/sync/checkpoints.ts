import type { Checkpoint, CollectionName } from '../../domain/events/collections.ts';
import type { LocalState } from '../store/localState.ts';

/**
 * Where a dealer's collection was last pulled to (null after a pull that found nothing yet), and whether a pull has
 * ever read it to the end: until then the first sync is under way and an empty list means "not here yet".
 */
export type PullPosition = { checkpoint: Checkpoint | null; caughtUp?: boolean };

export function checkpointKey(dealer: string, collection: CollectionName): string {
  return `checkpoint|${dealer}|${collection}`;
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
