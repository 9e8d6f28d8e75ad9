/** A version-4 UUID in the RFC 4122 variant: what crypto.randomUUID makes, on the client and in the server's commands. */
const RANDOM_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const RANDOM_EVENT_ID_MESSAGE = 'The event id must be a random UUID (version 4).';

/**
 * Why a user's event id cannot be recorded, or null. Users' events carry random ids; the ids the server derives for
 * its own events (sync-server/events/derivedId.ts) are laid out as version 5, so no push can take one, whatever the
 * pusher knows of it.
 */
export function randomEventIdProblem(id: string): string | null {
  return RANDOM_UUID_PATTERN.test(id) ? null : RANDOM_EVENT_ID_MESSAGE;
}
