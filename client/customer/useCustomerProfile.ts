import * as Comlink from 'comlink';
import { useState } from 'react';
import type { CustomerProfileState } from '../../domain/customers/customerProfile.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** A customer profile's data, live from the worker; loading until the worker first answers for this customer. */
export function useCustomerProfile(customerId: string): CustomerProfileState {
  const [state, setState] = useState<{ key: string; value: CustomerProfileState }>({ key: '', value: { status: 'loading' } });
  const key = `customer|${customerId}`;
  useSubscription((api) => api.subscribeCustomer(customerId, Comlink.proxy((value: CustomerProfileState) => setState({ key, value }))), key);
  return state.key === key ? state.value : { status: 'loading' };
}
