import pg from 'pg';
import * as v from 'valibot';
import { PokeSchema } from '../../domain/events/liveMessages.ts';

/** The PostgreSQL channel that carries pokes between server instances. */
export const POKE_CHANNEL = 'dealer_events';

/** Between instances only: alerts were raised for the user of this token (their sockets get an AlertsMessage). */
const UserAlertsSchema = v.object({ type: v.literal('alerts'), user: v.string() });

/** Between instances only: the user of this token was deactivated (every instance closes their sockets). */
const UserEndedSchema = v.object({ type: v.literal('ended'), user: v.string() });

/** What the channel carries: a dealer's poke, a user's alerts, or the end of a user's access. */
export const ChannelMessageSchema = v.variant('type', [PokeSchema, UserAlertsSchema, UserEndedSchema]);
export type ChannelMessage = v.InferOutput<typeof ChannelMessageSchema>;

const RECONNECT_DELAY_MS = 1000;

export type PokeChannel = { close(): Promise<void> };

/**
 * Listens for pokes, users' alerts and ends on a dedicated PostgreSQL connection (a pooled one would lose its LISTEN).
 * When the connection drops, `onLost` runs (messages may have been missed, so live clients must resync) and it
 * reconnects.
 */
export async function listenForPokes(url: string, onMessage: (message: ChannelMessage) => void, onLost: () => void): Promise<PokeChannel> {
  let closing = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== POKE_CHANNEL || !message.payload) return;
      const parsed = v.safeParse(ChannelMessageSchema, parseJson(message.payload));
      if (parsed.success) onMessage(parsed.output);
    });
    next.on('error', (error) => {
      if (closing || client !== next) return;
      console.error('The live poke listener lost its database connection:', error);
      client = null;
      void next.end().catch(() => undefined);
      onLost();
      retry = setTimeout(reconnect, RECONNECT_DELAY_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${POKE_CHANNEL}`);
    client = next;
  };

  const reconnect = (): void => {
    if (closing) return;
    connect().catch((error: unknown) => {
      console.error('The live poke listener could not reconnect:', error);
      retry = setTimeout(reconnect, RECONNECT_DELAY_MS);
    });
  };

  await connect();
  return {
    async close() {
      closing = true;
      clearTimeout(retry);
      await client?.end();
      client = null;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
