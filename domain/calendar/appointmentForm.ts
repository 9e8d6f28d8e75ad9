import * as v from 'valibot';
import { isIsoDay } from '../time/calendarDay.ts';
import type { ZonedNow } from '../time/zonedClock.ts';

/** Spec 000 §5: a date is required; dates before today, and today's times before now, are not offered. */
export const APPOINTMENT_DATE_MESSAGE = 'You must select a date and time for your appointment / event.';
export const APPOINTMENT_NOTE_MAX_LENGTH = 2000;
export const APPOINTMENT_NOTE_TOO_LONG_MESSAGE = `A note holds at most ${APPOINTMENT_NOTE_MAX_LENGTH} characters.`;
export const APPOINTMENT_USER_MESSAGE = 'The user must be a user id.';
/** The message to the customer, which their confirmation e-mail carries (the note never does: issue 28). */
export const CUSTOMER_MESSAGE_MAX_LENGTH = 1000;
export const CUSTOMER_MESSAGE_TOO_LONG_MESSAGE = `A message to the customer holds at most ${CUSTOMER_MESSAGE_MAX_LENGTH} characters.`;

/** Spec 000 §9: the default time and the confirmation toggle's default. */
export const DEFAULT_APPOINTMENT_TIME = '07:00';
export const DEFAULT_CONFIRMATION = true;
/** The time select's step: a quarter of an hour, every time of the day. */
export const APPOINTMENT_TIME_STEP_MINUTES = 15;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The appointment and event form (spec 000 §2): date, time, user, note (the staff's, never sent), the confirmation
 * toggle, and an optional message to the customer that the confirmation e-mail carries (ours: issue 28).
 */
export const AppointmentFormSchema = v.object({
  date: v.pipe(v.string(APPOINTMENT_DATE_MESSAGE), v.check(isIsoDay, APPOINTMENT_DATE_MESSAGE)),
  time: v.pipe(v.string(APPOINTMENT_DATE_MESSAGE), v.regex(CLOCK_TIME, APPOINTMENT_DATE_MESSAGE)),
  user_id: v.nullable(v.pipe(v.number(APPOINTMENT_USER_MESSAGE), v.integer(APPOINTMENT_USER_MESSAGE), v.minValue(0, APPOINTMENT_USER_MESSAGE))),
  note: v.pipe(v.string(), v.trim(), v.maxLength(APPOINTMENT_NOTE_MAX_LENGTH, APPOINTMENT_NOTE_TOO_LONG_MESSAGE)),
  confirmation: v.boolean(),
  customer_message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CUSTOMER_MESSAGE_MAX_LENGTH, CUSTOMER_MESSAGE_TOO_LONG_MESSAGE)), ''),
});
export type AppointmentForm = v.InferOutput<typeof AppointmentFormSchema>;

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The times offered for a day: every quarter hour; for today only those not earlier than now; none before today. */
export function appointmentTimes(date: string, now: ZonedNow): string[] {
  if (date < now.day) return [];
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += APPOINTMENT_TIME_STEP_MINUTES) {
    if (date === now.day && minutes < now.minutes) continue;
    times.push(clock(minutes));
  }
  return times;
}

/** The time a form starts with on a day: 07:00, or the first time still offered today when 07:00 has passed. */
export function defaultAppointmentTime(date: string, now: ZonedNow): string {
  const times = appointmentTimes(date, now);
  return times.includes(DEFAULT_APPOINTMENT_TIME) ? DEFAULT_APPOINTMENT_TIME : (times.find((time) => time > DEFAULT_APPOINTMENT_TIME) ?? times[0] ?? DEFAULT_APPOINTMENT_TIME);
}

/**
 * Why a form cannot be saved, or null: a field breaking its rule, or a date and time before now at the dealer. An
 * edit keeps the time it had (`kept`), even once passed: only a changed time must be offered.
 */
export function appointmentFormProblem(input: unknown, now: ZonedNow, kept?: string): string | null {
  const parsed = v.safeParse(AppointmentFormSchema, input);
  if (!parsed.success) return parsed.issues[0].message;
  const { date, time } = parsed.output;
  if (kept !== undefined && appointmentWallTime(parsed.output) === kept) return null;
  return date > now.day || (date === now.day && minutesOf(time) >= now.minutes) ? null : APPOINTMENT_DATE_MESSAGE;
}

/** The wall time an appointment is kept at: the form's day and time, "2026-11-26T07:00:00". */
export function appointmentWallTime(form: Pick<AppointmentForm, 'date' | 'time'>): string {
  return `${form.date}T${form.time}:00`;
}

/** The submit button (spec 000 §2): UPDATE when editing, otherwise by whether a customer or prospect is attached. */
export function appointmentSubmitLabel(editing: boolean, withPerson: boolean): string {
  if (editing) return 'UPDATE';
  return withPerson ? 'ADD APPOINTMENT' : 'ADD EVENT';
}

export const APPOINTMENT_CREATED_MESSAGE = 'Success: The appointment was created successfully';
