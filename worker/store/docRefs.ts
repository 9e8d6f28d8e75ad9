import type { DocRef } from '../../domain/events/collections.ts';
import { DOC_KEY_SEPARATOR } from './schemas.ts';

/** The local store's key of a document: its dealer and its id. */
export function docKey(dealer: string, id: string): string {
  return `${dealer}${DOC_KEY_SEPARATOR}${id}`;
}

/** A document's key within one dealer, across collections. */
export function refKey(ref: DocRef): string {
  return `${ref.collection}/${ref.id}`;
}
