import * as v from 'valibot';
import { customerRecordEntries, RecordSubjectSchema, type CustomerRecord } from '../customers/customerRecord.ts';

/**
 * A text or e-mail exchanged with a customer or prospect (spec 001 §2.5): a document of the activities collection,
 * id `msg:{id}`, so it is also a line of the person's activity log. Outbound messages are written by the user's
 * event (pending until the server has handed them to the mailbox or the SMS provider, exactly once); inbound ones
 * are appended by the server when the IMAP poll or the SMS webhook receives them (docs/outreach.md).
 */
const MessageChannelSchema = v.picklist(['email', 'text'] as const);
export type MessageChannel = v.InferOutput<typeof MessageChannelSchema>;
export type MessageDirection = MessageFields['direction'];

/**
 * pending: written, not yet handed over (offline, or the server has not sent it yet); sent: the mailbox's SMTP server
 * or the SMS provider took it; delivered: the provider reported delivery (texts); failed: refused, with `error`
 * the server's message; received: an inbound message.
 */
export const MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'failed', 'received'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MessageFieldsSchema = v.strictObject({
  channel: MessageChannelSchema,
  direction: v.picklist(['outbound', 'inbound'] as const),
  status: v.picklist(MESSAGE_STATUSES),
  /** The server's (or provider's) message when status is failed; '' otherwise. */
  error: v.string(),
  /** E-mail subject; '' for a text. */
  email_subject: v.string(),
  /** The plain text: a text's body, an e-mail's text part. */
  body: v.string(),
  /** An e-mail's HTML part, sanitised (domain/html/sanitizeHtml.ts) by the projection that stores it; '' when none. */
  html: v.string(),
  /** E-mail address or E.164 phone number of the recipient and the sender ('' while an outbound one is pending). */
  to_address: v.string(),
  from_address: v.string(),
  /** The mailbox (Settings > Mailboxes id) an e-mail went out or came in through; null for texts and until sent. */
  mailbox_id: v.nullable(v.number()),
  /** The RFC 5322 Message-ID of an e-mail, or the SMS provider's message id; '' until known. */
  external_id: v.string(),
  /** The message this one answers (a `msg:` id), or null. */
  reply_to: v.nullable(v.string()),
  /** Sent without consent: the user chose "send anyway" at the consent prompt. */
  consent_override: v.boolean(),
});
export type MessageFields = v.InferOutput<typeof MessageFieldsSchema>;

/** A message as the activities collection keeps it: a line of the person's log with the message itself. */
export const OutreachMessageSchema = v.strictObject({ ...customerRecordEntries, kind: MessageChannelSchema, message: MessageFieldsSchema });
export type OutreachMessage = v.InferOutput<typeof OutreachMessageSchema>;

export const messageDocId = (id: string): string => `msg:${id}`;

/** The document id of a person's read mark (refs): when their conversation was last opened by staff. */
export const readMarkDocId = (dealer: string, subject: CustomerRecord['subject'], personId: string): string =>
  `outreach_read:${dealer}:${subject}:${personId}`;

/** A person's read mark (refs, kind "outreach_read"). */
export const ReadMarkSchema = v.strictObject({
  id: v.string(),
  dealer: v.string(),
  kind: v.literal('outreach_read'),
  subject: RecordSubjectSchema,
  customer_id: v.string(),
  read_at: v.string(),
});
export type ReadMark = v.InferOutput<typeof ReadMarkSchema>;

export function isOutreachMessage(record: { kind: string }): record is OutreachMessage {
  return record.kind === 'email' || record.kind === 'text';
}

/** What a failed message says when the server gave no reason (spec 001 §2.5: an error message). */
export const MESSAGE_NOT_SENT_TEXT = 'The message could not be sent.';

/**
 * Why an outbound message failed (the server's or the provider's message, or ours when it gave none), or null for a
 * record that is no failed message. A failed message was never exchanged: it is counted nowhere, and wherever it is
 * listed it says Failed and why (issue 28).
 */
export function messageFailure(record: { kind: string }): string | null {
  if (!isOutreachMessage(record) || record.message.status !== 'failed') return null;
  return record.message.error || MESSAGE_NOT_SENT_TEXT;
}

/** A record's line in an activity list: its content, and for a failed message "Failed:" and why after it. */
export function activityLine(record: CustomerRecord): string {
  const failure = messageFailure(record);
  return failure === null ? record.content : `${record.content} (Failed: ${failure})`;
}

/** Inbound messages received after the read mark (all of them when the conversation was never opened). */
export function unreadCount(messages: readonly OutreachMessage[], readAt: string | null): number {
  return messages.filter((message) => message.message.direction === 'inbound' && (readAt === null || message.created_at > readAt)).length;
}
