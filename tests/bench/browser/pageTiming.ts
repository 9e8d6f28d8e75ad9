import type { Page } from 'playwright-core';

/** Reports one figure of the benchmark: its name, value, unit and what it was measured on. */
export type AddFigure = (figure: string, value: number, unit: string, detail?: Record<string, string | number>) => void;

/** Waits until a list (its table's selector) shows a loaded first row; answers when it was seen (Date.now()). */
export async function firstRowShown(page: Page, table: string, timeout = 120_000): Promise<number> {
  await page.waitForFunction(
    (selector) => {
      const row = document.querySelector(`${selector} [role="row"][aria-rowindex="2"]`);
      return row !== null && !row.classList.contains('is-loading') && (row.textContent ?? '').trim() !== '';
    },
    table,
    { timeout, polling: 'raf' },
  );
  return Date.now();
}

/** What starts a view change inside the page: a click on an element, or a client-side navigation to a URL. */
export type PageAction = { click: string } | { navigate: string };

/**
 * Milliseconds from an action in the page until the list on screen shows a change and that frame is painted:
 * a MutationObserver sees the first row or the range line change, then one animation frame and a task after it
 * (the paint). Everything runs in the page, so no protocol round trip is counted.
 */
export async function timeToPaint(page: Page, action: PageAction, watch: string): Promise<number> {
  return page.evaluate(
    ({ action, watch }) =>
      new Promise<number>((resolve, reject) => {
        const read = () => Array.from(document.querySelectorAll(watch), (node) => node.textContent ?? '').join('|');
        const before = read();
        const painted = () => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - started);
          requestAnimationFrame(() => channel.port2.postMessage(null));
        };
        const observer = new MutationObserver(() => {
          if (read() === before) return;
          observer.disconnect();
          clearTimeout(timer);
          painted();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`Nothing changed within 10 s after ${JSON.stringify(action)}.`));
        }, 10_000);
        const started = performance.now();
        if ('click' in action) {
          const target = document.querySelector<HTMLElement>(action.click);
          if (!target) throw new Error(`No element ${action.click}.`);
          target.click();
        } else {
          history.pushState(null, '', action.navigate);
        }
      }),
    { action, watch },
  );
}

/**
 * The browser's own floor for a view change, to hold the app's figures against (issue 29): a plain-DOM copy of the
 * list's visible rows is laid over it, and its cells are rewritten with other rows' texts (as a sort would), timed
 * to the next painted frame as timeToPaint does. The copy is removed after.
 */
export async function plainDomFloor(page: Page, table: string, shift: number): Promise<number> {
  return page.evaluate(
    ({ table, shift }) =>
      new Promise<number>((resolve) => {
        const source = document.querySelector<HTMLElement>(table);
        if (!source) throw new Error(`No element ${table}.`);
        const copy = source.cloneNode(true) as HTMLElement;
        const box = source.getBoundingClientRect();
        Object.assign(copy.style, { position: 'fixed', left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, background: 'white', zIndex: '10000' });
        document.body.append(copy);
        const cells = Array.from(copy.querySelectorAll('[role="row"] [role="cell"]'));
        const texts = cells.map((cell) => cell.textContent ?? '');
        requestAnimationFrame(() =>
          setTimeout(() => {
            const started = performance.now();
            cells.forEach((cell, i) => {
              cell.textContent = texts[(i + shift) % texts.length] ?? '';
            });
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              resolve(performance.now() - started);
              copy.remove();
            };
            requestAnimationFrame(() => channel.port2.postMessage(null));
          }),
        );
      }),
    { table, shift },
  );
}

export type ScrollFrames = { frames: number[]; longTasks: number[]; blankFrames: number; reachedRow: number };

/**
 * Scrolls a list's scroll element from top to bottom, `step` pixels a frame, recording every frame's duration, the
 * long tasks (over 50 ms) seen meanwhile, how many frames showed rows still waiting for their data, and the last
 * row index reached (aria-rowindex, header = 1).
 */
export async function scrollFrames(page: Page, scroller: string, step: number): Promise<ScrollFrames> {
  return page.evaluate(
    ({ scroller, step }) =>
      new Promise<ScrollFrames>((resolve) => {
        const element = document.querySelector<HTMLElement>(scroller);
        if (!element) throw new Error(`No element ${scroller}.`);
        const longTasks: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask', buffered: false });
        const frames: number[] = [];
        let blankFrames = 0;
        let last = performance.now();
        let settle = 0;
        const lastRow = () => {
          const rows = element.querySelectorAll('[role="row"][aria-rowindex]');
          const tail = rows[rows.length - 1];
          return tail ? Number(tail.getAttribute('aria-rowindex')) : 0;
        };
        const frame = (now: number) => {
          frames.push(now - last);
          last = now;
          if (element.querySelector('.is-loading')) blankFrames++;
          const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
          if (atEnd && ++settle > 30) {
            observer.disconnect();
            resolve({ frames: frames.slice(1), longTasks, blankFrames, reachedRow: lastRow() });
            return;
          }
          element.scrollTop += step;
          requestAnimationFrame(frame);
        };
        element.scrollTop = 0;
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(frame);
        });
      }),
    { scroller, step },
  );
}

/** The value at a percentile (0-100) of a list of numbers, nearest rank. */
export function percentile(values: readonly number[], at: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((at / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}
