import type { Browser } from 'playwright-core';

type TargetInfo = { targetId: string; type: string };
type Message = { id?: number; method?: string; params?: Record<string, unknown>; result?: Record<string, unknown> };

/**
 * Watches the pulls of the app's Shared Worker over the DevTools protocol (a Playwright context sees the page's
 * requests, not a Shared Worker's): for each /sync/pull of the dealer, whether its answer held fewer documents
 * than asked for, which means the collection has been read to its end and stored (`done`); for the snapshot pages
 * of the collections named in `arrivals`, when the last one arrived (`arrived`: the worker hands each page to its
 * lists as it arrives, before storing it); and the bytes the dealer's snapshot pages and customer id table took on the
 * wire (compressed, with their headers). Reads nothing in the page, so it does not slow the sync it measures.
 */
export async function watchWorkerPulls(
  browser: Browser,
  dealer: string,
  arrivals: readonly string[] = [],
): Promise<{ done: ReadonlySet<string>; arrived: ReadonlyMap<string, number>; snapshotBytes(): number; stop(): Promise<void> }> {
  const session = await browser.newBrowserCDPSession();
  const done = new Set<string>();
  const arrived = new Map<string, number>();
  const snapshots = new Map<string, URL>();
  const snapshotRequests = new Set<string>();
  let snapshotBytes = 0;
  let worker: TargetInfo | undefined;
  for (let tries = 0; !worker && tries < 100; tries++) {
    const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
    worker = targetInfos.find((info) => info.type === 'shared_worker');
    if (!worker) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!worker) throw new Error('The app has no Shared Worker to watch.');
  const { sessionId } = await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
  let nextId = 1;
  const pending = new Map<number, (result: Record<string, unknown>) => void>();
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      void session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    });
  const pulls = new Map<string, URL>();
  session.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as Message;
    if (message.id !== undefined) {
      pending.get(message.id)?.(message.result ?? {});
      pending.delete(message.id);
      return;
    }
    const params = message.params ?? {};
    if (message.method === 'Network.responseReceived') {
      const url = new URL((params.response as { url: string }).url);
      if (url.pathname === '/sync/pull' && url.searchParams.get('token') === dealer) pulls.set(params.requestId as string, url);
      const collection = url.searchParams.get('collection') ?? '';
      const ofSnapshot = url.pathname === '/sync/snapshot' || url.pathname === '/sync/customer-ids';
      if (ofSnapshot && url.searchParams.get('token') === dealer) snapshotRequests.add(params.requestId as string);
      if (url.pathname === '/sync/snapshot' && url.searchParams.get('token') === dealer && arrivals.includes(collection)) {
        snapshots.set(params.requestId as string, url);
      }
    }
    if (message.method === 'Network.loadingFinished' && snapshotRequests.delete(params.requestId as string)) {
      snapshotBytes += Number(params.encodedDataLength ?? 0);
    }
    if (message.method === 'Network.loadingFinished' && snapshots.has(params.requestId as string)) {
      const url = snapshots.get(params.requestId as string) as URL;
      snapshots.delete(params.requestId as string);
      const at = Date.now();
      void send('Network.getResponseBody', { requestId: params.requestId }).then((result) => {
        // The page's last field but one: {"docs":{...},"next":null,"seq":N} on the last page.
        if (String(result.body ?? '').includes('"next":null,"seq":')) arrived.set(url.searchParams.get('collection') ?? '', at);
      });
      return;
    }
    if (message.method === 'Network.loadingFinished') {
      const url = pulls.get(params.requestId as string);
      if (!url) return;
      pulls.delete(params.requestId as string);
      void send('Network.getResponseBody', { requestId: params.requestId }).then((result) => {
        const body = JSON.parse(String(result.body ?? '{"documents":[]}')) as { documents: unknown[] };
        if (body.documents.length < Number(url.searchParams.get('limit'))) done.add(url.searchParams.get('collection') ?? '');
      });
    }
  });
  // Room for the snapshot pages' bodies (20,000 documents each), read to find the last one.
  await send('Network.enable', { maxTotalBufferSize: 400 * 2 ** 20, maxResourceBufferSize: 100 * 2 ** 20 });
  return {
    done,
    arrived,
    snapshotBytes: () => snapshotBytes,
    async stop() {
      await session.detach();
    },
  };
}
