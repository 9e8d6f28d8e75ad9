import * as v from 'valibot';
import { CUSTOMER_INACTIVE_MESSAGE, CUSTOMER_NOT_FOUND_MESSAGE, logRecord } from '../customers/customerManageEvents.ts';
import type { CustomerRecord } from '../customers/customerRecord.ts';
import type { CurrentDocs, RefTo } from '../events/collectionDocs.ts';
import type { Doc } from '../events/collections.ts';
import { defineEvent } from '../events/definition.ts';
import { sanitizeHtml } from '../html/sanitizeHtml.ts';
import { isOutreachMessage, messageDocId, readMarkDocId, type MessageFields, type MessageStatus, type ReadMark } from './outreachMessage.ts';
import { EMAIL_NOT_OPTED_IN, emailConsent, TEXT_NOT_OPTED_IN, textConsent } from './outreachTexts.ts';

export const OUTREACH_EMAIL_QUEUED = 'outreach.email_queued';
export const OUTREACH_TEXT_QUEUED = 'outreach.text_queued';
export const OUTREACH_MESSAGE_STATUS = 'outreach.message_status';
export const OUTREACH_MESSAGE_RECEIVED = 'outreach.message_received';
export const OUTREACH_READ = 'outreach.read';
export const CUSTOMER_TEXT_CONSENT = 'customer.text_consent';

export const NO_EMAIL_ON_FILE_MESSAGE = 'This person has no email on file.';
export const NO_CELL_ON_FILE_MESSAGE = 'This person has no cell phone on file.';
export const SUBJECT_REQUIRED_MESSAGE = 'Please write a subject.';
export const BODY_REQUIRED_MESSAGE = 'Please write a message.';
export const TEXT_MAX_LENGTH = 1600;
export const TEXT_TOO_LONG_MESSAGE = `A text holds at most ${TEXT_MAX_LENGTH} characters.`;

const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));
const Subject = v.picklist(['customer', 'prospect'] as const);
const Address = v.pipe(v.string(), v.trim(), v.maxLength(254));
const Body = (max: number, tooLong: string) => v.pipe(v.string(BODY_REQUIRED_MESSAGE), v.trim(), v.nonEmpty(BODY_REQUIRED_MESSAGE), v.maxLength(max, tooLong));

const personRef = (subject: CustomerRecord['subject'], id: string): RefTo<'customers' | 'prospects'> => ({ collection: subject === 'customer' ? 'customers' : 'prospects', id });
const messageRef = (id: string): RefTo<'activities'> => ({ collection: 'activities', id: messageDocId(id) });
const readMarkRef = (dealer: string, subject: CustomerRecord['subject'], id: string): RefTo<'refs'> => ({ collection: 'refs', id: readMarkDocId(dealer, subject, id) });

const personOf = (current: CurrentDocs, subject: CustomerRecord['subject'], id: string) => current(personRef(subject, id));

/**
 * Why a message cannot go to this person now: missing, inactive, without the address the channel needs, or not opted
 * in to the channel while the user did not choose to send anyway (`consented`: they did, or the text is the opt-in).
 */
function sendRefusal(current: CurrentDocs, subject: CustomerRecord['subject'], id: string, needs: 'email' | 'cell', consented: boolean): string | null {
  const person = personOf(current, subject, id);
  if (!person) return subject === 'customer' ? CUSTOMER_NOT_FOUND_MESSAGE : 'This prospect does not exist.';
  if (person.deleted_at) return subject === 'customer' ? CUSTOMER_INACTIVE_MESSAGE : 'This prospect is inactive: mark them active first.';
  if (needs === 'email' && !person.contact.email.trim()) return NO_EMAIL_ON_FILE_MESSAGE;
  if (needs === 'cell' && !person.contact.cell.trim()) return NO_CELL_ON_FILE_MESSAGE;
  if (needs === 'email' && !consented && !emailConsent(person.contact)) return EMAIL_NOT_OPTED_IN;
  if (needs === 'cell' && !consented && !textConsent(person.contact)) return TEXT_NOT_OPTED_IN;
  return null;
}

/** The address on file the message goes to: the person's, as the projection reads them, never a client's word. */
const addressOnFile = (current: CurrentDocs, subject: CustomerRecord['subject'], id: string, channel: 'email' | 'cell') =>
  personOf(current, subject, id)?.contact[channel].trim() ?? '';

/** Sending to someone who has not opted in is its own permission (domain/permissions: the dealer's managers). */
const outreachAction = (payload: { consent_override: boolean }) => (payload.consent_override ? 'customer.outreach_without_consent' : 'customer.outreach');

/** The activity line says when the user sent anyway: the override is on the person's record for all to see. */
const withoutConsent = (line: string, override: boolean) => (override ? `${line} (sent without consent)` : line);

function messageDoc(
  event: { id: string; dealer: string; actor: number; time: string },
  subject: CustomerRecord['subject'],
  personId: string,
  id: string,
  fields: MessageFields,
): Doc {
  const received = fields.direction === 'inbound' ? ' received' : '';
  const line = fields.channel === 'email' ? `E-mail${received}: ${fields.email_subject}` : `Text${received}: ${fields.body.slice(0, 120)}`;
  const record = logRecord(event, personId, fields.channel, withoutConsent(line, fields.consent_override), { subject, id: messageDocId(id) });
  return { ...record, message: fields };
}

const outbound = { direction: 'outbound', status: 'pending', error: '', from_address: '', mailbox_id: null, external_id: '' } as const;

/**
 * An e-mail written in the outreach section, the inbox or the Send Email popup: sent by the server after the push, to
 * the person's e-mail on file (the event names the person, never an address; a to_address of an older client is
 * ignored), only when they opted in to e-mail or the user, allowed to, chose to send anyway (consent_override).
 */
export const outreachEmailQueued = defineEvent({
  payload: v.object({
    id: Id,
    subject: Subject,
    customer_id: Id,
    email_subject: v.pipe(v.string(SUBJECT_REQUIRED_MESSAGE), v.trim(), v.nonEmpty(SUBJECT_REQUIRED_MESSAGE), v.maxLength(300)),
    body: Body(100_000, 'An e-mail holds at most 100,000 characters.'),
    html: v.optional(v.pipe(v.string(), v.maxLength(500_000)), ''),
    reply_to: v.optional(v.nullable(Id), null),
    consent_override: v.boolean(),
  }),
  action: outreachAction,
  targets: (event) => [personRef(event.payload.subject, event.payload.customer_id), messageRef(event.payload.id)],
  conflict: (event, current) =>
    current(messageRef(event.payload.id))
      ? 'This message was already sent.'
      : sendRefusal(current, event.payload.subject, event.payload.customer_id, 'email', event.payload.consent_override),
  project: (event, current) => {
    const { id, subject, customer_id, email_subject, body, html, reply_to, consent_override } = event.payload;
    const to_address = addressOnFile(current, subject, customer_id, 'email');
    const fields: MessageFields = { ...outbound, channel: 'email', email_subject, body, html: sanitizeHtml(html), to_address, reply_to, consent_override };
    return [{ ...messageRef(id), doc: messageDoc(event, subject, customer_id, id, fields) }];
  },
});

/**
 * A text written in the conversation: handed to the SMS provider by the server after the push, to the person's cell on
 * file, only when they opted in to texts, the user (allowed to) sends anyway, or it is the opt-in text (opt_in: the
 * server sends its own opt-in words, textOptInMessage, and fails one whose body says anything else).
 */
export const outreachTextQueued = defineEvent({
  payload: v.object({
    id: Id,
    subject: Subject,
    customer_id: Id,
    body: Body(TEXT_MAX_LENGTH, TEXT_TOO_LONG_MESSAGE),
    consent_override: v.boolean(),
    opt_in: v.optional(v.boolean(), false),
  }),
  action: outreachAction,
  targets: (event) => [personRef(event.payload.subject, event.payload.customer_id), messageRef(event.payload.id)],
  conflict: (event, current) =>
    current(messageRef(event.payload.id))
      ? 'This message was already sent.'
      : sendRefusal(current, event.payload.subject, event.payload.customer_id, 'cell', event.payload.consent_override || event.payload.opt_in),
  project: (event, current) => {
    const { id, subject, customer_id, body, consent_override } = event.payload;
    const to_address = addressOnFile(current, subject, customer_id, 'cell');
    const fields: MessageFields = { ...outbound, channel: 'text', email_subject: '', body, html: '', to_address, reply_to: null, consent_override };
    return [{ ...messageRef(id), doc: messageDoc(event, subject, customer_id, id, fields) }];
  },
});

/** How far a message has got: a late "sent" never undoes "delivered", and nothing undoes "failed" or "received". */
const RANK: Record<MessageStatus, number> = { pending: 0, sent: 1, delivered: 2, failed: 3, received: 3 };

/** The server handed a message over, or the provider reported on it (appended by the server). */
export const outreachMessageStatus = defineEvent({
  payload: v.object({
    id: Id,
    status: v.picklist(['sent', 'delivered', 'failed'] as const),
    error: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
    external_id: v.optional(v.pipe(v.string(), v.maxLength(998))),
    from_address: v.optional(Address),
    mailbox_id: v.optional(v.nullable(v.number())),
  }),
  action: null,
  targets: (event) => [messageRef(event.payload.id)],
  project: (event, current) => {
    const before = current(messageRef(event.payload.id));
    if (!before || !isOutreachMessage(before) || RANK[event.payload.status] <= RANK[before.message.status]) return [];
    const { status, error, external_id, from_address, mailbox_id } = event.payload;
    const message: MessageFields = {
      ...before.message,
      status,
      error: status === 'failed' ? error : '',
      external_id: external_id ?? before.message.external_id,
      from_address: from_address ?? before.message.from_address,
      mailbox_id: mailbox_id === undefined ? before.message.mailbox_id : mailbox_id,
    };
    return [{ ...messageRef(event.payload.id), doc: { ...before, message, updated_at: event.time } }];
  },
});

/** A reply or a new message from the person, matched to them by the server (IMAP poll, SMS webhook). */
export const outreachMessageReceived = defineEvent({
  payload: v.object({
    id: Id,
    subject: Subject,
    customer_id: Id,
    channel: v.picklist(['email', 'text'] as const),
    from_address: Address,
    to_address: Address,
    email_subject: v.pipe(v.string(), v.maxLength(998)),
    body: v.pipe(v.string(), v.maxLength(200_000)),
    html: v.pipe(v.string(), v.maxLength(1_000_000)),
    external_id: v.pipe(v.string(), v.maxLength(998)),
    reply_to: v.nullable(Id),
    mailbox_id: v.nullable(v.number()),
  }),
  action: null,
  targets: (event) => [messageRef(event.payload.id)],
  project: (event, current) => {
    if (current(messageRef(event.payload.id))) return [];
    const { id, subject, customer_id, channel, html, ...rest } = event.payload;
    const fields: MessageFields = { ...rest, channel, direction: 'inbound', status: 'received', error: '', html: sanitizeHtml(html), consent_override: false };
    return [{ ...messageRef(id), doc: messageDoc(event, subject, customer_id, id, fields) }];
  },
});

/** Staff opened the person's outreach: every message received until then is read (unread count 0). */
export const outreachRead = defineEvent({
  payload: v.object({ subject: Subject, customer_id: Id, read_at: v.pipe(v.string(), v.isoTimestamp()) }),
  action: 'customer.outreach',
  targets: (event) => [readMarkRef(event.dealer, event.payload.subject, event.payload.customer_id)],
  project: (event, current) => {
    const { subject, customer_id, read_at } = event.payload;
    const ref = readMarkRef(event.dealer, subject, customer_id);
    const before = current(ref);
    if (before?.kind === 'outreach_read' && before.read_at >= read_at) return [];
    const mark: ReadMark = { id: ref.id, dealer: event.dealer, kind: 'outreach_read', subject, customer_id, read_at };
    return [{ ...ref, doc: mark }];
  },
});

/**
 * A text keyword changed a customer's or prospect's text consent (STOP and the like: can_mail 0; START: 1; a prospect
 * has can_mail only once they answered one). Server-appended.
 */
export const customerTextConsent = defineEvent({
  payload: v.object({
    subject: v.optional(Subject, 'customer'),
    customer_id: Id,
    can_mail: v.picklist([0, 1] as const),
    keyword: v.pipe(v.string(), v.maxLength(40)),
  }),
  action: null,
  targets: (event) => [personRef(event.payload.subject, event.payload.customer_id)],
  project: (event, current) => {
    const { subject, customer_id, can_mail, keyword } = event.payload;
    const before = current(personRef(subject, customer_id));
    if (!before || before.contact.can_mail === can_mail) return [];
    const person = { ...before, contact: { ...before.contact, can_mail }, updated_at: event.time };
    const line = can_mail === 1 ? `Opted in to texts (${keyword})` : `Opted out of texts (${keyword})`;
    return [
      { ...personRef(subject, before.id), doc: person },
      { collection: 'activities', id: `log:${event.id}`, doc: logRecord(event, before.id, 'opt_in', line, { subject }) },
    ];
  },
});
