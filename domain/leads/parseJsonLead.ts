import { type LeadResult, checkedLead, leadTimestamp } from './lead.ts';

/**
 * The lead of a JSON body that uses LeadIntake's field names, type and category given as labels (Buy, New). The
 * received time is the body's received_at when it is a real date and time with an offset, else `receivedAt`.
 */
export function parseJsonLead(body: unknown, receivedAt: string): LeadResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, reason: 'The lead must be a JSON object.' };
  const given = 'received_at' in body && typeof body.received_at === 'string' ? leadTimestamp(body.received_at) : null;
  return checkedLead({ ...body, received_at: given ?? receivedAt });
}
