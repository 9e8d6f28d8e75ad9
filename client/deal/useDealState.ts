import * as Comlink from 'comlink';
import { useState } from 'react';
import type { DealState } from '../../worker/api.ts';
import { useSubscription } from '../worker/useSubscription.ts';
import { subscribeView } from '../worker/viewCalls.ts';

/** A deal page's documents, live; `reload` counts the reloads asked for (updated=true subscribes again). */
export function useDealState(opportunityId: string, reload: number): DealState {
  const [state, setState] = useState<{ key: string; value: DealState }>({ key: '', value: { status: 'loading' } });
  const key = `deal|${opportunityId}|${reload}`;
  useSubscription((api) => subscribeView(api, 'deal', opportunityId, Comlink.proxy((value: DealState) => setState({ key, value }))), key);
  return state.key === key ? state.value : { status: 'loading' };
}
