import type { LeadDocument } from '../../domain/leads/leadDocument.ts';
import type { LeadFilter } from '../../domain/leads/leadList.ts';
import type { Queryable } from '../db/database.ts';

/** The SQL of a filter over one dealer's live leads, its values as parameters after the dealer ($1). */
function matching(dealer: string, filter: LeadFilter): { where: string; params: string[] } {
  const params = [dealer];
  const tests = ['dealer = $1', 'NOT deleted'];
  if (filter.type !== 'all') tests.push(`doc->>'type' = $${params.push(filter.type)}`);
  if (filter.category !== 'all') tests.push(`doc->>'category' = $${params.push(filter.category)}`);
  if (filter.person !== null) {
    const at = params.push(filter.person);
    tests.push(`(doc->>'prospect_id' = $${at} OR doc->>'customer_id' = $${at})`);
  }
  return { where: tests.join(' AND '), params };
}

/** compareLeads in SQL: newest received first, then id, by code unit (the leads_received index). */
const NEWEST_FIRST = `ORDER BY doc->>'received_at' COLLATE "C" DESC, id COLLATE "C" DESC`;

/** The leads of a view, newest first: `limit` of them from `offset`, or all of them (the CSV). */
export async function readLeads(db: Queryable, dealer: string, filter: LeadFilter, page?: { offset: number; limit: number }): Promise<LeadDocument[]> {
  const { where, params } = matching(dealer, filter);
  const window = page ? `LIMIT ${page.limit} OFFSET ${page.offset}` : '';
  const rows = await db.query<{ doc: LeadDocument }>(`SELECT doc FROM leads WHERE ${where} ${NEWEST_FIRST} ${window}`, params);
  return rows.map((row) => row.doc);
}

export async function countLeads(db: Queryable, dealer: string, filter: LeadFilter): Promise<number> {
  const { where, params } = matching(dealer, filter);
  const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM leads WHERE ${where}`, params);
  return row?.total ?? 0;
}
