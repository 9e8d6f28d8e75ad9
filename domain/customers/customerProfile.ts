import type { OwnedVehicleDoc } from '../deal/dealDocs.ts';
import type { StoredAppointment } from '../calendar/appointment.ts';
import type { SaleDeal } from '../dms/saleDeal.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import type { Customer } from './customer.ts';
import type { CustomerRecord } from './customerRecord.ts';

/**
 * Everything the customer profile reads (spec 000 §2 Customer profile), from local data: the customer, the owned
 * vehicles, the open opportunity rows, the notes and log, the appointments and the sales.
 */
export type CustomerProfile = {
  customer: Customer;
  vehicles: OwnedVehicleDoc[];
  opportunities: Opportunity[];
  records: CustomerRecord[];
  appointments: StoredAppointment[];
  sales: (SaleDeal & { dealer: string })[];
};

export const CUSTOMER_LOAD_ERROR = 'There was a problem loading their request';

/** loading until the customer is local or the server answered; error when neither has them. */
export type CustomerProfileState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; profile: CustomerProfile };
