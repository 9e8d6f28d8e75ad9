import type { Customer } from './customer.ts';

export type ManageKey = 'appointment' | 'optIn' | 'note' | 'email' | 'vehicle' | 'assign' | 'share' | 'active';

/** One entry of the MANAGE menu: its label, and why it is disabled (null: enabled). */
export type ManageEntry = { key: ManageKey; label: string; disabled: string | null };

export const INACTIVE_REASON = 'Inactive customers cannot have an appointment, note, email, opt-in or salesperson change.';
export const NO_EMAIL_REASON = 'This customer has no email on file.';

const LABELS: Record<Exclude<ManageKey, 'active'>, string> = {
  appointment: 'Book Appointment',
  optIn: 'Send Opt-In',
  note: 'Attach Note',
  email: 'Send Email',
  vehicle: 'Add Vehicle',
  assign: 'Update Salesperson',
  share: 'Share Customer',
};

/**
 * The customer's MANAGE menu (spec 000 §2 and §4) in the spec's order. An inactive customer cannot have an
 * appointment, note, email, opt-in or salesperson change; Send Email and Send Opt-In also need an email on file.
 * Mark Inactive reads Mark Active once the customer is inactive.
 */
export function customerManageEntries(customer: Pick<Customer, 'deleted_at' | 'contact'>): ManageEntry[] {
  const inactive = customer.deleted_at !== null;
  const noEmail = customer.contact.email.trim() === '';
  const reason = (needsActive: boolean, needsEmail: boolean) =>
    needsActive && inactive ? INACTIVE_REASON : needsEmail && noEmail ? NO_EMAIL_REASON : null;
  return [
    { key: 'appointment', label: LABELS.appointment, disabled: reason(true, false) },
    { key: 'optIn', label: LABELS.optIn, disabled: reason(true, true) },
    { key: 'note', label: LABELS.note, disabled: reason(true, false) },
    { key: 'email', label: LABELS.email, disabled: reason(true, true) },
    { key: 'vehicle', label: LABELS.vehicle, disabled: null },
    { key: 'assign', label: LABELS.assign, disabled: reason(true, false) },
    { key: 'share', label: LABELS.share, disabled: null },
    { key: 'active', label: inactive ? 'Mark Active' : 'Mark Inactive', disabled: null },
  ];
}

/** The yes/no question before Mark Active or Mark Inactive. */
export function activeQuestion(inactive: boolean, subject: 'customer' | 'prospect' = 'customer'): string {
  return `Are you sure you want to mark this ${subject} ${inactive ? 'active' : 'inactive'}?`;
}
