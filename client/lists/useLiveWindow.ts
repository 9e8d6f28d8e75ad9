import * as Comlink from 'comlink';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListWindow } from '../../worker/api.ts';
import { useWorker } from '../worker/useWorker.ts';
import { FIRST_WINDOW, nextWindow, type Requested } from '../../domain/lists/windowRange.ts';
import { sessionState } from '../session/sessionState.ts';
import { keepWindow, keptWindow } from './keptWindows.ts';

type Query<View> = View & { version: number } & Requested;

/**
 * How one kind of list is subscribed in the worker: a first subscription, then updates of its query. `keep` names the
 * list when its first window is kept in the page for a reload (keptWindows.ts).
 */
export type LiveListSource<View, Row> = {
  subscribe: (query: Query<View>, callback: (window: ListWindow<Row>) => void) => Promise<number>;
  update: (subscription: number, query: Query<View>) => Promise<void>;
  keep?: string;
};

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
  const [current, setCurrent] = useState<ListWindow<Row> | null>(() => {
    const key = keptKey(source.keep, view);
    return key ? keptWindow<Row>(key) : null;
  });
  const total = useRef<number | null>(null);
  const subscription = useRef<number | null>(null);
  const version = useRef(0);
  const requested = useRef<Requested>(FIRST_WINDOW);
  const lastFirst = useRef(0);
  const latest = useRef<View>(view);

  const send = useCallback(() => {
    version.current += 1;
    const query = { ...latest.current, version: version.current, ...requested.current };
    if (subscription.current !== null) void source.update(subscription.current, query);
  }, [source]);

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
      setCurrent(answer);
    });
    void source.subscribe(query, receive).then((id) => {
      if (closed) {
        void api.unsubscribe(id);
        return;
      }
      subscription.current = id;
      if (version.current !== subscribed) send();
    });
    return () => {
      closed = true;
      if (subscription.current !== null) void api.unsubscribe(subscription.current);
      subscription.current = null;
    };
  }, [api, source, send]);

  const viewKey = JSON.stringify(view);
  useEffect(() => {
    if (JSON.stringify(latest.current) === viewKey) return;
    latest.current = JSON.parse(viewKey) as View;
    send();
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

  return { window: current, showRange };
}
