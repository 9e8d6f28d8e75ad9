import type { Prospect } from '../leads/prospect.ts';

type ProspectContact = Prospect['contact'];

/**
 * One contact row of the prospect header: the number or address (or what stands for none: onFile false), and whether
 * calling (phones) or e-mailing (email) is allowed.
 */
export type ProspectContactRow = {
  channel: 'home' | 'cell' | 'work' | 'email';
  label: 'Home' | 'Mobile' | 'Work' | 'Email';
  value: string;
  onFile: boolean;
  allowed: boolean;
};

function row(channel: ProspectContactRow['channel'], label: ProspectContactRow['label'], value: string, none: string, allowed: boolean): ProspectContactRow {
  const shown = value.trim();
  return { channel, label, value: shown || none, onFile: shown !== '', allowed };
}

export const NOT_PROVIDED = 'Not Provided';

/**
 * The prospect header's contact rows (spec 000 §2): home, mobile, work and email, each with a check or a cross for
 * can_call (phones) or can_email (email); an empty email reads Not Provided, an empty phone "-".
 */
export function prospectContactRows(contact: ProspectContact): ProspectContactRow[] {
  const call = contact.can_call === 1;
  return [
    row('home', 'Home', contact.home, '-', call),
    row('cell', 'Mobile', contact.cell, '-', call),
    row('work', 'Work', contact.work, '-', call),
    row('email', 'Email', contact.email, NOT_PROVIDED, contact.can_email === 1),
  ];
}
