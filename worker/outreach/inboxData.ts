import { calendarPersonName } from '../../domain/calendar/calendarEntry.ts';
import type { CustomerRecord } from '../../domain/customers/customerRecord.ts';
import type { DocRef } from '../../domain/events/collections.ts';
import type { MailboxDoc } from '../../domain/mailboxes/mailbox.ts';
import { inboxActivities, inboxRows, isRead, type EmailRecipient, type InboxFilter, type InboxLookups, type InboxMessage, type InboxRow } from '../../domain/outreach/inbox.ts';
import type { OutreachMessage, ReadMark } from '../../domain/outreach/outreachMessage.ts';
import { readDocs } from '../store/docWrites.ts';
import { refKey } from '../store/docRefs.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { readPosition } from '../sync/checkpoints.ts';

type Subject = CustomerRecord['subject'];

/** What the inbox shows of a person: the name, and the address and consent a reply needs. */
type PersonCard = { name: string; email: string; can_email: 0 | 1 };

/** The refs kinds the inbox reads: the mailboxes (sidebar) and the people's read marks (READ). */
export const INBOX_REF_KINDS = ['mailbox', 'outreach_read'] as const;

/**
 * One dealer's inbox as this device holds it: its mailboxes, its e-mails (activities of kind email), the read marks,
 * and the people those e-mails are with. refsPulled / emailsPulled: whether a pull ever read that collection to its end
 * (until then an empty list is "not here yet").
 */
export type InboxData = {
  dealer: string;
  mailboxes: MailboxDoc[];
  emails: OutreachMessage[];
  readMarks: Map<string, string>;
  people: Map<string, PersonCard>;
  refsPulled: boolean;
  emailsPulled: boolean;
};

const personKey = (subject: Subject, id: string) => `${subject}:${id}`;
const personRef = (subject: Subject, id: string): DocRef => ({ collection: subject === 'customer' ? 'customers' : 'prospects', id });

type PersonDoc = { type?: string; first_name: string; last_name: string; full_name?: string; contact?: { email?: string; can_email?: number } };

/** Reads a dealer's inbox from the local store. */
export async function readInboxData(store: Store, local: LocalState, dealer: string): Promise<InboxData> {
  const [refs, emails, refsPosition, emailsPosition] = await Promise.all([
    store.docs.where('refs', dealer, (doc) => (INBOX_REF_KINDS as readonly unknown[]).includes(doc.kind)),
    store.docs.where('activities', dealer, (doc) => doc.kind === 'email'),
    readPosition(local, dealer, 'refs'),
    readPosition(local, dealer, 'activities'),
  ]);
  const mailboxes = refs.filter((doc) => doc.kind === 'mailbox') as unknown as MailboxDoc[];
  const readMarks = new Map<string, string>();
  for (const doc of refs) {
    if (doc.kind !== 'outreach_read') continue;
    const mark = doc as unknown as ReadMark;
    readMarks.set(personKey(mark.subject, mark.customer_id), mark.read_at);
  }
  const messages = emails as unknown as OutreachMessage[];
  const found = await readDocs(
    store,
    dealer,
    messages.map((message) => personRef(message.subject, message.customer_id)),
  );
  const people = new Map<string, PersonCard>();
  for (const message of messages) {
    const doc = found.get(refKey(personRef(message.subject, message.customer_id))) as PersonDoc | undefined;
    if (!doc) continue;
    people.set(personKey(message.subject, message.customer_id), {
      name: calendarPersonName(doc),
      email: doc.contact?.email ?? '',
      can_email: doc.contact?.can_email === 1 ? 1 : 0,
    });
  }
  return {
    dealer,
    mailboxes,
    emails: messages,
    readMarks,
    people,
    refsPulled: refsPosition?.caughtUp === true,
    emailsPulled: emailsPosition?.caughtUp === true,
  };
}

/** A customer or prospect of the dealer as Compose writes to them; null when this device has no such person. */
export async function readEmailRecipient(store: Store, dealer: string, subject: Subject, id: string): Promise<EmailRecipient | null> {
  const ref = personRef(subject, id);
  const doc = (await readDocs(store, dealer, [ref])).get(refKey(ref)) as PersonDoc | undefined;
  if (!doc) return null;
  return { subject, id, name: calendarPersonName(doc), email: doc.contact?.email ?? '', can_email: doc.contact?.can_email === 1 ? 1 : 0 };
}

/** Whether the people named by the dealer's e-mails include this one (a change of their document changes the inbox). */
export function namesPerson(data: InboxData, subject: Subject, id: string): boolean {
  return data.people.has(personKey(subject, id)) || data.emails.some((message) => message.subject === subject && message.customer_id === id);
}

const lookupsOf = (data: InboxData): InboxLookups => ({
  name: (subject, id) => data.people.get(personKey(subject, id))?.name ?? '',
  readAt: (subject, id) => data.readMarks.get(personKey(subject, id)) ?? null,
});

/** The list's rows of a view (domain/outreach/inbox.ts). */
export function inboxDataRows(data: InboxData, filter: InboxFilter): InboxRow[] {
  return inboxRows(data.emails, lookupsOf(data), filter);
}

/** The reading pane of one e-mail, with the person's activity read from the store; null when this device has no such e-mail. */
export async function readInboxMessage(store: Store, data: InboxData, messageId: string): Promise<InboxMessage | null> {
  const message = data.emails.find((email) => email.id === messageId);
  if (!message) return null;
  const lookups = lookupsOf(data);
  const { subject, customer_id } = message;
  const card = data.people.get(personKey(subject, customer_id));
  const records = await store.docs.ofCustomer('activities', data.dealer, customer_id);
  const { email_subject, from_address, to_address, body, html } = message.message;
  return {
    id: message.id,
    created_at: message.created_at,
    email_subject,
    from_address,
    to_address,
    person: { subject, id: customer_id, name: lookups.name(subject, customer_id) },
    read: isRead(message.created_at, lookups.readAt(subject, customer_id)),
    body,
    html,
    person_email: card?.email ?? '',
    person_can_email: card?.can_email ?? 0,
    activities: inboxActivities(records as unknown as CustomerRecord[], { subject, id: customer_id }),
  };
}
