import * as v from 'valibot';
import type { Doc, DocRef } from '../events/collections.ts';
import { dealerUserDocId } from '../dealers/dealerUsers.ts';
import { defineEvent } from '../events/definition.ts';
import type { Customer } from './customer.ts';
import { NoteTextSchema, type CustomerRecord } from './customerRecord.ts';

const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));

export const CUSTOMER_NOT_FOUND_MESSAGE = 'This customer does not exist.';
/** Inactive customers cannot have an appointment, note, email, opt-in or salesperson change (spec 000 §4). */
export const CUSTOMER_INACTIVE_MESSAGE = 'This customer is inactive: mark them active first.';
export const NOTE_NOT_FOUND_MESSAGE = 'This note no longer exists.';
export const NOT_A_DEALER_USER_MESSAGE = 'This user does not belong to the dealer.';

const customerRef = (id: string): DocRef => ({ collection: 'customers', id });
const recordRef = (id: string): DocRef => ({ collection: 'activities', id });
const userRef = (dealer: string, userId: number): DocRef => ({ collection: 'refs', id: dealerUserDocId(dealer, userId) });

type Current = (ref: DocRef) => Doc | undefined;

/** The customer when they exist and are active; otherwise the reason a change is refused. */
function activeCustomer(current: Current, id: string): string | null {
  const customer = current(customerRef(id)) as Customer | undefined;
  if (!customer) return CUSTOMER_NOT_FOUND_MESSAGE;
  return customer.deleted_at ? CUSTOMER_INACTIVE_MESSAGE : null;
}

/** A log line of the customer's activity, written by the event that did it. */
export function logRecord(
  event: { id: string; dealer: string; actor: number; time: string },
  customerId: string,
  kind: CustomerRecord['kind'],
  content: string,
  extra: Partial<CustomerRecord> = {},
): Doc {
  const record: CustomerRecord = {
    id: `log:${event.id}`,
    dealer: event.dealer,
    subject: 'customer',
    customer_id: customerId,
    kind,
    content,
    user_id: event.actor,
    created_at: event.time,
    updated_at: event.time,
    ...extra,
  };
  return record as unknown as Doc;
}

/** Attach Note, or the edit of a note (spec 000 §2 notes popup): the same id saves over the note. */
export const customerNoteSaved = defineEvent({
  payload: v.object({ id: Id, customer_id: Id, note: NoteTextSchema }),
  action: 'customer.note',
  targets: (event) => [customerRef(event.payload.customer_id), recordRef(event.payload.id)],
  conflict: (event, current) => {
    const refused = activeCustomer(current, event.payload.customer_id);
    if (refused) return refused;
    const before = current(recordRef(event.payload.id)) as CustomerRecord | undefined;
    if (before && (before.kind !== 'note' || before.customer_id !== event.payload.customer_id)) return NOTE_NOT_FOUND_MESSAGE;
    return null;
  },
  project: (event, current) => {
    const before = current(recordRef(event.payload.id)) as CustomerRecord | undefined;
    const note: CustomerRecord = {
      id: event.payload.id,
      dealer: event.dealer,
      subject: 'customer',
      customer_id: event.payload.customer_id,
      kind: 'note',
      content: event.payload.note,
      user_id: before?.user_id ?? event.actor,
      created_at: before?.created_at ?? event.time,
      updated_at: event.time,
    };
    return [{ ...recordRef(note.id), doc: note as unknown as Doc }];
  },
});

export const customerNoteDeleted = defineEvent({
  payload: v.object({ id: Id, customer_id: Id }),
  action: 'customer.note',
  targets: (event) => [recordRef(event.payload.id)],
  conflict: (event, current) => {
    const note = current(recordRef(event.payload.id)) as CustomerRecord | undefined;
    return note && note.kind === 'note' && note.customer_id === event.payload.customer_id ? null : NOTE_NOT_FOUND_MESSAGE;
  },
  project: (event) => [{ ...recordRef(event.payload.id), doc: null }],
});

/** Mark Active or Mark Inactive (spec 000 §4): deleted_at set to the event's time, or cleared. */
export const customerActiveSet = defineEvent({
  payload: v.object({ customer_id: Id, active: v.boolean() }),
  action: 'customer.status',
  targets: (event) => [customerRef(event.payload.customer_id)],
  conflict: (event, current) => (current(customerRef(event.payload.customer_id)) ? null : CUSTOMER_NOT_FOUND_MESSAGE),
  project: (event, current) => {
    const before = current(customerRef(event.payload.customer_id));
    if (!before) return [];
    const customer = { ...before, deleted_at: event.payload.active ? null : event.time, updated_at: event.time };
    return [
      { ...customerRef(before.id), doc: customer },
      { ...recordRef(`log:${event.id}`), doc: logRecord(event, before.id, 'status', event.payload.active ? 'Marked active' : 'Marked inactive') },
    ];
  },
});

/** Update Salesperson (spec 000 §2 assign user popup): the customer's user, or none. */
export const customerAssigned = defineEvent({
  payload: v.object({ customer_id: Id, user_id: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))) }),
  action: 'customer.assign',
  targets: (event) => [
    customerRef(event.payload.customer_id),
    ...(event.payload.user_id === null ? [] : [userRef(event.dealer, event.payload.user_id)]),
  ],
  conflict: (event, current) => {
    const refused = activeCustomer(current, event.payload.customer_id);
    if (refused) return refused;
    const { user_id } = event.payload;
    return user_id === null || current(userRef(event.dealer, user_id)) ? null : NOT_A_DEALER_USER_MESSAGE;
  },
  project: (event, current) => {
    const before = current(customerRef(event.payload.customer_id));
    if (!before) return [];
    const { user_id } = event.payload;
    return [
      { ...customerRef(before.id), doc: { ...before, user_id, updated_at: event.time } },
      {
        ...recordRef(`log:${event.id}`),
        doc: logRecord(event, before.id, 'assign', user_id === null ? 'Salesperson removed' : 'Salesperson updated', { assigned_to: user_id }),
      },
    ];
  },
});
