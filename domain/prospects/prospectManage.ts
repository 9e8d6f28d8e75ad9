import { INACTIVE_REASON, type ManageEntry } from '../customers/customerManage.ts';
import type { Prospect } from '../leads/prospect.ts';

export const PROSPECT_NO_EMAIL_REASON = 'This prospect has no email on file.';

/**
 * The prospect's MANAGE menu (spec 000 §2, 003 prospect detail) in the spec's order: Book Appointment, Attach Note,
 * Send Email (needs an email), Update Salesperson, Share Prospect, Mark Inactive or Mark Active. An inactive
 * prospect cannot have an appointment, note, e-mail or salesperson change, as an inactive customer.
 */
export function prospectManageEntries(prospect: Pick<Prospect, 'deleted_at' | 'contact'>): ManageEntry[] {
  const inactive = prospect.deleted_at !== null;
  const reason = inactive ? INACTIVE_REASON : null;
  return [
    { key: 'appointment', label: 'Book Appointment', disabled: reason },
    { key: 'note', label: 'Attach Note', disabled: reason },
    { key: 'email', label: 'Send Email', disabled: reason ?? (prospect.contact.email.trim() ? null : PROSPECT_NO_EMAIL_REASON) },
    { key: 'assign', label: 'Update Salesperson', disabled: reason },
    { key: 'share', label: 'Share Prospect', disabled: null },
    { key: 'active', label: inactive ? 'Mark Active' : 'Mark Inactive', disabled: null },
  ];
}
