import { upgradeWebSocket } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { loadAuthUser } from '../auth/middleware.ts';
import type { AuthUser, ServerDeps } from '../context.ts';
import { lastSequences } from '../events/eventLog.ts';
import type { LiveHub } from './liveHub.ts';
import { LIVE_CLOSE, type LiveMessage, type PokeMessage } from '../../domain/events/liveMessages.ts';

type LiveEnv = { Variables: { user: AuthUser; expiresAt: number } };

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** Close codes (domain/events/liveMessages.ts LIVE_CLOSE), as the server and its tests name them. */
export const CLOSE_TOKEN_EXPIRED = LIVE_CLOSE.tokenExpired;
export const CLOSE_RESYNC = LIVE_CLOSE.resync;
export const CLOSE_ACCESS_ENDED = LIVE_CLOSE.accessEnded;
const OPEN = 1;

/**
 * GET /sync/live: the live socket. Browsers cannot set headers on a WebSocket, so the id token comes as
 * ?access_token=. The socket first says hello with the last sequence of each of the user's dealers, then pokes
 * on every append to one of them, and says alerts whenever alerts are raised for its user. It closes when the id
 * token expires; the client reconnects with a fresh one and resyncs from its checkpoints. It closes for good when
 * the user is deactivated, on whichever instance that happens.
 */
export function liveRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, hub: LiveHub): Hono<LiveEnv> {
  const app = new Hono<LiveEnv>();

  app.get(
    '/',
    async (c, next) => {
      const claims = await deps.signer.verify(c.req.query('access_token') ?? '');
      const user = claims?.kind === 'id' ? await loadAuthUser(deps, claims.sub) : null;
      if (!claims || !user) return c.json({ message: SESSION_EXPIRED }, 401);
      c.set('user', user);
      // The token's exp is in seconds; the timer that closes the socket runs in milliseconds.
      c.set('expiresAt', claims.exp * 1000);
      await next();
    },
    upgradeWebSocket((c: Context<LiveEnv>) => {
      const user = c.get('user');
      const expiresAt = c.get('expiresAt');
      const dealers = user.dealers.map((dealer) => dealer.token);
      let unsubscribe = (): void => undefined;
      let expiry: ReturnType<typeof setTimeout> | undefined;
      return {
        onOpen(_event, ws) {
          const send = (message: LiveMessage): void => {
            if (ws.readyState === OPEN) ws.send(JSON.stringify(message));
          };
          const early: PokeMessage[] = [];
          // The hello's sequences once sent: a poke it already covers (a push notified late) is not sent.
          let greeted: Record<string, number> | undefined;
          const sendPoke = (poke: PokeMessage): void => {
            if (greeted && poke.seq > (greeted[poke.dealer] ?? 0)) send(poke);
          };
          unsubscribe = hub.subscribe(dealers, user.token, {
            poke: (poke) => (greeted ? sendPoke(poke) : early.push(poke)),
            alerts: () => send({ type: 'alerts' }),
            drop: () => ws.close(CLOSE_RESYNC, 'Please resync.'),
            end: () => ws.close(CLOSE_ACCESS_ENDED, AUTH_MESSAGES.inactive),
          });
          expiry = setTimeout(() => ws.close(CLOSE_TOKEN_EXPIRED, SESSION_EXPIRED), Math.max(0, expiresAt - Date.now()));
          // Read again once subscribed: a deactivation committed since the upgrade's check is seen here, one
          // committed later reaches the subscription.
          Promise.all([loadAuthUser(deps, user.id), lastSequences(deps.db, dealers)])
            .then(([active, sequences]) => {
              if (!active) {
                ws.close(CLOSE_ACCESS_ENDED, AUTH_MESSAGES.inactive);
                return;
              }
              send({ type: 'hello', dealers: sequences });
              greeted = sequences;
              for (const poke of early) sendPoke(poke);
            })
            .catch((error: unknown) => {
              console.error('The live socket could not say hello:', error);
              ws.close(1011, 'Something went wrong on the server.');
            });
        },
        onClose() {
          unsubscribe();
          clearTimeout(expiry);
        },
      };
    }),
  );

  return app;
}
