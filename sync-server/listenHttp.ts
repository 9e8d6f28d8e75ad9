import net, { type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';

type FetchHandler = Parameters<typeof serve>[0]['fetch'];

export type HttpListener = { url: string; port: number; close(): Promise<void> };

const GOING_AWAY = 1001;
const SOCKET_CLOSE_GRACE_MS = 1000;
/**
 * How long close() keeps idle keep-alive connections open: a request a client sends on one meanwhile is answered
 * (with Connection: close), so a busy client moves to a new connection, which is refused, instead of being reset.
 */
const IDLE_GRACE_MS = 1000;
/** How long close() lets requests in flight finish before it cuts their connections. */
const REQUEST_DRAIN_MS = 5000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Serves a fetch handler over HTTP with WebSocket upgrades (the built-in support of @hono/node-server 2.x on a
 * `ws` server in noServer mode). Port 0 takes a free port. close() drains: it stops accepting connections at once
 * and says goodbye to every live socket; every request that reaches it on a connection already open is answered
 * with Connection: close (the client then leaves that connection); after a grace of 1 s it ends the connections
 * with no request in flight, lets the others finish their answer (up to 5 s in all), then ends every connection left.
 */
export async function listenHttp(fetch: FetchHandler, options: { port: number; host?: string | undefined }): Promise<HttpListener> {
  const sockets = new WebSocketServer({ noServer: true });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch, port: options.port, hostname: options.host, websocket: { server: sockets } }, () => resolve(started));
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = !options.host || options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;

  // Answers not yet finished: close() tells each to end its connection afterwards.
  const answering = new Set<{ headersSent: boolean; setHeader(name: string, value: string): unknown }>();
  let closing = false;
  const endsConnection = (response: { headersSent: boolean; setHeader(name: string, value: string): unknown }) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('request', (_request, response) => {
    answering.add(response);
    if (closing) endsConnection(response);
    response.once('close', () => answering.delete(response));
  });

  return {
    url: `http://${shownHost}:${port}`,
    port,
    async close() {
      closing = true;
      for (const response of answering) endsConnection(response);
      // net's close, not http's: http.Server.close() also destroys idle keep-alive connections at once (Node 19 and
      // later), resetting a request a client is sending on one right then. Settles once every connection has ended.
      const drained = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const goodbyes = [...sockets.clients].map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('close', () => resolve());
            socket.close(GOING_AWAY, 'The server is shutting down.');
          }),
      );
      const liveSocketsClosed = Promise.race([Promise.all(goodbyes), delay(SOCKET_CLOSE_GRACE_MS)]).then(() => {
        for (const socket of sockets.clients) socket.terminate();
      });
      await Promise.race([drained, delay(IDLE_GRACE_MS)]);
      // Connections still idle after the grace are ones no client is using; those with a request end after its answer.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      await Promise.race([drained, delay(REQUEST_DRAIN_MS - IDLE_GRACE_MS)]);
      await liveSocketsClosed;
      if ('closeAllConnections' in server) server.closeAllConnections();
      await drained;
    },
  };
}
