import * as Comlink from 'comlink';
import type { Remote } from 'comlink';
import { useEffect, useRef, useState } from 'react';
import type { WorkerApi } from '../../worker/api.ts';
import { useWorker } from './useWorker.ts';

/** A worker view answered for a query: how to open it, and how to change its query. */
export type QueryView<Query, State> = {
  subscribe: (api: Remote<WorkerApi>, query: Query, receive: (state: State) => void) => Promise<number>;
  update: (api: Remote<WorkerApi>, subscription: number, query: Query) => Promise<void>;
  /** The query's fields in one order, so equal queries give the same key and the key reads back as the query. */
  key: (query: Query) => string;
};

/**
 * A worker view for a query, live: one subscription while mounted, updated when the query changes (also when it
 * changed before the worker answered the subscription's id). Until the new answer arrives the previous one stays.
 * `view` must be a constant (defined once, outside the component).
 */
export function useQuerySubscription<Query, State>(view: QueryView<Query, State>, query: Query, initial: State): State {
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
    void view.subscribe(api, first, receive).then((id) => {
      if (closed) {
        void api.unsubscribe(id);
        return;
      }
      subscription.current = id;
      if (view.key(latest.current) !== sent.current) {
        sent.current = view.key(latest.current);
        void view.update(api, id, latest.current);
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
    void view.update(api, subscription.current, latest.current);
  }, [api, view, key]);

  return state;
}
