import { APPOINTMENT_MINUTES, appointmentIcs } from '../../domain/calendar/appointmentIcs.ts';
import { clockText } from '../../domain/calendar/calendarEntry.ts';
import { zonedTimeToUtc } from '../../domain/calendar/zonedTime.ts';
import type { OutgoingMail } from '../mail/mailPort.ts';

/** The dealer as its confirmation e-mail names it (the dealers table). */
export type ConfirmingDealer = { name: string; address: string; city: string; province: string; postal_code: string; phone: string };

/** What a confirmation is about: the booked appointment's id, wall time and note. */
export type ConfirmedAppointment = { id: string; appointment_at: string; note: string };

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

const ICS_FILENAME = 'appointment.ics';
const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

const dayInWords = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** A wall time in words, as the customer reads it: "Thursday, November 26, 2026 at 7:00 AM". */
function appointmentWhen(wallTime: string): string {
  return `${dayInWords.format(Date.parse(`${wallTime.slice(0, 10)}T00:00:00Z`))} at ${clockText(wallTime)}`;
}

/** "12 King St, Cambridge, ON N1R 1A1": the parts the dealer has, in the order a letter takes them. */
function dealerAddressLine(dealer: ConfirmingDealer): string {
  const region = [dealer.province, dealer.postal_code].map((part) => part.trim()).filter(Boolean).join(' ');
  return [dealer.address.trim(), dealer.city.trim(), region].filter(Boolean).join(', ');
}

/** A North American number as a letter writes it, "(519) 653-2500"; any other as the dealer keeps it. */
const phoneText = (phone: string) => (/^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone);

/**
 * The confirmation e-mail of a booked appointment (spec 000 §2, Send Confirmation Email): when and where in words,
 * the note, and the appointment as an iCalendar file (appointment.ics, an hour from its start in UTC) that adds it
 * to the customer's calendar.
 */
export function confirmationMail(input: ConfirmationInput): OutgoingMail {
  const { dealer, appointment } = input;
  const when = appointmentWhen(appointment.appointment_at);
  const address = dealerAddressLine(dealer);
  const where = address ? `${dealer.name}, ${address}` : dealer.name;
  const note = appointment.note.trim();
  const name = input.personName.trim();
  const phone = phoneText(dealer.phone.trim());
  const text = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `This confirms your appointment with ${dealer.name}.`,
    '',
    `When: ${when}`,
    `Where: ${where}`,
    ...(note ? [`Note: ${note}`] : []),
    '',
    'The attached invitation (appointment.ics) adds this appointment to your calendar.',
    phone ? `To change or cancel it, please call us at ${phone}.` : `To change or cancel it, please contact ${dealer.name}.`,
    '',
    'See you soon,',
    dealer.name,
    '',
  ].join('\n');
  const ics = appointmentIcs({
    uid: `${appointment.id}@dealer-back-office`,
    start: zonedTimeToUtc(appointment.appointment_at, input.timeZone),
    minutes: APPOINTMENT_MINUTES,
    summary: `Appointment at ${dealer.name}`,
    location: where,
    description: note,
    stamp: input.now,
  });
  return {
    to: input.to,
    subject: `Your appointment with ${dealer.name} on ${when}`,
    text,
    attachments: [{ filename: ICS_FILENAME, contentType: ICS_CONTENT_TYPE, content: new TextEncoder().encode(ics) }],
  };
}
