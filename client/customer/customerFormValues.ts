import { contactRules } from '../../domain/customers/contactRules.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { CustomerForm } from '../../domain/customers/customerForm.ts';

/** Switches off a contact rule whose matching field was emptied, so the form never holds an impossible rule. */
export function withValidRules(form: CustomerForm): CustomerForm {
  const next = { ...form };
  for (const rule of contactRules(form)) if (!rule.enabled) next[rule.flag] = 0;
  return next;
}

/** The edit form's values for a customer on file. */
export function customerFormValues(customer: Customer): CustomerForm {
  return {
    type: customer.type,
    first_name: customer.first_name,
    last_name: customer.last_name,
    business: customer.type === 'B' ? customer.full_name : '',
    address: customer.address,
    city: customer.city,
    province: customer.province,
    postal_code: customer.postal_code,
    country: customer.country,
    home: customer.contact.home,
    cell: customer.contact.cell,
    work: customer.contact.work,
    email: customer.contact.email,
    can_call: customer.contact.can_call,
    can_mail: customer.contact.can_mail,
    can_email: customer.contact.can_email,
  };
}
