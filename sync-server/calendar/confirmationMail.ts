import { APPOINTMENT_MINUTES, appointmentIcs } from '../../domain/calendar/appointmentIcs.ts';
import { CONFIRMATION_ICS_FILENAME, confirmationMessage, type ConfirmingDealer } from '../../domain/calendar/confirmationMessage.ts';
import { zonedTimeToUtc } from '../../domain/time/zonedClock.ts';
import type { OutgoingMail } from '../mail/mailPort.ts';

/** What a confirmation is about: the booked appointment's id, wall time and message to the customer (not its note). */
export type ConfirmedAppointment = { id: string; appointment_at: string; customer_message: string };

export type ConfirmationInput = {
  to: string;
  /** The customer's or prospect's name; empty greets without one. */
  personName: string;
  dealer: ConfirmingDealer;
  appointment: ConfirmedAppointment;
  /** The dealer's time zone: the wall time is an instant there. */
  timeZone: string;
  now: Date;
};

const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/**
 * The confirmation e-mail of a booked appointment (spec 000 §2, Send Confirmation Email): the domain's text
 * (confirmationMessage, the popup's preview), and the appointment as an iCalendar file (appointment.ics, an hour from
 * its start in UTC, described by the message to the customer) that adds it to the customer's calendar.
 */
export function confirmationMail(input: ConfirmationInput): OutgoingMail {
  const { dealer, appointment } = input;
  const message = confirmationMessage({
    personName: input.personName,
    dealer,
    appointmentAt: appointment.appointment_at,
    customerMessage: appointment.customer_message,
  });
  const ics = appointmentIcs({
    uid: `${appointment.id}@dealer-back-office`,
    start: zonedTimeToUtc(appointment.appointment_at, input.timeZone),
    minutes: APPOINTMENT_MINUTES,
    summary: `Appointment at ${dealer.name}`,
    location: message.where,
    description: appointment.customer_message.trim(),
    stamp: input.now,
  });
  return {
    to: input.to,
    subject: message.subject,
    text: message.text,
    attachments: [{ filename: CONFIRMATION_ICS_FILENAME, contentType: ICS_CONTENT_TYPE, content: new TextEncoder().encode(ics) }],
  };
}
