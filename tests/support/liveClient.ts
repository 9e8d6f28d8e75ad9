import { WebSocket } from 'ws';
import type { LiveMessage } from '../../domain/events/liveMessages.ts';

/** A live socket as a test sees it: every message so far, the next one that matches, and its close code. */
export type LiveClient = {
  messages: LiveMessage[];
  next(match: (message: LiveMessage) => boolean): Promise<LiveMessage>;
  closed: Promise<number>;
  close(): void;
};

/** Opens GET /sync/live with an id token; rejects with `HTTP <status>` when the server refuses the upgrade. */
export function connectLive(url: string, token: string): Promise<LiveClient> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/sync/live?access_token=${token}`);
  const messages: LiveMessage[] = [];
  const waiters: { match: (message: LiveMessage) => boolean; resolve: (message: LiveMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as LiveMessage;
    messages.push(message);
    for (const waiter of waiters.filter((w) => w.match(message))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('open', () =>
      resolve({
        messages,
        closed,
        close: () => socket.close(),
        next: (match) =>
          new Promise((found) => {
            const seen = messages.find(match);
            if (seen) found(seen);
            else waiters.push({ match, resolve: found });
          }),
      }),
    );
  });
}
