import { calendarPersonName } from '../../domain/calendar/calendarEntry.ts';
import type { CustomerRecord } from '../../domain/customers/customerRecord.ts';
import type { DocOf, RefKind, RefOf } from '../../domain/events/collectionDocs.ts';
import type { MailboxDoc } from '../../domain/mailboxes/mailbox.ts';
import { inboxActivities, inboxRows, isRead, type EmailRecipient, type InboxFilter, type InboxLookups, type InboxMessage, type InboxRow } from '../../domain/outreach/inbox.ts';
import type { OutreachMessage } from '../../domain/outreach/outreachMessage.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { readPosition } from '../sync/checkpoints.ts';

type Subject = CustomerRecord['subject'];

/** What the inbox shows of a person: the name, and the address and consent a reply needs. */
type PersonCard = { name: string; email: string; can_email: 0 | 1 };

/** The refs kinds the inbox reads: the mailboxes (sidebar) and the people's read marks (READ). */
export const INBOX_REF_KINDS = ['mailbox', 'outreach_read'] as const;

const isInboxRef = (doc: DocOf<'refs'>): doc is RefOf<(typeof INBOX_REF_KINDS)[number]> => (INBOX_REF_KINDS as readonly RefKind[]).includes(doc.kind);

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

type Person = DocOf<'customers'> | DocOf<'prospects'>;

const cardOf = (person: Person): PersonCard => ({ name: calendarPersonName(person), email: person.contact.email, can_email: person.contact.can_email });

/** The dealer's customers and prospects, to look the people of messages up by subject and id. */
async function peopleOf(store: Store, dealer: string): Promise<(subject: Subject, id: string) => Person | undefined> {
  const [customers, prospects] = await Promise.all([store.docs.docs('customers', dealer), store.docs.docs('prospects', dealer)]);
  return (subject, id) => (subject === 'customer' ? customers.get(id) : prospects.get(id));
}

/** Reads a dealer's inbox from the local store. */
export async function readInboxData(store: Store, local: LocalState, dealer: string): Promise<InboxData> {
  const [refs, messages, refsPosition, emailsPosition, personOf] = await Promise.all([
    store.docs.where('refs', dealer, isInboxRef),
    store.docs.where('activities', dealer, (doc): doc is OutreachMessage => doc.kind === 'email'),
    readPosition(local, dealer, 'refs'),
    readPosition(local, dealer, 'activities'),
    peopleOf(store, dealer),
  ]);
  const mailboxes = refs.filter((doc) => doc.kind === 'mailbox');
  const readMarks = new Map<string, string>();
  for (const mark of refs) {
    if (mark.kind === 'outreach_read') readMarks.set(personKey(mark.subject, mark.customer_id), mark.read_at);
  }
  const people = new Map<string, PersonCard>();
  for (const message of messages) {
    const person = personOf(message.subject, message.customer_id);
    if (person) people.set(personKey(message.subject, message.customer_id), cardOf(person));
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
  const person = subject === 'customer' ? await store.docs.get('customers', dealer, id) : await store.docs.get('prospects', dealer, id);
  return person ? { subject, id, ...cardOf(person) } : null;
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
    activities: inboxActivities(records, { subject, id: customer_id }),
  };
}
