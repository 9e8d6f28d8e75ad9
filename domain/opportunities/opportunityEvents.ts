import * as v from 'valibot';
import { defineEvent } from '../events/definition.ts';
import { OpportunitySchema } from './opportunity.ts';

/**
 * An opportunity as the server's engine now reads it (collection opportunities, id `${type}:${vehicle_id}`):
 * the whole row replaces the document. Server-only: no user may push it.
 */
export const opportunitySet = defineEvent({
  payload: OpportunitySchema,
  action: null,
  targets: (event) => [{ collection: 'opportunities', id: event.payload.id }],
  project: (event) => [{ collection: 'opportunities', id: event.payload.id, doc: { ...event.payload, dealer: event.dealer } }],
});

/** An opportunity that no longer holds: its document becomes a tombstone. Server-only. */
export const opportunityRemoved = defineEvent({
  payload: v.object({ id: v.pipe(v.string(), v.nonEmpty()) }),
  action: null,
  targets: (event) => [{ collection: 'opportunities', id: event.payload.id }],
  project: (event) => [{ collection: 'opportunities', id: event.payload.id, doc: null }],
});
