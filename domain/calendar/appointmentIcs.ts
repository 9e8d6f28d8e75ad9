import { addMinutes } from 'date-fns';

/** An appointment as the customer's own calendar gets it: an iCalendar (RFC 5545) event in UTC. */
export type IcsEvent = {
  uid: string;
  start: Date;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
};

/** How long a booked appointment is held in the customer's calendar. */
export const APPOINTMENT_MINUTES = 60;

const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and a space before each further part (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let part = '';
  let size = 0;
  for (const char of line) {
    const length = new TextEncoder().encode(char).length;
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      size = 0;
    }
    part += char;
    size += length;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** The .ics file attached to an appointment's confirmation e-mail. */
export function appointmentIcs(event: IcsEvent): string {
  const end = addMinutes(event.start, event.minutes);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dealer Back Office//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(event.summary)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
