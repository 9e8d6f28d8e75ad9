import type { Customer } from '../../domain/customers/customer.ts';
import { EMPTY_CUSTOMER_FORM, type CustomerForm } from '../../domain/customers/customerForm.ts';

/** A customer as the dealer's DMS would import it (the payload of customer.imported). */
export function importedCustomer(id: string, lastName: string, type: 'I' | 'B' = 'I'): Omit<Customer, 'dealer'> {
  return {
    id,
    number: id.replace(/\D/g, '').slice(0, 6) || '1',
    type,
    first_name: type === 'I' ? 'Pat' : '',
    last_name: type === 'I' ? lastName : '',
    full_name: type === 'I' ? `Pat ${lastName}` : lastName,
    address: '1 Main St',
    city: 'Calgary',
    province: 'AB',
    postal_code: 'T2P 1A1',
    country: 'canada',
    latitude: null,
    longitude: null,
    distance: null,
    status: 0,
    contact: { home: '', cell: '', work: '', email: '', can_call: 0, can_mail: 0, can_email: 0 },
    user_id: null,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    deleted_at: null,
  };
}

/** A valid new-customer form for an individual. */
export function customerForm(lastName: string, changes: Partial<CustomerForm> = {}): CustomerForm {
  return { ...EMPTY_CUSTOMER_FORM, first_name: 'Sam', last_name: lastName, ...changes };
}

