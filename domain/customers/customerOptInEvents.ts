import * as v from 'valibot';
import type { RefTo } from '../events/collectionDocs.ts';
import { defineEvent } from '../events/definition.ts';
import type { Customer } from './customer.ts';
import { INACTIVE_REASON, NO_EMAIL_REASON } from './customerManage.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE, logRecord } from './customerManageEvents.ts';

const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));
const Email = v.pipe(v.string(), v.nonEmpty(), v.maxLength(254));

export const OPT_IN_QUESTION = 'Are you sure you want to send an opt-in?';
export const OPT_IN_SENT_MESSAGE = 'The opt-in e-mail was sent.';
export const OPT_IN_OFFLINE_MESSAGE = 'The opt-in e-mail can be sent once this device is back online.';

const customerRef = (id: string): RefTo<'customers'> => ({ collection: 'customers', id });

/** Why an opt-in cannot be sent to this customer now (spec 000 §4: an active customer with an email), or null. */
export function optInRefusal(customer: Pick<Customer, 'deleted_at' | 'contact'> | undefined): string | null {
  if (!customer) return CUSTOMER_NOT_FOUND_MESSAGE;
  if (customer.deleted_at) return INACTIVE_REASON;
  return customer.contact.email.trim() ? null : NO_EMAIL_REASON;
}

/** Send Opt-In: the opt-in e-mail went to the customer's address (recorded after the mail port took it). */
export const customerOptInSent = defineEvent({
  payload: v.object({ customer_id: Id, email: Email }),
  action: 'customer.opt_in',
  targets: (event) => [customerRef(event.payload.customer_id)],
  conflict: (event, current) => optInRefusal(current(customerRef(event.payload.customer_id))),
  project: (event) => [
    { collection: 'activities', id: `log:${event.id}`, doc: logRecord(event, event.payload.customer_id, 'opt_in', `Opt-in e-mail sent to ${event.payload.email}`) },
  ],
});

/**
 * The customer followed the opt-in e-mail's link: e-mail is allowed (can_email 1) while the address on file is the
 * one the e-mail went to. Appended by the server (the link is the customer's, not a user's).
 */
export const customerOptedIn = defineEvent({
  payload: v.object({ customer_id: Id, email: Email }),
  action: null,
  targets: (event) => [customerRef(event.payload.customer_id)],
  project: (event, current) => {
    const before = current(customerRef(event.payload.customer_id));
    if (!before || before.contact.email.trim().toLowerCase() !== event.payload.email.trim().toLowerCase()) return [];
    const customer = { ...before, contact: { ...before.contact, can_email: 1 }, updated_at: event.time };
    return [
      { ...customerRef(before.id), doc: customer },
      { collection: 'activities', id: `log:${event.id}`, doc: logRecord(event, before.id, 'opt_in', `Opted in to e-mail at ${event.payload.email}`) },
    ];
  },
});
