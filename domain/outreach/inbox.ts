import { RECORD_TYPES } from '../customers/customerActivityLog.ts';
import type { CustomerRecord } from '../customers/customerRecord.ts';
import type { MailboxDoc } from '../mailboxes/mailbox.ts';
import { messageFailure, type OutreachMessage } from './outreachMessage.ts';

/** The inbox's words (spec 003 "Inbox", §8), verbatim. */
export const NO_MAILBOXES_TEXT = 'NO MAILBOXES';
export const NO_INBOX_EMAILS_TEXT = 'NO EMAILS';

/** A mailbox of the sidebar (spec 003 §3: mailbox {id, name, email}). */
export type InboxMailbox = { mailbox_id: number; name: string; email: string };

/** The dealer's mailboxes in the sidebar: every one not deleted (a suspended one keeps the mail it received), A to Z. */
export function inboxMailboxes(docs: readonly Pick<MailboxDoc, 'mailbox_id' | 'name' | 'email' | 'deleted_at'>[]): InboxMailbox[] {
  return docs
    .filter((doc) => doc.deleted_at === null)
    .map(({ mailbox_id, name, email }) => ({ mailbox_id, name, email }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.mailbox_id - b.mailbox_id);
}

/** The person a message is with, as the inbox shows them. */
export type InboxPerson = { subject: CustomerRecord['subject']; id: string; name: string };

/**
 * A row of the e-mail list (spec 003 §3: message {id, created_at, subject, from_email, to_email, customer {full_name}}),
 * with its READ marker: read once it was received at or before the person's read mark.
 */
export type InboxRow = {
  /** The message's document id, msg:{id}. */
  id: string;
  created_at: string;
  email_subject: string;
  from_address: string;
  to_address: string;
  person: InboxPerson;
  read: boolean;
};

/** The list's view: the mailbox whose e-mails show, and the search box's words. */
export type InboxFilter = { mailbox: number | null; search: string };

/** Received at or before the person's read mark (outreach.read): read. */
export function isRead(receivedAt: string, readAt: string | null): boolean {
  return readAt !== null && receivedAt <= readAt;
}

/** What the list reads the messages with: each person's name and read mark. */
export type InboxLookups = {
  name: (subject: CustomerRecord['subject'], id: string) => string;
  readAt: (subject: CustomerRecord['subject'], id: string) => string | null;
};

/** The e-mails a mailbox received: inbound, through that mailbox (the inbox lists only those: docs/outreach.md). */
export function inMailbox(message: OutreachMessage, mailbox: number | null): boolean {
  return message.kind === 'email' && message.message.direction === 'inbound' && mailbox !== null && message.message.mailbox_id === mailbox;
}

/** The rows of a view, newest first: the mailbox's received e-mails whose subject, sender, person's name or body hold every word searched. */
export function inboxRows(messages: readonly OutreachMessage[], lookups: InboxLookups, filter: InboxFilter): InboxRow[] {
  const words = filter.search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const rows: InboxRow[] = [];
  for (const message of messages) {
    if (!inMailbox(message, filter.mailbox)) continue;
    const person: InboxPerson = { subject: message.subject, id: message.customer_id, name: lookups.name(message.subject, message.customer_id) };
    const { email_subject, from_address, to_address, body } = message.message;
    if (words.length > 0) {
      const text = [email_subject, from_address, person.name, body].join('\n').toLocaleLowerCase();
      if (!words.every((word) => text.includes(word))) continue;
    }
    const read = isRead(message.created_at, lookups.readAt(message.subject, message.customer_id));
    rows.push({ id: message.id, created_at: message.created_at, email_subject, from_address, to_address, person, read });
  }
  return rows.sort((a, b) => (a.created_at === b.created_at ? b.id.localeCompare(a.id) : b.created_at < a.created_at ? -1 : 1));
}

/**
 * A line of the reading pane's activity list (spec 003 §3: activities [{id, type, created_at}]); a message that failed
 * says so and why (issue 28).
 */
export type InboxActivity = { id: string; type: string; created_at: string };

/** The person's activity, newest first: each record's kind in the activity tab's words ("Text (Failed: …)" for a failed one). */
export function inboxActivities(records: readonly CustomerRecord[], person: Pick<InboxPerson, 'subject' | 'id'>): InboxActivity[] {
  const typeOf = (record: CustomerRecord) => {
    const failure = messageFailure(record);
    return failure === null ? RECORD_TYPES[record.kind] : `${RECORD_TYPES[record.kind]} (Failed: ${failure})`;
  };
  return records
    .filter((record) => record.subject === person.subject && record.customer_id === person.id)
    .map((record) => ({ id: record.id, type: typeOf(record), created_at: record.created_at }))
    .sort((a, b) => (a.created_at === b.created_at ? b.id.localeCompare(a.id) : b.created_at < a.created_at ? -1 : 1));
}

/**
 * The reading pane (spec 003 "Inbox"): the row, its bodies (the HTML sanitised by the projection that stored it), the
 * person's address and e-mail consent for a reply, and their activity.
 */
export type InboxMessage = InboxRow & {
  body: string;
  html: string;
  person_email: string;
  person_can_email: 0 | 1;
  activities: InboxActivity[];
};

/** Whom Compose writes to: the person's name, address on file and e-mail consent (the Send Email popup's person). */
export type EmailRecipient = InboxPerson & { email: string; can_email: 0 | 1 };

/** The reading pane's state: loading until the message was looked for, missing when this device has no such e-mail. */
export type InboxMessageState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; message: InboxMessage };
