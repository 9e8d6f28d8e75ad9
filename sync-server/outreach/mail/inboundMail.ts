import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { messageDocId } from '../../../domain/outreach/outreachMessage.ts';
import type { Queryable } from '../../db/database.ts';
import { loggableError } from '../../http/loggableError.ts';
import { findLeadPerson } from '../../leads/leadPeople.ts';
import type { InboundMessage, MessagePerson } from '../receiveMessage.ts';
import { findSentMail } from './outreachMailRows.ts';

/** The mailbox a message came in through, as the match needs it. */
export type ReceivingMailbox = { id: number; dealer: string; email: string };

/** Where in its mailbox a message lies: the INBOX's UIDVALIDITY and the message's UID (its key when it has no Message-ID). */
export type MailPlace = { uid_validity: string; uid: number };

const MESSAGE_ID = /<[^<>\s]+>/g;

/** The Message-IDs a header names, in its order. */
const idsOf = (value: string | string[] | undefined): string[] => [value ?? ''].flat().flatMap((text) => text.match(MESSAGE_ID) ?? []);

function firstAddress(field: AddressObject | AddressObject[] | undefined): { address: string; name: string } | null {
  for (const object of [field ?? []].flat()) {
    for (const entry of object.value) {
      if (entry.address) return { address: entry.address.trim().toLowerCase(), name: entry.name.trim() };
    }
  }
  return null;
}

/**
 * Mail that no person wrote (RFC 3834's Auto-Submitted, delivery reports, the mailer daemon): received from a known
 * person it is kept, but it never makes a lead.
 */
function isAutomatic(parsed: ParsedMail, sender: string): boolean {
  const submitted = String(parsed.headers.get('auto-submitted') ?? 'no').trim().toLowerCase();
  const type = parsed.headers.get('content-type');
  const report = typeof type === 'object' && type !== null && 'value' in type && String(type.value).toLowerCase() === 'multipart/report';
  return submitted !== 'no' || report || /^(mailer-daemon|postmaster)@/.test(sender);
}

/**
 * The person a reply answers: the e-mail its In-Reply-To names, then its References from the newest; else the
 * dealer's customer or prospect with the sender's e-mail (findLeadPerson, the lead intake's rule); else null.
 */
async function matchPerson(
  db: Queryable,
  dealer: string,
  parsed: ParsedMail,
  sender: string,
): Promise<{ person: MessagePerson | null; reply_to: string | null }> {
  const answered = [...idsOf(parsed.inReplyTo), ...idsOf(parsed.references).reverse()];
  const sent = await findSentMail(db, dealer, answered);
  if (sent) return { person: { subject: sent.subject, customer_id: sent.customer_id }, reply_to: messageDocId(sent.message_id) };
  const known = await findLeadPerson(db, dealer, { email: sender, phone: '' });
  return { person: known ? { subject: known.kind, customer_id: known.id } : null, reply_to: null };
}

/**
 * A message of a polled mailbox as the message receiver takes it (docs/outreach.md "E-mail delivery"), or null when
 * it is not one to take: unreadable, no sender, sent by the mailbox itself, or automatic mail from nobody the dealer knows. The
 * body is the text part (mailparser makes one from the HTML when there is none), the HTML part as received (the
 * event's projection sanitises it). A message is keyed by its Message-ID, so the same message polled twice, or by two
 * servers, or in two mailboxes of the dealer, is received once; by its place in the mailbox when it has none.
 */
export async function inboundMail(db: Queryable, mailbox: ReceivingMailbox, place: MailPlace, source: Buffer): Promise<InboundMessage | null> {
  const parsed = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true }).catch((error: unknown) => {
    console.error(`Mailbox ${mailbox.id}: message ${place.uid} could not be parsed and was passed over: ${loggableError(error)}`);
    return null;
  });
  if (!parsed) return null;
  const from = firstAddress(parsed.from);
  if (!from || from.address === mailbox.email.trim().toLowerCase()) return null;
  const { person, reply_to } = await matchPerson(db, mailbox.dealer, parsed, from.address);
  if (!person && isAutomatic(parsed, from.address)) return null;
  const [messageId = ''] = idsOf(parsed.messageId);
  return {
    dealer: mailbox.dealer,
    channel: 'email',
    person,
    from_address: from.address,
    from_name: from.name,
    to_address: mailbox.email,
    email_subject: parsed.subject ?? '',
    body: (parsed.text ?? '').trimEnd(),
    html: parsed.html || '',
    external_id: messageId,
    reply_to,
    mailbox_id: mailbox.id,
    event_key: messageId ? `message-id:${messageId}` : `imap:${mailbox.id}:${place.uid_validity}:${place.uid}`,
  };
}
