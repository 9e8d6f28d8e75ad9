import * as Comlink from 'comlink';
import { useEffect, useRef, useState } from 'react';
import type { ViewName, ViewQuery, ViewValue } from '../../worker/views.ts';
import { subscribeView, updateView } from './viewCalls.ts';
import { useWorker } from './useWorker.ts';

/** A worker view answered for a query that changes without resubscribing (api.update): its name and its query's key. */
export type QueryView<K extends ViewName> = {
  view: K;
  /** The query's fields in one order, so equal queries give the same key and the key reads back as the query. */
  key: (query: ViewQuery<K>) => string;
};

/**
 * A worker view for a query, live: one subscription while mounted, updated when the query changes (also when it
 * changed before the worker answered the subscription's id). Until the new answer arrives the previous one stays.
 * `view` must be a constant (defined once, outside the component).
 */
export function useQuerySubscription<K extends ViewName>(view: QueryView<K>, query: ViewQuery<K>, initial: ViewValue<K>): ViewValue<K> {
  type Query = ViewQuery<K>;
  type State = ViewValue<K>;
  const api = useWorker();
  const [state, setState] = useState<State>(initial);
  const subscription = useRef<number | null>(null);
  const latest = useRef(query);
  const sent = useRef(view.key(query));

  useEffect(() => {
    let closed = false;
    const first = latest.current;
    sent.current = view.key(first);
    const receive = Comlink.proxy((value: State) => {
      if (!closed) setState(value);
    });
    void subscribeView(api, view.view, first, receive).then((id) => {
      if (closed) {
        void api.unsubscribe(id);
        return;
      }
      subscription.current = id;
      if (view.key(latest.current) !== sent.current) {
        sent.current = view.key(latest.current);
        void updateView(api, id, view.view, latest.current);
      }
    });
    return () => {
      closed = true;
      if (subscription.current !== null) void api.unsubscribe(subscription.current);
      subscription.current = null;
    };
  }, [api, view]);

  const key = view.key(query);
  useEffect(() => {
    latest.current = JSON.parse(key) as Query;
    if (subscription.current === null || key === sent.current) return;
    sent.current = key;
    void updateView(api, subscription.current, view.view, latest.current);
  }, [api, view, key]);

  return state;
}
