import type { Browser, Page } from 'playwright-core';

type HeapUsage = { usedSize: number; totalSize: number };

/**
 * JavaScript heap in use by the page and by each dedicated or shared worker, read over the DevTools protocol (workers have no
 * performance.memory) after a garbage collection, so it is the memory held, not garbage not collected yet. Answers bytes.
 */
export async function heapUsage(browser: Browser, page: Page): Promise<{ page: number; workers: number }> {
  const pageSession = await page.context().newCDPSession(page);
  await pageSession.send('HeapProfiler.collectGarbage');
  const pageHeap = (await pageSession.send('Runtime.getHeapUsage')) as HeapUsage;
  await pageSession.detach();

  const session = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await session.send('Target.getTargets');
    let workers = 0;
    for (const target of targetInfos.filter((info) => info.type === 'worker' || info.type === 'shared_worker')) {
      const { sessionId } = await session.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
      const answer = new Promise<HeapUsage>((resolve) => {
        session.on('Target.receivedMessageFromTarget', (event) => {
          if (event.sessionId !== sessionId) return;
          const message = JSON.parse(event.message) as { id?: number; result?: HeapUsage };
          if (message.id === 2 && message.result) resolve(message.result);
        });
      });
      await session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }) });
      await session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 2, method: 'Runtime.getHeapUsage' }) });
      workers += (await answer).usedSize;
      await session.send('Target.detachFromTarget', { sessionId });
    }
    return { page: pageHeap.usedSize, workers };
  } finally {
    await session.detach();
  }
}
