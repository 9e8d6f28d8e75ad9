import * as Comlink from 'comlink';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListWindow } from '../../worker/api.ts';
import type { ListViewName } from '../../worker/views.ts';
import { useWorker } from '../worker/useWorker.ts';
import { FIRST_WINDOW, FIRST_SCREEN_ROWS, nextWindow, type Requested } from '../../domain/lists/windowRange.ts';
import { sessionState } from '../session/sessionState.ts';
import { keepWindow, keptWindow } from './keptWindows.ts';

type Query<View> = View & { version: number } & Requested;

/**
 * How one kind of list is subscribed in the worker: `view` names the worker's list view (a first subscription, then
 * updates of its query). `keep` names the list when its first window is kept in the page for a reload (keptWindows.ts). `ahead` names the views one click
 * leads to from a view (a header's sort) and asks the worker for their first rows: the page holds them once the
 * screen is idle, and such a click paints its rows in the frame of the click, the worker's answer following.
 */
export type LiveListSource<View, Row> = {
  view: ListViewName;
  keep?: string;
  ahead?: { views: (view: View) => View[]; windows: (views: View[], limit: number) => Promise<(ListWindow<Row> | null)[]> };
  /**
   * The view an address shows (null: another screen), for a list whose view lives in the address: the worker is
   * asked the moment the address changes (a filter, back, a link), before React renders the screen for it.
   */
  viewAt?: (location: Location) => View | null;
};

/**
 * The worker's list calls as a list of one view and row type makes them: the source's `view` names a list view of
 * worker/views.ts whose query is the view with its window, and whose value is a window of rows.
 */
type ListCalls<View, Row> = {
  subscribe(view: ListViewName, query: Query<View>, callback: (window: ListWindow<Row>) => void): Promise<number>;
  update(subscription: number, view: ListViewName, query: Query<View>): Promise<void>;
};

/** The events an address change fires: the browser's, and those of wouter's history methods. */
const ADDRESS_EVENTS = ['popstate', 'pushState', 'replaceState'];

/** First windows of views held ahead, at most (a few header sorts of a few filters). */
const AHEAD_KEPT = 40;

/** A window and the view it answers (JSON). */
type Shown<Row> = { key: string; window: ListWindow<Row> };

/** Runs a task once the page is idle (a timer where the browser has no idle callbacks); answers how to cancel it. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 50);
  return () => clearTimeout(timer);
}

/** Where a view's first window is kept: the list, the active dealer and the view; null for a list not kept. */
function keptKey(keep: string | undefined, view: object): string | null {
  const session = sessionState.peek();
  return keep && session.status === 'signed-in' ? `${keep}|${session.user.dealer.token}|${JSON.stringify(view)}` : null;
}

/**
 * One live subscription to a worker list for as long as the component is mounted. A change of view or of the
 * rows in view updates it under a new version; windows answering an older version are dropped. `source` must be
 * stable (built once per list kind).
 */
export function useLiveWindow<View extends object, Row>(
  source: LiveListSource<View, Row>,
  view: View,
): { window: ListWindow<Row> | null; showRange: (first: number, last: number) => void } {
  const api = useWorker();
  const lists = api as unknown as ListCalls<View, Row>;
  const [current, setCurrent] = useState<Shown<Row> | null>(() => {
    const key = keptKey(source.keep, view);
    const kept = key ? keptWindow<Row>(key) : null;
    return kept && { key: JSON.stringify(view), window: kept };
  });
  const ahead = useRef(new Map<string, ListWindow<Row>>());
  const cancelAhead = useRef<(() => void) | null>(null);
  /** The query version answered last: an answer to it again means the rows changed. */
  const answered = useRef(-1);
  const total = useRef<number | null>(null);
  const subscription = useRef<number | null>(null);
  const version = useRef(0);
  const requested = useRef<Requested>(FIRST_WINDOW);
  const lastFirst = useRef(0);
  const latest = useRef<View>(view);

  const send = useCallback(() => {
    version.current += 1;
    const query = { ...latest.current, version: version.current, ...requested.current };
    if (subscription.current !== null) void lists.update(subscription.current, source.view, query);
  }, [lists, source]);

  /**
   * Asks, once the page is idle, for the first rows of the views one click away that are not held yet; after a
   * change of the rows themselves (an answer to the same query again), every held view is dropped and asked anew.
   */
  const fetchAhead = useCallback(
    (rowsChanged: boolean) => {
      const { ahead: views } = source;
      if (!views) return;
      if (rowsChanged) ahead.current.clear();
      cancelAhead.current?.();
      cancelAhead.current = whenIdle(() => {
        cancelAhead.current = null;
        const next = views.views(latest.current).filter((view) => !ahead.current.has(JSON.stringify(view)));
        if (next.length === 0) return;
        void views.windows(next, FIRST_SCREEN_ROWS).then((windows) => {
          // Added to those held before: a view sorted by one column leads to the same sorts as the one before it,
          // so quick clicks from header to header each find theirs. The oldest go first.
          next.forEach((view, i) => {
            const window = windows[i];
            if (window) ahead.current.set(JSON.stringify(view), window);
          });
          for (const key of ahead.current.keys()) {
            if (ahead.current.size <= AHEAD_KEPT) break;
            ahead.current.delete(key);
          }
        });
      });
    },
    [source],
  );

  useEffect(() => {
    let closed = false;
    version.current += 1;
    const subscribed = version.current;
    const query = { ...latest.current, version: subscribed, ...requested.current };
    const receive = Comlink.proxy((answer: ListWindow<Row>) => {
      if (closed || answer.version < version.current) return;
      const key = keptKey(source.keep, latest.current);
      if (key) keepWindow(key, answer);
      total.current = answer.total;
      setCurrent({ key: JSON.stringify(latest.current), window: answer });
      fetchAhead(answer.version === answered.current);
      answered.current = answer.version;
    });
    void lists.subscribe(source.view, query, receive).then((id) => {
      if (closed) {
        void api.unsubscribe(id);
        return;
      }
      subscription.current = id;
      if (version.current !== subscribed) send();
    });
    return () => {
      closed = true;
      cancelAhead.current?.();
      if (subscription.current !== null) void api.unsubscribe(subscription.current);
      subscription.current = null;
    };
  }, [api, source, send, fetchAhead]);

  useEffect(() => {
    const { viewAt } = source;
    if (!viewAt) return;
    const onAddress = () => {
      const next = viewAt(window.location);
      const key = JSON.stringify(next);
      // A view held ahead is sent after its paint, by the render below.
      if (!next || key === JSON.stringify(latest.current) || ahead.current.has(key)) return;
      latest.current = next;
      send();
    };
    for (const event of ADDRESS_EVENTS) addEventListener(event, onAddress);
    return () => {
      for (const event of ADDRESS_EVENTS) removeEventListener(event, onAddress);
    };
  }, [source, send]);

  const viewKey = JSON.stringify(view);
  useEffect(() => {
    if (JSON.stringify(latest.current) === viewKey) return;
    latest.current = JSON.parse(viewKey) as View;
    // A view held ahead is on screen with this render: the worker is asked once it is painted (a message to the
    // worker costs a millisecond or two the frame need not wait for).
    if (ahead.current.has(viewKey)) requestAnimationFrame(() => setTimeout(send, 0));
    else send();
  }, [viewKey, send]);

  const showRange = useCallback(
    (first: number, last: number) => {
      const next = nextWindow(requested.current, { first, last, previousFirst: lastFirst.current, total: total.current });
      lastFirst.current = first;
      if (next === null) return;
      requested.current = next;
      send();
    },
    [send],
  );

  // A view just changed to one held ahead shows its rows in this very render; the worker's answer replaces them.
  const shown = current && current.key !== viewKey ? (ahead.current.get(viewKey) ?? current.window) : (current?.window ?? null);
  return { window: shown, showRange };
}
