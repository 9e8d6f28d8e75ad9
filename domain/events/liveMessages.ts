import * as v from 'valibot';

/** Sent once when a live socket opens: the last sequence of each of the user's dealers. */
export type HelloMessage = { type: 'hello'; dealers: Record<string, number> };

/** Sent after a dealer's log grew: which collections changed, up to which sequence. */
export const PokeSchema = v.object({
  type: v.literal('poke'),
  dealer: v.string(),
  seq: v.number(),
  collections: v.array(v.string()),
});
export type PokeMessage = v.InferOutput<typeof PokeSchema>;

/** Sent to a user's own sockets when alerts were raised for them: the client fetches its alerts again (docs/alerts.md). */
export const AlertsMessageSchema = v.object({ type: v.literal('alerts') });
export type AlertsMessage = v.InferOutput<typeof AlertsMessageSchema>;

export type LiveMessage = HelloMessage | PokeMessage | AlertsMessage;

/**
 * The live socket's own close codes: the id token ran out (reconnect with a fresh one), the server asks for a resync,
 * or the user's access ended (deactivated: a reconnect is refused, the session is over).
 */
export const LIVE_CLOSE = { tokenExpired: 4001, resync: 4002, accessEnded: 4003 } as const;
