import type * as v from 'valibot';
import type { CollectionName } from '../events/collections.ts';
import { defineEvent, type EventDefinition } from '../events/definition.ts';

/**
 * The import event of a DMS entity that has a collection of its own: the server appends it (no user may), and
 * it replaces the document keyed by the record's own DMS id with the record, so re-importing a record always
 * targets the same document.
 */
export function importedRecord<P extends { id: string }>(
  collection: CollectionName,
  payload: v.GenericSchema<unknown, P>,
): EventDefinition<P> {
  return defineEvent({
    payload,
    action: null,
    targets: (event) => [{ collection, id: event.payload.id }],
    project: (event) => [{ collection, id: event.payload.id, doc: { ...event.payload, dealer: event.dealer } }],
  });
}
