import type { Database } from '../db/database.ts';
import type { PokeMessage } from '../../domain/events/liveMessages.ts';
import { POKE_CHANNEL, listenForPokes, type PokeChannel } from './pokeChannel.ts';

/** A live socket as the hub sees it: pokes for its dealers, and a request to go away and resync. */
export type LiveListener = { poke(poke: PokeMessage): void; drop(): void };

/**
 * Keeps the live sockets of this instance by dealer and delivers pokes to them. With PGlite the process is the
 * whole server, so a poke goes straight to the local sockets; with PostgreSQL it goes through NOTIFY on
 * 'dealer_events', and every instance (this one included) delivers it to its own sockets.
 */
export type LiveHub = {
  /** The event store's onAppended: a dealer's log grew up to `seq`, changing these collections. */
  publish(dealer: string, seq: number, collections: string[]): void;
  subscribe(dealers: readonly string[], listener: LiveListener): () => void;
  close(): Promise<void>;
};

export async function createLiveHub(db: Database, databaseUrl?: string): Promise<LiveHub> {
  const byDealer = new Map<string, Set<LiveListener>>();

  const deliver = (poke: PokeMessage): void => {
    for (const listener of byDealer.get(poke.dealer) ?? []) listener.poke(poke);
  };
  const dropAll = (): void => {
    const listeners = new Set([...byDealer.values()].flatMap((set) => [...set]));
    for (const listener of listeners) listener.drop();
  };

  const channel: PokeChannel | null = databaseUrl ? await listenForPokes(databaseUrl, deliver, dropAll) : null;

  return {
    publish(dealer, seq, collections) {
      const poke: PokeMessage = { type: 'poke', dealer, seq, collections };
      if (!channel) {
        deliver(poke);
        return;
      }
      db.query('SELECT pg_notify($1, $2)', [POKE_CHANNEL, JSON.stringify(poke)]).catch((error: unknown) => {
        console.error('A live poke could not be sent:', error);
      });
    },
    subscribe(dealers, listener) {
      for (const dealer of dealers) {
        const set = byDealer.get(dealer) ?? new Set<LiveListener>();
        set.add(listener);
        byDealer.set(dealer, set);
      }
      return () => {
        for (const dealer of dealers) {
          const set = byDealer.get(dealer);
          set?.delete(listener);
          if (set?.size === 0) byDealer.delete(dealer);
        }
      };
    },
    async close() {
      byDealer.clear();
      await channel?.close();
    },
  };
}
