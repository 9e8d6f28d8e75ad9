import type * as v from 'valibot';
import type { Action } from '../permissions/permissions.ts';
import type { CurrentDocs } from './collectionDocs.ts';
import type { DocChange, DocRef } from './collections.ts';
import type { EventEnvelope } from './envelope.ts';

/**
 * How one event type is checked and projected. The worker applies `project` optimistically and the server
 * applies the same function in the transaction that appends the event, so both sides agree by construction.
 */
export type EventDefinition<P> = {
  payload: v.GenericSchema<unknown, P>;
  /**
   * The permission the actor needs; null for events only the server itself appends (imports). A function when the
   * payload decides it (an e-mail sent without the person's consent needs more than one sent with it).
   */
  action: Action | null | ((payload: P) => Action);
  /** The documents the projection reads and may write. */
  targets: (event: EventEnvelope<P>) => DocRef[];
  /** Answers a reason when the event cannot apply to the current documents, otherwise null. */
  conflict?: (event: EventEnvelope<P>, current: CurrentDocs) => string | null;
  project: (event: EventEnvelope<P>, current: CurrentDocs) => DocChange[];
};

export function defineEvent<P>(definition: EventDefinition<P>): EventDefinition<P> {
  return definition;
}
