import * as Comlink from 'comlink';
import { useState } from 'react';
import type { ProspectProfileState } from '../../domain/prospects/prospectProfile.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** A prospect profile's data, live from the worker; loading until the worker first answers for this prospect. */
export function useProspectProfile(prospectId: string): ProspectProfileState {
  const [state, setState] = useState<{ key: string; value: ProspectProfileState }>({ key: '', value: { status: 'loading' } });
  const key = `prospect|${prospectId}`;
  useSubscription((api) => api.subscribeProspect(prospectId, Comlink.proxy((value: ProspectProfileState) => setState({ key, value }))), key);
  return state.key === key ? state.value : { status: 'loading' };
}
