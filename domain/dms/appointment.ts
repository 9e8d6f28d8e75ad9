import * as v from 'valibot';
import { DmsDateSchema, DmsIdSchema } from './dmsFields.ts';

/** What an appointment is for (spec 001 §3 Appointment); only Service appointments make appt opportunities. */
export const APPOINTMENT_TYPES = ['Service', 'Sales', 'Delivery', 'General'] as const;

export const APPOINTMENT_STATUSES = ['open', 'closed', 'missed'] as const;

/**
 * A booked appointment from the dealer's DMS (collection appointments, id the DMS appointment id): the customer,
 * the vehicle when the booking names one, when it is (ISO timestamp or day), its type, status and note.
 */
export const AppointmentSchema = v.object({
  id: DmsIdSchema,
  customer_id: DmsIdSchema,
  vehicle_id: v.nullable(DmsIdSchema),
  appointment_at: DmsDateSchema,
  appointment_type: v.picklist(APPOINTMENT_TYPES),
  status: v.picklist(APPOINTMENT_STATUSES),
  note: v.string(),
});
export type Appointment = v.InferOutput<typeof AppointmentSchema>;
