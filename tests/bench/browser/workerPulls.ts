import type { Browser } from 'playwright-core';

type TargetInfo = { targetId: string; type: string };
type Message = { id?: number; method?: string; params?: Record<string, unknown>; result?: Record<string, unknown> };

/**
 * Watches the pulls of the app's Shared Worker over the DevTools protocol (a Playwright context sees the page's
 * requests, not a Shared Worker's): for each /sync/pull of the dealer, whether its answer held fewer documents
 * than asked for, which means the collection has been read to its end. Reads nothing in the page, so it does not
 * slow the sync it measures.
 */
export async function watchWorkerPulls(browser: Browser, dealer: string): Promise<{ done: ReadonlySet<string>; stop(): Promise<void> }> {
  const session = await browser.newBrowserCDPSession();
  const done = new Set<string>();
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
  await send('Network.enable');
  return {
    done,
    async stop() {
      await session.detach();
    },
  };
}
