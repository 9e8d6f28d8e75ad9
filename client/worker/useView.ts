import * as Comlink from 'comlink';
import { useState } from 'react';
import type { ViewName, ViewQuery, ViewValue } from '../../worker/views.ts';
import { useSubscription } from './useSubscription.ts';
import { subscribeView } from './viewCalls.ts';

/**
 * A worker view (worker/views.ts) for a query, live while the component is mounted: null until the worker answers
 * for this query. `keepLast` shows the answer to the previous query until then (counts that follow a filter, a page
 * reused for another record), where a blank moment would be worse than a moment of the previous answer.
 */
export function useView<K extends ViewName>(view: K, query: ViewQuery<K>, options: { keepLast?: boolean } = {}): ViewValue<K> | null {
  const key = JSON.stringify([view, query]);
  const [state, setState] = useState<{ key: string; value: ViewValue<K> } | null>(null);
  useSubscription((api) => subscribeView(api, view, query, Comlink.proxy((value: ViewValue<K>) => setState({ key, value }))), key);
  return state && (state.key === key || options.keepLast) ? state.value : null;
}
