import * as v from 'valibot';

/**
 * What the dealer's staff record about a customer or a prospect, besides the DMS's data (the activities
 * collection): notes, and the log of what was done to the record (marked active or inactive, a salesperson set, a
 * vehicle added or removed, an opt-in sent or accepted), and the e-mails and texts exchanged with them (kinds email and
 * text, domain/outreach/outreachMessage.ts). `customer_id` names the person, customer or prospect as `subject` says.
 */
export const RECORD_KINDS = ['note', 'status', 'assign', 'vehicle', 'opt_in', 'email', 'text'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Whose record it is: a customer's (customers collection) or a prospect's (prospects). */
export const RecordSubjectSchema = v.picklist(['customer', 'prospect'] as const);

/** The fields every record of the activities collection has, whatever its kind. */
export const customerRecordEntries = {
  id: v.string(),
  dealer: v.string(),
  subject: RecordSubjectSchema,
  customer_id: v.string(),
  /** The note's text, or what the log line says ("Marked inactive", "Added 2021 Honda Civic"). */
  content: v.string(),
  /** The user who wrote it (the event's actor). */
  user_id: v.number(),
  /** For an assignment, the salesperson set (null: unassigned). */
  assigned_to: v.optional(v.nullable(v.number())),
  created_at: v.string(),
  updated_at: v.string(),
};

/** Any record read as a line of the activity log: a note, a log line or a message (whose message is not read here). */
export const CustomerRecordSchema = v.object({ ...customerRecordEntries, kind: v.picklist(RECORD_KINDS) });
export type CustomerRecord = v.InferOutput<typeof CustomerRecordSchema>;

/** A note or a log line as stored: every kind but the messages, which carry their message (OutreachMessageSchema). */
export const LogRecordSchema = v.strictObject({ ...customerRecordEntries, kind: v.picklist(['note', 'status', 'assign', 'vehicle', 'opt_in'] as const) });

export const NOTE_MAX_LENGTH = 2000;
export const NOTE_REQUIRED_MESSAGE = 'Please write a note.';
export const NOTE_TOO_LONG_MESSAGE = `A note holds at most ${NOTE_MAX_LENGTH} characters.`;

/** A note as typed in the notes popup: not blank, at most NOTE_MAX_LENGTH characters once trimmed. */
export const NoteTextSchema = v.pipe(
  v.string(NOTE_REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(NOTE_REQUIRED_MESSAGE),
  v.maxLength(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE),
);

/** Three recent notes are shown on an overview (spec 000 §9). */
export const RECENT_NOTES = 3;

/** A customer's notes, newest first (by when they were written, then id). */
export function notesNewestFirst(records: readonly CustomerRecord[]): CustomerRecord[] {
  return records
    .filter((record) => record.kind === 'note')
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
