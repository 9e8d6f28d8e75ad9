import * as v from 'valibot';
import { AppointmentSchema } from '../dms/appointment.ts';

/** An appointment or event booked in the app (the calendar's form), as the appointments collection keeps it. */
export const BookedAppointmentSchema = v.strictObject({
  id: v.string(),
  dealer: v.string(),
  source: v.literal('booked'),
  /** The customer it is with, or the prospect, or neither (an event). */
  customer_id: v.nullable(v.string()),
  prospect_id: v.nullable(v.string()),
  vehicle_id: v.null(),
  /** The dealer's wall time, as the DMS gives its own: "2026-11-26T07:00:00". */
  appointment_at: v.string(),
  appointment_type: v.literal('General'),
  /** Booked entries carry no open/closed/missed flag: they show as APPT or EVENT (spec 000 §4). */
  status: v.null(),
  /** The staff's note: shown on the calendar, never sent to the customer. */
  note: v.string(),
  /** The message to the customer that the confirmation e-mail carries; '' for none, absent on entries booked before it. */
  customer_message: v.optional(v.string()),
  /** The user it is for; null for none (the popup says Unknown). */
  user_id: v.nullable(v.number()),
  /** Whether the customer was to get a confirmation e-mail. */
  confirmation: v.boolean(),
  created_by: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type BookedAppointment = v.InferOutput<typeof BookedAppointmentSchema>;

/** An appointment from the dealer's DMS (read-only here), with the dealer it belongs to; it has no source. */
export const ImportedAppointmentSchema = v.strictObject({ ...AppointmentSchema.entries, dealer: v.string(), source: v.optional(v.undefined()) });
export type ImportedAppointment = v.InferOutput<typeof ImportedAppointmentSchema>;

/** Any entry of the appointments collection: imported from the DMS or booked in the app. */
export const StoredAppointmentSchema = v.union([ImportedAppointmentSchema, BookedAppointmentSchema]);
export type StoredAppointment = v.InferOutput<typeof StoredAppointmentSchema>;

export function isBooked(appointment: StoredAppointment): appointment is BookedAppointment {
  return appointment.source === 'booked';
}
