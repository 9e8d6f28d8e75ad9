import type { Prospect } from '../leads/prospect.ts';

type ProspectContact = Prospect['contact'];

/** One contact row of the prospect header: whether calling (phones) or e-mailing (email) is allowed. */
export type ProspectContactRow = { label: 'Home' | 'Mobile' | 'Work' | 'Email'; value: string; allowed: boolean };

export const NOT_PROVIDED = 'Not Provided';

/**
 * The prospect header's contact rows (spec 000 §2): home, mobile, work and email, each with a check or a cross for
 * can_call (phones) or can_email (email); an empty email reads Not Provided, an empty phone "-".
 */
export function prospectContactRows(contact: ProspectContact): ProspectContactRow[] {
  const call = contact.can_call === 1;
  return [
    { label: 'Home', value: contact.home || '-', allowed: call },
    { label: 'Mobile', value: contact.cell || '-', allowed: call },
    { label: 'Work', value: contact.work || '-', allowed: call },
    { label: 'Email', value: contact.email.trim() || NOT_PROVIDED, allowed: contact.can_email === 1 },
  ];
}
