import { calendarPersonName } from '../../domain/calendar/calendarEntry.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import { INACTIVE_REASON } from '../../domain/customers/customerManage.ts';
import type { Prospect } from '../../domain/leads/prospect.ts';
import { NO_CELL_ON_FILE_MESSAGE, NO_EMAIL_ON_FILE_MESSAGE } from '../../domain/outreach/outreachEvents.ts';
import type { EmailPerson } from './SendEmailPopup.tsx';

/**
 * The person an outreach section is about, as it needs them: what the Send Email popup takes (name, e-mail, e-mail
 * consent, the vehicle of the {{vehicle}} merge field), the cell phone texts go to, the text consent (can_mail: a
 * customer's, a prospect's once they answered START or STOP) and whether they are inactive (nothing can be sent then).
 */
export type OutreachPersonView = EmailPerson & { vehicle: string; cell: string; can_mail?: 0 | 1; inactive: boolean };

export function customerOutreachPerson(customer: Customer, vehicle: string): OutreachPersonView {
  const { cell, email, can_email, can_mail } = customer.contact;
  return { subject: 'customer', id: customer.id, name: calendarPersonName(customer), email, can_email, vehicle, cell, can_mail, inactive: customer.deleted_at !== null };
}

export function prospectOutreachPerson(prospect: Prospect, vehicle: string): OutreachPersonView {
  const { cell, email, can_email, can_mail } = prospect.contact;
  return { subject: 'prospect', id: prospect.id, name: calendarPersonName(prospect), email, can_email, vehicle, cell, can_mail, inactive: prospect.deleted_at !== null };
}

/** Why nothing can be sent to the person on a channel now (inactive, or no address for it), or null. */
export function sendBlock(person: OutreachPersonView, channel: 'email' | 'text'): string | null {
  if (person.inactive) return INACTIVE_REASON;
  if (channel === 'email' && person.email.trim() === '') return NO_EMAIL_ON_FILE_MESSAGE;
  if (channel === 'text' && person.cell.trim() === '') return NO_CELL_ON_FILE_MESSAGE;
  return null;
}
