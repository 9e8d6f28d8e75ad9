import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';

type FetchHandler = Parameters<typeof serve>[0]['fetch'];

export type HttpListener = { url: string; port: number; close(): Promise<void> };

const GOING_AWAY = 1001;
const SOCKET_CLOSE_GRACE_MS = 1000;
/** How long close() lets requests in flight finish before it cuts their connections. */
const REQUEST_DRAIN_MS = 5000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Serves a fetch handler over HTTP with WebSocket upgrades (the built-in support of @hono/node-server 2.x on a
 * `ws` server in noServer mode). Port 0 takes a free port. close() stops accepting connections at once, ends idle
 * keep-alive connections, says goodbye to every live socket, lets the requests in flight finish (up to 5 s; their
 * answers say Connection: close), then ends every connection left.
 */
export async function listenHttp(fetch: FetchHandler, options: { port: number; host?: string | undefined }): Promise<HttpListener> {
  const sockets = new WebSocketServer({ noServer: true });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch, port: options.port, hostname: options.host, websocket: { server: sockets } }, () => resolve(started));
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = !options.host || options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;

  // Answers not yet finished: close() waits for them, and tells each to end its connection afterwards.
  const answering = new Set<{ headersSent: boolean; setHeader(name: string, value: string): unknown }>();
  let closing = false;
  let allAnswered: (() => void) | undefined;
  const endsConnection = (response: { headersSent: boolean; setHeader(name: string, value: string): unknown }) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('request', (_request, response) => {
    answering.add(response);
    if (closing) endsConnection(response);
    response.once('close', () => {
      answering.delete(response);
      if (answering.size === 0) allAnswered?.();
    });
  });
  const requestsAnswered = () => (answering.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (allAnswered = resolve)));

  return {
    url: `http://${shownHost}:${port}`,
    port,
    async close() {
      closing = true;
      for (const response of answering) endsConnection(response);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      const goodbyes = [...sockets.clients].map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('close', () => resolve());
            socket.close(GOING_AWAY, 'The server is shutting down.');
          }),
      );
      await Promise.all([
        Promise.race([Promise.all(goodbyes), delay(SOCKET_CLOSE_GRACE_MS)]),
        Promise.race([requestsAnswered(), delay(REQUEST_DRAIN_MS)]),
      ]);
      for (const socket of sockets.clients) socket.terminate();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await closed;
    },
  };
}
