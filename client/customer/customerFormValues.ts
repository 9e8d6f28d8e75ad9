import { contactRules, type ContactRule } from '../../domain/customers/contactRules.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { CustomerForm } from '../../domain/customers/customerForm.ts';

/** The contact rules on whose matching field was emptied: the form switches them off, so it never holds an impossible rule. */
export function rulesWithoutField(form: CustomerForm): ContactRule['flag'][] {
  return contactRules(form)
    .filter((rule) => !rule.enabled && form[rule.flag] === 1)
    .map((rule) => rule.flag);
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
