import type { CustomerProfileState } from '../../domain/customers/customerProfile.ts';
import { useView } from '../worker/useView.ts';

/** A customer profile's data, live from the worker; loading until the worker first answers for this customer. */
export function useCustomerProfile(customerId: string): CustomerProfileState {
  return useView('customer', customerId) ?? { status: 'loading' };
}
