import type { Contact } from './customer.ts';

export const NOT_OPTED_IN_MESSAGE = 'Customer has not Opted-In';
export const NO_CONTACT_MESSAGE = 'Customer has no cell phone, home phone, work phone or email';

/** Whether one way of reaching the customer may be used: the number or address is on file and consented to. */
export type OptInStatus = 'opted-in' | 'not-opted-in' | 'missing';

export type ContactOptInRow = {
  channel: 'cell' | 'home' | 'work' | 'email';
  label: 'Cell' | 'Home' | 'Work' | 'Email';
  /** The number or address, '' when none is on file. */
  value: string;
  status: OptInStatus;
  /** What the indicator says: Opted-In, Not Opted-In, No Number or No Email. */
  text: string;
};

/** The rows of the header's contact block and the empty message in place of or under them (null: none). */
export type ContactOptIn = { rows: ContactOptInRow[]; message: string | null };

const STATUS_TEXT: Record<Exclude<OptInStatus, 'missing'>, string> = { 'opted-in': 'Opted-In', 'not-opted-in': 'Not Opted-In' };

function row(channel: ContactOptInRow['channel'], label: ContactOptInRow['label'], value: string, consent: 0 | 1): ContactOptInRow {
  const shown = value.trim();
  if (shown === '') return { channel, label, value: '', status: 'missing', text: channel === 'email' ? 'No Email' : 'No Number' };
  const status = consent === 1 ? 'opted-in' : 'not-opted-in';
  return { channel, label, value: shown, status, text: STATUS_TEXT[status] };
}

/**
 * The opt-in display of the customer header (spec 001 §2.4): the cell, home and work phones each show opted-in,
 * or no number / not opted-in, by can_call; the email likewise by can_email. With nothing on file the block says
 * only "Customer has no cell phone, home phone, work phone or email"; with something on file but nothing opted in
 * the rows are followed by "Customer has not Opted-In".
 */
export function contactOptIn(contact: Contact): ContactOptIn {
  const rows = [
    row('cell', 'Cell', contact.cell, contact.can_call),
    row('home', 'Home', contact.home, contact.can_call),
    row('work', 'Work', contact.work, contact.can_call),
    row('email', 'Email', contact.email, contact.can_email),
  ];
  if (rows.every((entry) => entry.status === 'missing')) return { rows: [], message: NO_CONTACT_MESSAGE };
  const optedIn = rows.some((entry) => entry.status === 'opted-in');
  return { rows, message: optedIn ? null : NOT_OPTED_IN_MESSAGE };
}
