import { WebSocket as ReconnectingWebSocket } from 'partysocket';
import * as v from 'valibot';
import type { CollectionName } from '../../domain/events/collections.ts';
import { isCollectionName } from '../../domain/events/collections.ts';
import { AlertsMessageSchema, LIVE_CLOSE, PokeSchema, type AlertsMessage, type PokeMessage } from '../../domain/events/liveMessages.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import type { SessionAuth } from '../session/sessionAuth.ts';

export type LiveSocketOptions = {
  http: ServerHttp;
  auth: SessionAuth;
  /** A WebSocket class (the browser's, or ws under Node). */
  WebSocket: unknown;
  /** Each (re)connection: resync everything from the checkpoints and flush the outbox. */
  onOpen: () => void;
  onPoke: (dealer: string, collections: CollectionName[]) => void;
  /** Alerts were raised for the user (docs/alerts.md): fetch them again. */
  onAlerts: () => void;
  /** The server ended the user's access (deactivated, close code 4003): the session is over. */
  onAccessEnded: () => void;
};

/** The live socket: reconnects with backoff, each time with a fresh id token in the URL. */
export type LiveSocket = { start(): void; stop(): void; isOpen(): boolean };

const ServerMessageSchema = v.variant('type', [PokeSchema, AlertsMessageSchema]);

/** A poke or an alerts message from the server, or null for anything else (the hello, or a message this version does not know). */
function parseMessage(data: unknown): PokeMessage | AlertsMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = v.safeParse(ServerMessageSchema, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  let socket: ReconnectingWebSocket | null = null;
  let open = false;
  const url = async () => {
    const token = await options.auth.idToken();
    const origin = options.http.origin().replace(/^http/, 'ws');
    return `${origin}/sync/live?access_token=${encodeURIComponent(token)}`;
  };
  return {
    start() {
      if (socket) return;
      const created = new ReconnectingWebSocket(url, [], {
        WebSocket: options.WebSocket,
        minReconnectionDelay: 500,
        maxReconnectionDelay: 30_000,
        connectionTimeout: 10_000,
      });
      created.addEventListener('open', () => {
        open = true;
        options.onOpen();
      });
      created.addEventListener('close', (event) => {
        open = false;
        if (event.code === LIVE_CLOSE.accessEnded) options.onAccessEnded();
      });
      created.addEventListener('message', (event) => {
        const message = parseMessage(event.data);
        if (message?.type === 'poke') options.onPoke(message.dealer, message.collections.filter(isCollectionName));
        if (message?.type === 'alerts') options.onAlerts();
      });
      socket = created;
    },
    stop() {
      open = false;
      socket?.close();
      socket = null;
    },
    isOpen: () => open,
  };
}
