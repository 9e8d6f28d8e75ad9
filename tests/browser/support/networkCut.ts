import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between the browser and the app's server that a test can cut. The app's worker is shared by the tabs
 * of a browser context, and Chromium's offline emulation (context.setOffline) does not reach Shared Workers: a
 * test takes the app off line by cutting this relay as well, so that every request of the page, the worker and
 * the live socket fails as on a dropped dealership Wi-Fi.
 */
export type NetworkCut = {
  port: number;
  /** Where the relay sends connections (the server starts after the relay, to know its public address). */
  target(port: number): void;
  setCut(cut: boolean): void;
  close(): Promise<void>;
};

export async function startNetworkCut(): Promise<NetworkCut> {
  let targetPort = 0;
  let cut = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const relay: Server = createServer((client) => {
    track(client);
    if (cut || targetPort === 0) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (!address || typeof address === 'string') throw new Error('The relay has no port.');
  return {
    port: address.port,
    target(port) {
      targetPort = port;
    },
    setCut(next) {
      cut = next;
      if (cut) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
