import type { Context } from 'hono';
import { parseAdfLead } from '../../domain/leads/adf.ts';
import type { LeadIntake } from '../../domain/leads/lead.ts';
import { parseJsonLead } from '../../domain/leads/parseJsonLead.ts';

const LEAD_MEDIA_TYPE_MESSAGE = 'Send the lead as ADF XML (application/xml or text/xml) or as JSON (application/json).';
const LEAD_JSON_MESSAGE = 'The lead is not valid JSON.';

type ParsedBody = { ok: true; lead: LeadIntake } | { ok: false; status: 400 | 415; reason: string };

const XML = /^(application|text)\/([\w.-]+\+)?xml$/;
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;

/**
 * The lead of an intake request, by its content type: an ADF document (application/xml, text/xml, or a +xml type) or
 * a JSON lead. A document that is not a lead answers 400 with the parser's reason; another content type 415.
 * `receivedAt` (an ISO time in UTC) is when it was received: the time of a lead without its own, and of one whose
 * own is later (a sender's clock ahead would otherwise keep its lead at the top of the bin).
 */
export async function parseLeadBody(c: Context, receivedAt: string): Promise<ParsedBody> {
  const parsed = await parsedLead(c, receivedAt);
  if (!parsed.ok || parsed.lead.received_at <= receivedAt) return parsed;
  return { ok: true, lead: { ...parsed.lead, received_at: receivedAt } };
}

async function parsedLead(c: Context, receivedAt: string): Promise<ParsedBody> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (XML.test(type)) {
    const parsed = parseAdfLead(await c.req.text(), receivedAt);
    return parsed.ok ? parsed : { ok: false, status: 400, reason: parsed.reason };
  }
  if (!JSON_TYPE.test(type)) return { ok: false, status: 415, reason: LEAD_MEDIA_TYPE_MESSAGE };
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, status: 400, reason: LEAD_JSON_MESSAGE };
  }
  const parsed = parseJsonLead(body, receivedAt);
  return parsed.ok ? parsed : { ok: false, status: 400, reason: parsed.reason };
}
