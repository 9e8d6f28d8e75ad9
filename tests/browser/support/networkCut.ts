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
  /**
   * Cuts the network the moment a request whose request line ("GET /path?query HTTP/1.1") matches is sent, before
   * it reaches the server (a Wi-Fi dropping at a known point of a sync); resolves then.
   */
  cutOn(match: (requestLine: string) => boolean): Promise<void>;
  close(): Promise<void>;
};

export async function startNetworkCut(): Promise<NetworkCut> {
  let targetPort = 0;
  let cut = false;
  let watch: { match: (requestLine: string) => boolean; done: () => void } | null = null;
  const sockets = new Set<Socket>();
  const setCut = (next: boolean) => {
    cut = next;
    if (cut) for (const socket of sockets) socket.destroy();
  };
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
    client.on('data', (data: Buffer) => {
      const lines = watch ? data.toString('latin1').match(/^[A-Z]+ \S+ HTTP\/1\.1(?=\r?$)/gm) : null;
      if (watch && lines?.some(watch.match)) {
        const { done } = watch;
        watch = null;
        setCut(true);
        done();
        return;
      }
      if (!cut) upstream.write(data);
    });
    upstream.pipe(client);
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
    setCut,
    cutOn: (match) =>
      new Promise<void>((resolve) => {
        watch = { match, done: resolve };
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
