import * as v from 'valibot';
import { CUSTOMER_INACTIVE_MESSAGE, CUSTOMER_NOT_FOUND_MESSAGE, NOT_A_DEALER_USER_MESSAGE } from '../customers/customerManageEvents.ts';
import { dealerUserDocId } from '../dealers/dealerUsers.ts';
import type { CurrentDocs, RefTo } from '../events/collectionDocs.ts';
import type { DocRef } from '../events/collections.ts';
import { defineEvent } from '../events/definition.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { isBooked, type BookedAppointment } from './appointment.ts';
import {
  APPOINTMENT_NOTE_MAX_LENGTH,
  APPOINTMENT_NOTE_TOO_LONG_MESSAGE,
  APPOINTMENT_USER_MESSAGE,
  CUSTOMER_MESSAGE_MAX_LENGTH,
  CUSTOMER_MESSAGE_TOO_LONG_MESSAGE,
} from './appointmentForm.ts';

export const APPOINTMENT_BOOKED = 'appointment.booked';
export const APPOINTMENT_UPDATED = 'appointment.updated';
export const APPOINTMENT_DELETED = 'appointment.deleted';

export const APPOINTMENT_NOT_FOUND_MESSAGE = 'This appointment / event no longer exists.';
export const APPOINTMENT_EXISTS_MESSAGE = 'This appointment / event already exists.';
/** Spec 000 §6: service appointments (and whatever else the DMS books) are read-only here. */
export const APPOINTMENT_READ_ONLY_MESSAGE = 'Appointments from the DMS cannot be edited or deleted.';
export const PROSPECT_NOT_FOUND_MESSAGE = 'This prospect does not exist.';
export const PROSPECT_INACTIVE_MESSAGE = 'This prospect is inactive: mark them active first.';
export const ONE_PERSON_MESSAGE = 'An appointment is with a customer or a prospect, not both.';

const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));
const WallTime = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:00$/, 'The appointment time must be a day and a time (YYYY-MM-DDTHH:MM:00).'),
);
const UserId = v.nullable(v.pipe(v.number(APPOINTMENT_USER_MESSAGE), v.integer(APPOINTMENT_USER_MESSAGE), v.minValue(0, APPOINTMENT_USER_MESSAGE)));
const Note = v.pipe(v.string(), v.maxLength(APPOINTMENT_NOTE_MAX_LENGTH, APPOINTMENT_NOTE_TOO_LONG_MESSAGE));
const CustomerMessage = v.pipe(v.string(), v.maxLength(CUSTOMER_MESSAGE_MAX_LENGTH, CUSTOMER_MESSAGE_TOO_LONG_MESSAGE));

const BookedSchema = v.pipe(
  v.object({
    id: Id,
    customer_id: v.nullable(Id),
    prospect_id: v.nullable(Id),
    user_id: UserId,
    appointment_at: WallTime,
    note: Note,
    confirmation: v.boolean(),
    /** Absent from events of clients before issue 28: no message. */
    customer_message: v.optional(CustomerMessage, ''),
  }),
  v.check((payload) => payload.customer_id === null || payload.prospect_id === null, ONE_PERSON_MESSAGE),
);
export type AppointmentBooking = v.InferOutput<typeof BookedSchema>;

/** An update without customer_message (an older client's) keeps the entry's. */
const UpdatedSchema = v.object({ id: Id, user_id: UserId, appointment_at: WallTime, note: Note, customer_message: v.optional(CustomerMessage) });
export type AppointmentChange = v.InferOutput<typeof UpdatedSchema>;

const appointmentRef = (id: string): RefTo<'appointments'> => ({ collection: 'appointments', id });
const customerRef = (id: string): RefTo<'customers'> => ({ collection: 'customers', id });
const prospectRef = (id: string): RefTo<'prospects'> => ({ collection: 'prospects', id });
const userRefs = (dealer: string, userId: number | null): DocRef[] => (userId === null ? [] : [{ collection: 'refs', id: dealerUserDocId(dealer, userId) }]);

function userProblem(event: EventEnvelope<{ user_id: number | null }>, current: CurrentDocs): string | null {
  const [user] = userRefs(event.dealer, event.payload.user_id);
  return !user || current(user) ? null : NOT_A_DEALER_USER_MESSAGE;
}

/** Inactive customers and prospects cannot have an appointment (spec 000 §4). */
function personProblem(booking: AppointmentBooking, current: CurrentDocs): string | null {
  if (booking.customer_id !== null) {
    const customer = current(customerRef(booking.customer_id));
    if (!customer) return CUSTOMER_NOT_FOUND_MESSAGE;
    if (customer.deleted_at) return CUSTOMER_INACTIVE_MESSAGE;
  }
  if (booking.prospect_id !== null) {
    const prospect = current(prospectRef(booking.prospect_id));
    if (!prospect) return PROSPECT_NOT_FOUND_MESSAGE;
    if (prospect.deleted_at) return PROSPECT_INACTIVE_MESSAGE;
  }
  return null;
}

/** The booked entry an update or delete names: missing, or from the DMS, is the reason it cannot change. */
function bookedProblem(id: string, current: CurrentDocs): string | null {
  const before = current(appointmentRef(id));
  if (!before) return APPOINTMENT_NOT_FOUND_MESSAGE;
  return before.source === 'booked' ? null : APPOINTMENT_READ_ONLY_MESSAGE;
}

/** An appointment with a customer or prospect, or an event with neither (spec 000 §2 appointment form). */
export const appointmentBooked = defineEvent({
  payload: BookedSchema,
  action: 'appointment.manage',
  targets: (event) => [
    appointmentRef(event.payload.id),
    ...(event.payload.customer_id === null ? [] : [customerRef(event.payload.customer_id)]),
    ...(event.payload.prospect_id === null ? [] : [prospectRef(event.payload.prospect_id)]),
    ...userRefs(event.dealer, event.payload.user_id),
  ],
  conflict: (event, current) =>
    (current(appointmentRef(event.payload.id)) ? APPOINTMENT_EXISTS_MESSAGE : null) ?? personProblem(event.payload, current) ?? userProblem(event, current),
  project: (event) => {
    const { payload } = event;
    const appointment: BookedAppointment = {
      id: payload.id,
      dealer: event.dealer,
      source: 'booked',
      customer_id: payload.customer_id,
      prospect_id: payload.prospect_id,
      vehicle_id: null,
      appointment_at: payload.appointment_at,
      appointment_type: 'General',
      status: null,
      note: payload.note,
      customer_message: payload.customer_message,
      user_id: payload.user_id,
      confirmation: payload.confirmation,
      created_by: event.actor,
      created_at: event.time,
      updated_at: event.time,
    };
    return [{ ...appointmentRef(payload.id), doc: appointment }];
  },
});

/** EDIT APPT / EVENT: a new time, user, note or message to the customer for a booked entry. */
export const appointmentUpdated = defineEvent({
  payload: UpdatedSchema,
  action: 'appointment.manage',
  targets: (event) => [appointmentRef(event.payload.id), ...userRefs(event.dealer, event.payload.user_id)],
  conflict: (event, current) => bookedProblem(event.payload.id, current) ?? userProblem(event, current),
  project: (event, current) => {
    const before = current(appointmentRef(event.payload.id));
    if (!before || !isBooked(before)) return [];
    const { user_id, appointment_at, note } = event.payload;
    const customer_message = event.payload.customer_message ?? before.customer_message ?? '';
    return [{ ...appointmentRef(before.id), doc: { ...before, user_id, appointment_at, note, customer_message, updated_at: event.time } }];
  },
});

/** DELETE APPT / EVENT, after "Are you sure you want to remove this appointment / event?". */
export const appointmentDeleted = defineEvent({
  payload: v.object({ id: Id }),
  action: 'appointment.manage',
  targets: (event) => [appointmentRef(event.payload.id)],
  conflict: (event, current) => bookedProblem(event.payload.id, current),
  project: (event) => [{ ...appointmentRef(event.payload.id), doc: null }],
});
