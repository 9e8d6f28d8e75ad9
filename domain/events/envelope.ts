import * as v from 'valibot';
import { MAX_STORED_INT, StorableText, storableJson } from '../validation/storableSchemas.ts';
import { eventTimeProblem } from './eventTime.ts';

const TYPE_MESSAGE = 'The event type must be a text of 1 to 100 characters.';
const DEALER_MESSAGE = 'The event must name its dealer.';
const ACTOR_MESSAGE = "The event's actor must be a user id.";
/** A push body is at most 8 MB; one event (a large reassign) may take most of it. */
const MAX_PAYLOAD_CHARS = 8_000_000;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every write is an event: made by the client with its own UUID, named for one dealer (the dealer's token),
 * signed by its actor (a user id) and stamped with the client's time (ISO 8601).
 */
export const EventEnvelopeSchema = v.object({
  id: v.pipe(v.string(), v.regex(UUID_PATTERN, 'The event id must be a UUID.')),
  type: v.pipe(StorableText(TYPE_MESSAGE, 100), v.nonEmpty(TYPE_MESSAGE)),
  dealer: v.pipe(StorableText(DEALER_MESSAGE, 100), v.nonEmpty(DEALER_MESSAGE)),
  actor: v.pipe(v.number(ACTOR_MESSAGE), v.integer(ACTOR_MESSAGE), v.minValue(0, ACTOR_MESSAGE), v.maxValue(MAX_STORED_INT, ACTOR_MESSAGE)),
  time: v.pipe(v.string(), v.isoTimestamp('The event time must be an ISO timestamp.')),
  payload: v.pipe(v.unknown(), storableJson(MAX_PAYLOAD_CHARS)),
});
export type EventEnvelope<P = unknown> = Omit<v.InferOutput<typeof EventEnvelopeSchema>, 'payload'> & { payload: P };

/** A stored event also carries the dealer's sequence number that the server gave it. */
export type RecordedEvent<P = unknown> = EventEnvelope<P> & { seq: number };

/**
 * A pushed event before its own checks: the id its verdict answers for. The envelope (EventEnvelopeSchema) is checked
 * event by event, so one malformed event is rejected with its reason while the rest of the push is recorded.
 */
export const PushedEventSchema = v.looseObject({ id: v.pipe(v.string(), v.regex(UUID_PATTERN, 'The event id must be a UUID.')) });
export type PushedEvent = v.InferOutput<typeof PushedEventSchema>;

export const PushRequestSchema = v.object({
  events: v.pipe(v.array(PushedEventSchema), v.maxLength(500, 'Push at most 500 events at once.')),
});

/**
 * The reason a pushed event's envelope is refused: the field and the rule's message, or its time's problem against
 * `now` (the server's clock, in milliseconds; eventTimeProblem).
 */
export function envelopeProblem(event: PushedEvent, now: number): { ok: true; event: EventEnvelope } | { ok: false; reason: string } {
  const parsed = v.safeParse(EventEnvelopeSchema, event);
  if (parsed.success) {
    const timeProblem = eventTimeProblem(parsed.output.time, now);
    return timeProblem ? { ok: false, reason: timeProblem } : { ok: true, event: parsed.output };
  }
  const [issue] = parsed.issues;
  const path = v.getDotPath(issue);
  return { ok: false, reason: path && !issue.message.includes(':') ? `${path}: ${issue.message}` : issue.message };
}

export type Rejection = { id: string; reason: string };
export type PushResponse = { accepted: string[]; rejected: Rejection[] };
