import { INACTIVE_REASON, type ManageEntry, type Offered } from '../customers/customerManage.ts';
import type { Prospect } from '../leads/prospect.ts';

export const PROSPECT_NO_EMAIL_REASON = 'This prospect has no email on file.';

/**
 * The prospect's MANAGE menu (spec 000 §2, 003 prospect detail) in the spec's order: Book Appointment, Attach Note,
 * Send Email (needs an email), Update Salesperson, Share Prospect, Mark Inactive or Mark Active. An inactive
 * prospect cannot have a note or a salesperson change, as an inactive customer; entries of later screens (the
 * calendar, outreach) are left out until they are there.
 */
export function prospectManageEntries(prospect: Pick<Prospect, 'deleted_at' | 'contact'>, offered: Omit<Offered, 'optIn'>): ManageEntry[] {
  const inactive = prospect.deleted_at !== null;
  const entries: ManageEntry[] = [];
  if (offered.appointment) entries.push({ key: 'appointment', label: 'Book Appointment', disabled: inactive ? INACTIVE_REASON : null });
  entries.push({ key: 'note', label: 'Attach Note', disabled: inactive ? INACTIVE_REASON : null });
  if (offered.email) {
    const disabled = inactive ? INACTIVE_REASON : prospect.contact.email.trim() ? null : PROSPECT_NO_EMAIL_REASON;
    entries.push({ key: 'email', label: 'Send Email', disabled });
  }
  entries.push(
    { key: 'assign', label: 'Update Salesperson', disabled: inactive ? INACTIVE_REASON : null },
    { key: 'share', label: 'Share Prospect', disabled: null },
    { key: 'active', label: inactive ? 'Mark Active' : 'Mark Inactive', disabled: null },
  );
  return entries;
}
