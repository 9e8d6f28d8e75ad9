import { LEAD_COMMENT_MAX_CHARS, type LeadIntake, type LeadResult, checkedLead, leadTimestamp } from './lead.ts';
import { type XmlElement, XmlError, parseXml } from './xml.ts';

/** ADF's vehicle interest and status attributes, and the labels a lead shows for them. */
const INTERESTS = new Map<string, LeadIntake['type']>([
  ['buy', 'Buy'],
  ['lease', 'Lease'],
  ['sell', 'Sell'],
  ['trade-in', 'Trade-In'],
  ['test-drive', 'Test Drive'],
]);
const STATUSES = new Map<string, LeadIntake['category']>([
  ['new', 'New'],
  ['used', 'Used'],
]);
const PREFERRED_PHONE_TYPES = ['voice', 'cellphone'];

/**
 * The lead of an ADF document (Auto-lead Data Format 1.0, sent by OEM and listing sites). One <prospect> per
 * document. The lead's vehicle is the prospect's first <vehicle>; its person is the <contact> marked
 * primarycontact="1", else the first one. The received time is the ADF requestdate when it is a real date and time
 * with an offset, else `receivedAt`. The comment is kept raw (it may hold HTML, made safe where it is shown), cut to
 * LEAD_COMMENT_MAX_CHARS characters.
 */
export function parseAdfLead(xml: string, receivedAt: string): LeadResult {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlError) return { ok: false, reason: error.message };
    throw error;
  }
  if (root.name !== 'adf') return { ok: false, reason: `The document is not ADF: its root element is <${root.name}>.` };
  const prospects = childrenNamed(root, 'prospect');
  const [prospect] = prospects;
  if (!prospect) return { ok: false, reason: 'The ADF document has no <prospect>.' };
  if (prospects.length > 1) return { ok: false, reason: `The ADF document holds ${prospects.length} <prospect> elements: send one lead per document.` };

  const vehicle = child(prospect, 'vehicle');
  const interest = vehicle?.attributes.interest?.trim() ?? '';
  const type = interest ? INTERESTS.get(interest.toLowerCase()) : 'Buy';
  if (!type) return { ok: false, reason: `The vehicle's interest "${interest}" is not one of ${[...INTERESTS.keys()].join(', ')}.` };
  const status = vehicle?.attributes.status?.trim() ?? '';
  const category = status ? STATUSES.get(status.toLowerCase()) : 'New';
  if (!category) return { ok: false, reason: `The vehicle's status "${status}" is not one of ${[...STATUSES.keys()].join(', ')}.` };

  const customer = child(prospect, 'customer');
  const contacts = childrenNamed(customer, 'contact');
  const contact = contacts.find((candidate) => candidate.attributes.primarycontact === '1') ?? contacts[0];
  const address = child(contact, 'address');
  const requested = leadTimestamp(child(prospect, 'requestdate')?.text ?? '');
  return checkedLead({
    type,
    category,
    ...contactName(contact),
    email: childrenNamed(contact, 'email').map(textOf).find(Boolean) ?? '',
    phone: contactPhone(contact),
    vehicle: ['year', 'make', 'model', 'trim'].map((part) => textOf(child(vehicle, part))).filter(Boolean).join(' '),
    comment: comment(child(customer, 'comments') ?? child(vehicle, 'comments')),
    received_at: requested ?? receivedAt,
    address: streetLines(address),
    city: textOf(child(address, 'city')),
    province: textOf(child(address, 'regioncode')),
    postal_code: textOf(child(address, 'postalcode')),
    source_id: sourceId(childrenNamed(prospect, 'id').find((id) => textOf(id))),
  });
}

function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((candidate) => candidate.name === name) ?? [];
}

function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((candidate) => candidate.name === name);
}

/** An element's text on one line: runs of whitespace (line breaks, indentation) become one space. */
function textOf(element: XmlElement | undefined): string {
  return element?.text.replace(/\s+/g, ' ').trim() ?? '';
}

/**
 * First and last name: the first and last parts when both are given, else the full name (a <name> with part="full"
 * or no part) split on its last space, else whichever part there is.
 */
function contactName(contact: XmlElement | undefined): { first_name: string; last_name: string } {
  const names = childrenNamed(contact, 'name');
  const part = (wanted: string) => textOf(names.find((name) => (name.attributes.part ?? 'full') === wanted));
  const [first, last, full] = [part('first'), part('last'), part('full')];
  if ((first && last) || !full) return { first_name: first, last_name: last };
  const space = full.lastIndexOf(' ');
  return space < 0 ? { first_name: full, last_name: '' } : { first_name: full.slice(0, space), last_name: full.slice(space + 1) };
}

/** The first voice or cell phone (ADF's default phone type is voice), else the first phone of any type. */
function contactPhone(contact: XmlElement | undefined): string {
  const phones = childrenNamed(contact, 'phone').filter((phone) => /\d/.test(phone.text));
  const preferred = phones.find((phone) => PREFERRED_PHONE_TYPES.includes((phone.attributes.type ?? 'voice').toLowerCase()));
  return textOf(preferred ?? phones[0]);
}

/** The street lines in the order of their line attribute, joined by commas. */
function streetLines(address: XmlElement | undefined): string {
  return childrenNamed(address, 'street')
    .map((street, index) => ({ line: Number(street.attributes.line) || index + 1, text: textOf(street) }))
    .sort((a, b) => a.line - b.line)
    .map((street) => street.text)
    .filter(Boolean)
    .join(', ');
}

/** The raw comment, trimmed and cut to the lead's maximum without splitting a character in two. */
function comment(element: XmlElement | undefined): string {
  const raw = element?.text.trim() ?? '';
  if (raw.length <= LEAD_COMMENT_MAX_CHARS) return raw;
  const cut = raw.slice(0, LEAD_COMMENT_MAX_CHARS);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** cars.com:123 from <id source="cars.com">123</id>; the value alone when the id names no source. */
function sourceId(id: XmlElement | undefined): string {
  const value = textOf(id);
  const source = id?.attributes.source?.trim() ?? '';
  return source && value ? `${source}:${value}` : value;
}
