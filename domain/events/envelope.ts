import * as v from 'valibot';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every write is an event: made by the client with its own UUID, named for one dealer (the dealer's token),
 * signed by its actor (a user id) and stamped with the client's time (ISO 8601).
 */
export const EventEnvelopeSchema = v.object({
  id: v.pipe(v.string(), v.regex(UUID_PATTERN, 'The event id must be a UUID.')),
  type: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  dealer: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  actor: v.number(),
  time: v.pipe(v.string(), v.isoTimestamp('The event time must be an ISO timestamp.')),
  payload: v.unknown(),
});
export type EventEnvelope<P = unknown> = Omit<v.InferOutput<typeof EventEnvelopeSchema>, 'payload'> & { payload: P };

/** A stored event also carries the dealer's sequence number that the server gave it. */
export type RecordedEvent<P = unknown> = EventEnvelope<P> & { seq: number };

export const PushRequestSchema = v.object({
  events: v.pipe(v.array(EventEnvelopeSchema), v.maxLength(500, 'Push at most 500 events at once.')),
});

export type Rejection = { id: string; reason: string };
export type PushResponse = { accepted: string[]; rejected: Rejection[] };
