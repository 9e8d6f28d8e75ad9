import * as v from 'valibot';
import { dealerUserDocId } from '../dealers/dealerUsers.ts';
import type { DocChange } from '../events/collections.ts';
import { defineEvent, type EventDefinition } from '../events/definition.ts';
import { OpportunityTypeSchema } from '../opportunities/opportunityType.ts';
import type { Action } from '../permissions/permissions.ts';
import { StorableText, StoredId, storableJson } from '../validation/storableSchemas.ts';

export const SELECT_USER_MESSAGE = 'Please select a user';
export const NOT_A_DEALER_USER_MESSAGE = 'This user does not belong to this dealer.';

/** Enough for every customer and opportunity of the largest dealer we measure (100,000 opportunities). */
const MAX_IDS = 250_000;
/** A list filter as the screens make it is a few hundred characters; kept for the record, never read again. */
const MAX_FILTER_CHARS = 16_384;
const ID_MESSAGE = 'Each id is a text of 1 to 100 characters.';
const Ids = v.pipe(v.array(v.pipe(StorableText(ID_MESSAGE, 100), v.nonEmpty(ID_MESSAGE))), v.maxLength(MAX_IDS));

/**
 * What every reassign event carries (spec 001 §7 "reassign", spec 000 §7 /customers/reassignment): the user, the
 * list's filter for the record (never read again), and the customers and opportunities it moves, which the worker
 * resolves from its local rows when the user confirms, so the event applies offline and replays the same on the
 * server.
 */
export const REASSIGN_ENTRIES = {
  user_id: StoredId(SELECT_USER_MESSAGE),
  filter: v.pipe(v.record(v.string(), v.unknown()), storableJson(MAX_FILTER_CHARS)),
  customer_ids: Ids,
  opportunity_ids: Ids,
};
type Reassign = { user_id: number; customer_ids: string[]; opportunity_ids: string[] };

/**
 * Reassigns the customers of every row of an opportunity list's current filter to one user (spec 001 §2.2
 * "reassign", §7 form fields user, type, filters, opportunity_type), as ONE event.
 */
export const ReassignPayloadSchema = v.object({ ...REASSIGN_ENTRIES, opportunity_type: OpportunityTypeSchema });
export type ReassignPayload = v.InferOutput<typeof ReassignPayloadSchema>;

/**
 * A reassign event: a customer's salesperson is the customer's user_id and every opportunity of the customer
 * carries it, so the event sets both; the engine's later runs read the new user_id and keep it. The user must be
 * one of the dealer's.
 */
export function reassignEvent<P extends Reassign>(payload: v.GenericSchema<unknown, P>, action: Action): EventDefinition<P> {
  return defineEvent({
    payload,
    action,
    targets: (event) => [
      { collection: 'refs', id: dealerUserDocId(event.dealer, event.payload.user_id) },
      ...event.payload.customer_ids.map((id) => ({ collection: 'customers' as const, id })),
      ...event.payload.opportunity_ids.map((id) => ({ collection: 'opportunities' as const, id })),
    ],
    conflict: (event, current) =>
      current({ collection: 'refs', id: dealerUserDocId(event.dealer, event.payload.user_id) }) ? null : NOT_A_DEALER_USER_MESSAGE,
    project: (event, current) => {
      const changes: DocChange[] = [];
      for (const id of event.payload.customer_ids) {
        const before = current({ collection: 'customers', id });
        if (before) changes.push({ collection: 'customers', id, doc: { ...before, user_id: event.payload.user_id, updated_at: event.time } });
      }
      for (const id of event.payload.opportunity_ids) {
        const before = current({ collection: 'opportunities', id });
        if (before) changes.push({ collection: 'opportunities', id, doc: { ...before, salesperson: event.payload.user_id } });
      }
      return changes;
    },
  });
}

export const opportunitiesReassigned = reassignEvent(ReassignPayloadSchema, 'opportunity.reassign');
