import * as v from 'valibot';

/**
 * What the dealer's staff record about a customer or a prospect, besides the DMS's data (the activities
 * collection): notes, and the log of what was done to the record (marked active or inactive, a salesperson set, a
 * vehicle added or removed, an opt-in sent or accepted), and the e-mails and texts exchanged with them (kinds email and
 * text, domain/outreach/outreachMessage.ts). `customer_id` names the person, customer or prospect as `subject` says.
 */
export const RECORD_KINDS = ['note', 'status', 'assign', 'vehicle', 'opt_in', 'email', 'text'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export type CustomerRecord = {
  id: string;
  dealer: string;
  subject: 'customer' | 'prospect';
  customer_id: string;
  kind: RecordKind;
  /** The note's text, or what the log line says ("Marked inactive", "Added 2021 Honda Civic"). */
  content: string;
  /** The user who wrote it (the event's actor). */
  user_id: number;
  /** For an assignment, the salesperson set (null: unassigned). */
  assigned_to?: number | null;
  created_at: string;
  updated_at: string;
};

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
