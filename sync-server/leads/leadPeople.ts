import type { LeadIntake } from '../../domain/leads/lead.ts';
import { matchLead, type LeadPerson } from '../../domain/leads/leadMatch.ts';
import type { Queryable } from '../db/database.ts';

/** Candidates read per lead: enough for any real household sharing a phone or an e-mail. */
const MAX_CANDIDATES = 100;

const EMAIL = "lower(btrim(doc->'contact'->>'email'))";
const phone = (field: 'cell' | 'home' | 'work') => `right(regexp_replace(doc->'contact'->>'${field}', '\\D', '', 'g'), 10)`;
const PHONES = [phone('cell'), phone('home'), phone('work')];

type PersonRow = { kind: LeadPerson['kind']; id: string; contact: { email?: string; cell?: string; home?: string; work?: string } | null };

/**
 * The customer or prospect of the dealer an incoming lead belongs to, by matchLead's rule (e-mail, then phone):
 * the candidates are read with the expressions migration 009 indexes (the e-mail trimmed in lower case, each phone's
 * last 10 digits), customers before prospects, the active before the inactive, the last updated first, so among
 * people matched the same way the lead goes to the most likely one. Null when no one matches.
 */
export async function findLeadPerson(db: Queryable, dealer: string, lead: Pick<LeadIntake, 'email' | 'phone'>): Promise<Pick<LeadPerson, 'id' | 'kind'> | null> {
  const email = lead.email.trim().toLowerCase();
  const phoneKey = lead.phone.length === 10 ? lead.phone : '';
  const params: string[] = [dealer];
  const tests: string[] = [];
  if (email) tests.push(`${EMAIL} = $${params.push(email)}`);
  if (phoneKey) {
    const at = params.push(phoneKey);
    tests.push(...PHONES.map((expression) => `${expression} = $${at}`));
  }
  if (tests.length === 0) return null;
  const matching = (table: string, rank: number, kind: LeadPerson['kind']) =>
    `SELECT ${rank} AS rank, '${kind}' AS kind, id, doc FROM ${table} WHERE dealer = $1 AND NOT deleted AND (${tests.join(' OR ')})`;
  const rows = await db.query<PersonRow>(
    `SELECT kind, id, doc->'contact' AS contact FROM (${matching('customers', 0, 'customer')} UNION ALL ${matching('prospects', 1, 'prospect')}) people
     ORDER BY rank, (doc->>'deleted_at') IS NOT NULL, doc->>'updated_at' DESC, id
     LIMIT ${MAX_CANDIDATES}`,
    params,
  );
  const people: LeadPerson[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    email: row.contact?.email ?? '',
    phones: [row.contact?.cell ?? '', row.contact?.home ?? '', row.contact?.work ?? ''],
  }));
  return matchLead(lead, people);
}
