import type { Database } from '../db/database.ts';
import type { PokeMessage } from '../../domain/events/liveMessages.ts';
import { POKE_CHANNEL, listenForPokes, type ChannelMessage, type PokeChannel } from './pokeChannel.ts';

/**
 * A live socket as the hub sees it: pokes for its dealers, its user's alerts, a request to go away and resync, and
 * the end of its user's access (deactivated: it closes for good).
 */
export type LiveListener = { poke(poke: PokeMessage): void; alerts(): void; drop(): void; end(): void };

/**
 * Keeps the live sockets of this instance by dealer and by user, and delivers pokes and alerts to them. With PGlite
 * the process is the whole server, so a message goes straight to the local sockets; with PostgreSQL it goes through
 * NOTIFY on 'dealer_events', and every instance (this one included) delivers it to its own sockets.
 */
export type LiveHub = {
  /** The event store's onAppended: a dealer's log grew up to `seq`, changing these collections. */
  publish(dealer: string, seq: number, collections: string[]): void;
  /** Alerts were raised for the user of this token: their sockets are told to fetch them (docs/alerts.md). */
  publishUser(userToken: string): void;
  /** The user of this token was deactivated: their sockets close on every instance and hear nothing more. */
  endUser(userToken: string): void;
  /** A socket of the user of `userToken`, for these dealers of theirs. */
  subscribe(dealers: readonly string[], userToken: string, listener: LiveListener): () => void;
  close(): Promise<void>;
};

/** Listeners by key (a dealer's token, a user's token). */
function listenerSets() {
  const byKey = new Map<string, Set<LiveListener>>();
  return {
    get: (key: string): Iterable<LiveListener> => byKey.get(key) ?? [],
    add(key: string, listener: LiveListener) {
      const set = byKey.get(key) ?? new Set<LiveListener>();
      set.add(listener);
      byKey.set(key, set);
    },
    delete(key: string, listener: LiveListener) {
      const set = byKey.get(key);
      set?.delete(listener);
      if (set?.size === 0) byKey.delete(key);
    },
    all: (): Set<LiveListener> => new Set([...byKey.values()].flatMap((set) => [...set])),
    clear: () => byKey.clear(),
  };
}

export async function createLiveHub(db: Database, databaseUrl?: string): Promise<LiveHub> {
  const byDealer = listenerSets();
  const byUser = listenerSets();

  const deliver = (message: ChannelMessage): void => {
    if (message.type === 'poke') for (const listener of byDealer.get(message.dealer)) listener.poke(message);
    else if (message.type === 'alerts') for (const listener of byUser.get(message.user)) listener.alerts();
    else for (const listener of byUser.get(message.user)) listener.end();
  };
  const dropAll = (): void => {
    for (const listener of byUser.all()) listener.drop();
  };

  const channel: PokeChannel | null = databaseUrl ? await listenForPokes(databaseUrl, deliver, dropAll) : null;
  const send = (message: ChannelMessage): void => {
    if (!channel) {
      deliver(message);
      return;
    }
    db.query('SELECT pg_notify($1, $2)', [POKE_CHANNEL, JSON.stringify(message)]).catch((error: unknown) => {
      console.error(`A live ${message.type} message could not be sent:`, error);
    });
  };

  return {
    publish(dealer, seq, collections) {
      send({ type: 'poke', dealer, seq, collections });
    },
    publishUser(userToken) {
      send({ type: 'alerts', user: userToken });
    },
    endUser(userToken) {
      const ended: ChannelMessage = { type: 'ended', user: userToken };
      // This instance's sockets close at once, before the write that deactivated the user pokes its dealers; the
      // other instances hear it through the channel (this one then finds no socket left).
      deliver(ended);
      if (channel) send(ended);
    },
    subscribe(dealers, userToken, listener) {
      for (const dealer of dealers) byDealer.add(dealer, listener);
      byUser.add(userToken, listener);
      return () => {
        for (const dealer of dealers) byDealer.delete(dealer, listener);
        byUser.delete(userToken, listener);
      };
    },
    async close() {
      byDealer.clear();
      byUser.clear();
      await channel?.close();
    },
  };
}
