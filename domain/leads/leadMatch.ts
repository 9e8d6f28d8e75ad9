import type { LeadIntake } from './lead.ts';

export type LeadPerson = { id: string; kind: 'customer' | 'prospect'; email: string; phones: string[] };

/** The last 10 digits of a phone, or '' when it has fewer: a shorter number is too vague to say who it is. */
function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : '';
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * The customer or prospect an incoming lead belongs to, so the same person is not entered twice. The rule: a person
 * whose e-mail equals the lead's (trimmed, case-insensitive) wins; failing that, a person with a phone whose last 10
 * digits equal the lead's. An e-mail match always wins over a phone match, whatever the kinds; among people matched
 * the same way, the first in the given order wins. An empty e-mail or a phone of fewer than 10 digits matches no one.
 */
export function matchLead(lead: Pick<LeadIntake, 'email' | 'phone'>, people: LeadPerson[]): Pick<LeadPerson, 'id' | 'kind'> | null {
  const email = emailKey(lead.email);
  const phone = phoneKey(lead.phone);
  const match =
    (email ? people.find((person) => emailKey(person.email) === email) : undefined) ??
    (phone ? people.find((person) => person.phones.some((candidate) => phoneKey(candidate) === phone)) : undefined);
  return match ? { id: match.id, kind: match.kind } : null;
}
