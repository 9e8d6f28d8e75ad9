import * as v from 'valibot';
import type { CurrentDocs, RefTo } from '../events/collectionDocs.ts';
import type { Doc } from '../events/collections.ts';
import { dealerUserDocId } from '../dealers/dealerUsers.ts';
import { defineEvent } from '../events/definition.ts';
import { NoteTextSchema, type CustomerRecord } from './customerRecord.ts';

const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));

export const CUSTOMER_NOT_FOUND_MESSAGE = 'This customer does not exist.';
/** Inactive customers cannot have an appointment, note, email, opt-in or salesperson change (spec 000 §4). */
export const CUSTOMER_INACTIVE_MESSAGE = 'This customer is inactive: mark them active first.';
export const NOTE_NOT_FOUND_MESSAGE = 'This note no longer exists.';
export const NOT_A_DEALER_USER_MESSAGE = 'This user does not belong to the dealer.';

/** Whose record a manage event changes: a customer (customers collection) or a prospect (prospects). */
type Subject = { kind: CustomerRecord['subject']; collection: 'customers' | 'prospects'; notFound: string; inactive: string };

const SUBJECTS: Record<CustomerRecord['subject'], Subject> = {
  customer: { kind: 'customer', collection: 'customers', notFound: CUSTOMER_NOT_FOUND_MESSAGE, inactive: CUSTOMER_INACTIVE_MESSAGE },
  prospect: {
    kind: 'prospect',
    collection: 'prospects',
    notFound: 'This prospect does not exist.',
    inactive: 'This prospect is inactive: mark them active first.',
  },
};

const recordRef = (id: string): RefTo<'activities'> => ({ collection: 'activities', id });
const userRef = (dealer: string, userId: number): RefTo<'refs'> => ({ collection: 'refs', id: dealerUserDocId(dealer, userId) });

/** A log line of a customer's (or prospect's) activity, written by the event that did it. */
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
  return record;
}

/**
 * The MANAGE menu's events for one kind of person (spec 000 §2 and §4, the customer and the prospect menus): Attach
 * Note (or its edit), a note deleted, Mark Active / Mark Inactive, Update Salesperson. An inactive person cannot
 * have a note or a salesperson change.
 */
function manageEvents(subject: Subject) {
  const personRef = (id: string): RefTo<Subject['collection']> => ({ collection: subject.collection, id });
  const activePerson = (current: CurrentDocs, id: string): string | null => {
    const person = current(personRef(id));
    if (!person) return subject.notFound;
    return person.deleted_at ? subject.inactive : null;
  };
  const log = (event: Parameters<typeof logRecord>[0], id: string, kind: CustomerRecord['kind'], content: string, extra: Partial<CustomerRecord> = {}) =>
    logRecord(event, id, kind, content, { subject: subject.kind, ...extra });

  const noteSaved = defineEvent({
    payload: v.object({ id: Id, customer_id: Id, note: NoteTextSchema }),
    action: 'customer.note',
    targets: (event) => [personRef(event.payload.customer_id), recordRef(event.payload.id)],
    conflict: (event, current) => {
      const refused = activePerson(current, event.payload.customer_id);
      if (refused) return refused;
      const before = current(recordRef(event.payload.id));
      if (before && (before.kind !== 'note' || before.customer_id !== event.payload.customer_id)) return NOTE_NOT_FOUND_MESSAGE;
      return null;
    },
    project: (event, current) => {
      const before = current(recordRef(event.payload.id));
      const note: CustomerRecord = {
        id: event.payload.id,
        dealer: event.dealer,
        subject: subject.kind,
        customer_id: event.payload.customer_id,
        kind: 'note',
        content: event.payload.note,
        user_id: before?.user_id ?? event.actor,
        created_at: before?.created_at ?? event.time,
        updated_at: event.time,
      };
      return [{ ...recordRef(note.id), doc: note }];
    },
  });

  const noteDeleted = defineEvent({
    payload: v.object({ id: Id, customer_id: Id }),
    action: 'customer.note',
    targets: (event) => [recordRef(event.payload.id)],
    conflict: (event, current) => {
      const note = current(recordRef(event.payload.id));
      return note && note.kind === 'note' && note.customer_id === event.payload.customer_id ? null : NOTE_NOT_FOUND_MESSAGE;
    },
    project: (event) => [{ ...recordRef(event.payload.id), doc: null }],
  });

  /** deleted_at set to the event's time, or cleared. */
  const activeSet = defineEvent({
    payload: v.object({ customer_id: Id, active: v.boolean() }),
    action: 'customer.status',
    targets: (event) => [personRef(event.payload.customer_id)],
    conflict: (event, current) => (current(personRef(event.payload.customer_id)) ? null : subject.notFound),
    project: (event, current) => {
      const before = current(personRef(event.payload.customer_id));
      if (!before) return [];
      const person = { ...before, deleted_at: event.payload.active ? null : event.time, updated_at: event.time };
      return [
        { ...personRef(before.id), doc: person },
        { ...recordRef(`log:${event.id}`), doc: log(event, before.id, 'status', event.payload.active ? 'Marked active' : 'Marked inactive') },
      ];
    },
  });

  /** The person's salesperson: a user of the dealer, or none. */
  const assigned = defineEvent({
    payload: v.object({ customer_id: Id, user_id: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))) }),
    action: 'customer.assign',
    targets: (event) => [
      personRef(event.payload.customer_id),
      ...(event.payload.user_id === null ? [] : [userRef(event.dealer, event.payload.user_id)]),
    ],
    conflict: (event, current) => {
      const refused = activePerson(current, event.payload.customer_id);
      if (refused) return refused;
      const { user_id } = event.payload;
      return user_id === null || current(userRef(event.dealer, user_id)) ? null : NOT_A_DEALER_USER_MESSAGE;
    },
    project: (event, current) => {
      const before = current(personRef(event.payload.customer_id));
      if (!before) return [];
      const { user_id } = event.payload;
      return [
        { ...personRef(before.id), doc: { ...before, user_id, updated_at: event.time } },
        {
          ...recordRef(`log:${event.id}`),
          doc: log(event, before.id, 'assign', user_id === null ? 'Salesperson removed' : 'Salesperson updated', { assigned_to: user_id }),
        },
      ];
    },
  });

  return { noteSaved, noteDeleted, activeSet, assigned };
}

/** customer.note_saved, customer.note_deleted, customer.active_set, customer.assigned. */
export const customerManage = manageEvents(SUBJECTS.customer);
/** prospect.note_saved, prospect.note_deleted, prospect.active_set, prospect.assigned (payload field customer_id names the prospect). */
export const prospectManage = manageEvents(SUBJECTS.prospect);
