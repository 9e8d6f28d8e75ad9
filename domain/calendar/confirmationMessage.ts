import { dayInWords } from '../time/dayText.ts';
import { clockText } from './calendarEntry.ts';

/** The dealer as its confirmation e-mail names it (the dealers table; the session's dealer in the popup's preview). */
export type ConfirmingDealer = { name: string; address: string; city: string; province: string; postal_code: string; phone: string };

export type ConfirmationMessageInput = {
  /** The customer's or prospect's name; empty greets without one. */
  personName: string;
  dealer: ConfirmingDealer;
  /** The dealer's wall time of the appointment, "2026-11-26T07:00:00". */
  appointmentAt: string;
  /** The booking's message to the customer (never its note, which stays the staff's); empty for none. */
  customerMessage: string;
};

/** What the customer reads: the subject, the body, and the where line the invitation (.ics) repeats. */
export type ConfirmationMessage = { subject: string; text: string; where: string };

/** The file the invitation is attached as, which the body names. */
export const CONFIRMATION_ICS_FILENAME = 'appointment.ics';

/** A wall time in words, as the customer reads it: "Thursday, November 26, 2026 at 7:00 AM". */
function appointmentWhen(wallTime: string): string {
  return `${dayInWords(wallTime.slice(0, 10))} at ${clockText(wallTime)}`;
}

/** "12 King St, Cambridge, ON N1R 1A1": the parts the dealer has, in the order a letter takes them. */
function dealerAddressLine(dealer: ConfirmingDealer): string {
  const region = [dealer.province, dealer.postal_code].map((part) => part.trim()).filter(Boolean).join(' ');
  return [dealer.address.trim(), dealer.city.trim(), region].filter(Boolean).join(', ');
}

/** A North American number as a letter writes it, "(519) 653-2500"; any other as the dealer keeps it. */
const phoneText = (phone: string) => (/^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone);

/**
 * The confirmation e-mail of a booked appointment as the customer reads it (spec 000 §2, Send Confirmation Email):
 * the greeting, when and where in words, the booking's message to the customer when it has one, the invitation, and
 * how to change it (the dealer's phone). The one text both the server sends (sync-server/calendar/confirmationMail.ts)
 * and the Book Appointment popup previews before the booking is saved, so what staff see is what goes out. The
 * booking's note is not an input: it is the staff's, and never reaches the customer (issue 28).
 */
export function confirmationMessage(input: ConfirmationMessageInput): ConfirmationMessage {
  const { dealer } = input;
  const when = appointmentWhen(input.appointmentAt);
  const address = dealerAddressLine(dealer);
  const where = address ? `${dealer.name}, ${address}` : dealer.name;
  const message = input.customerMessage.trim();
  const name = input.personName.trim();
  const phone = phoneText(dealer.phone.trim());
  const text = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `This confirms your appointment with ${dealer.name}.`,
    '',
    `When: ${when}`,
    `Where: ${where}`,
    ...(message ? ['', message] : []),
    '',
    `The attached invitation (${CONFIRMATION_ICS_FILENAME}) adds this appointment to your calendar.`,
    phone ? `To change or cancel it, please call us at ${phone}.` : `To change or cancel it, please contact ${dealer.name}.`,
    '',
    'See you soon,',
    dealer.name,
    '',
  ].join('\n');
  return { subject: `Your appointment with ${dealer.name} on ${when}`, text, where };
}
