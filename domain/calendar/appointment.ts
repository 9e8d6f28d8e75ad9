import type { Appointment } from '../dms/appointment.ts';

/** An appointment or event booked in the app (the calendar's form), as the appointments collection keeps it. */
export type BookedAppointment = {
  id: string;
  dealer: string;
  source: 'booked';
  /** The customer it is with, or the prospect, or neither (an event). */
  customer_id: string | null;
  prospect_id: string | null;
  vehicle_id: null;
  /** The dealer's wall time, as the DMS gives its own: "2026-11-26T07:00:00". */
  appointment_at: string;
  appointment_type: 'General';
  /** Booked entries carry no open/closed/missed flag: they show as APPT or EVENT (spec 000 §4). */
  status: null;
  /** The staff's note: shown on the calendar, never sent to the customer. */
  note: string;
  /** The message to the customer that the confirmation e-mail carries; '' for none, absent on entries booked before it. */
  customer_message?: string;
  /** The user it is for; null for none (the popup says Unknown). */
  user_id: number | null;
  /** Whether the customer was to get a confirmation e-mail. */
  confirmation: boolean;
  created_by: number;
  created_at: string;
  updated_at: string;
};

/** An appointment from the dealer's DMS (read-only here), with the dealer it belongs to. */
export type ImportedAppointment = Appointment & { dealer: string; source?: undefined };

/** Any entry of the appointments collection: imported from the DMS or booked in the app. */
export type StoredAppointment = ImportedAppointment | BookedAppointment;

export function isBooked(appointment: StoredAppointment): appointment is BookedAppointment {
  return appointment.source === 'booked';
}
