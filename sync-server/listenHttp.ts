import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';

type FetchHandler = Parameters<typeof serve>[0]['fetch'];

export type HttpListener = { url: string; port: number; close(): Promise<void> };

const GOING_AWAY = 1001;
const SOCKET_CLOSE_GRACE_MS = 1000;

/**
 * Serves a fetch handler over HTTP with WebSocket upgrades (the built-in support of @hono/node-server 2.x on a
 * `ws` server in noServer mode). Port 0 takes a free port. close() stops accepting, says goodbye to every live
 * socket, and ends idle keep-alive connections.
 */
export async function listenHttp(fetch: FetchHandler, options: { port: number; host?: string | undefined }): Promise<HttpListener> {
  const sockets = new WebSocketServer({ noServer: true });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch, port: options.port, hostname: options.host, websocket: { server: sockets } }, () => resolve(started));
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = !options.host || options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;

  return {
    url: `http://${shownHost}:${port}`,
    port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      const goodbyes = [...sockets.clients].map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('close', () => resolve());
            socket.close(GOING_AWAY, 'The server is shutting down.');
          }),
      );
      const grace = new Promise<void>((resolve) => setTimeout(resolve, SOCKET_CLOSE_GRACE_MS).unref());
      await Promise.race([Promise.all(goodbyes), grace]);
      for (const socket of sockets.clients) socket.terminate();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await closed;
    },
  };
}
