import type { Queryable } from '../../db/database.ts';
import { derivedId } from '../../events/derivedId.ts';
import type { MessagePerson } from '../receiveMessage.ts';

/** A user's message, or the answer to a keyword that turned texts off (opt_out) or on (opt_in). */
export type TextKind = 'message' | 'opt_out' | 'opt_in';

/** A text to hand over, as its row is claimed: whose, to what number, answering or carrying which message. */
export type TextClaim = MessagePerson & { dealer: string; kind: TextKind; message_id: string; to_address: string };

export type TextRow = TextClaim & { id: string; status: 'sending' | 'sent' | 'failed'; provider_id: string };

/** How a hand-over ended: the provider took it (its id), or it failed and why. */
export type TextOutcome = { status: 'sent'; provider_id: string; from_address: string } | { status: 'failed'; error: string; from_address: string };


/** Takes a text's row: its id for the one caller that inserted it (and so sends), null when it was there already. */
export async function claimText(db: Queryable, claim: TextClaim): Promise<string | null> {
  // The same dealer, kind and message always make the same row id (migration 017).
  const id = await derivedId(db, 'outreach.text', claim.dealer, claim.kind, claim.message_id);
  const rows = await db.query(
    `INSERT INTO outreach_texts (id, dealer, kind, message_id, subject, customer_id, to_address, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'sending') ON CONFLICT (id) DO NOTHING RETURNING id`,
    [id, claim.dealer, claim.kind, claim.message_id, claim.subject, claim.customer_id, claim.to_address],
  );
  return rows.length > 0 ? id : null;
}

export async function settleText(db: Queryable, id: string, outcome: TextOutcome): Promise<void> {
  await db.query('UPDATE outreach_texts SET status = $2, provider_id = $3, error = $4, from_address = $5, updated_at = now() WHERE id = $1', [
    id,
    outcome.status,
    outcome.status === 'sent' ? outcome.provider_id : '',
    outcome.status === 'failed' ? outcome.error : '',
    outcome.from_address,
  ]);
}

export async function readTextRow(db: Queryable, id: string): Promise<TextRow | null> {
  const [row] = await db.query<TextRow>(
    'SELECT id, dealer, kind, message_id, subject, customer_id, to_address, status, provider_id FROM outreach_texts WHERE id = $1',
    [id],
  );
  return row ?? null;
}

/** The dealer's latest message texted to this number: whom it went to and which it was; null when none. */
export async function lastTextTo(db: Queryable, dealer: string, number: string): Promise<(MessagePerson & { message_id: string }) | null> {
  const [row] = await db.query<MessagePerson & { message_id: string }>(
    `SELECT subject, customer_id, message_id FROM outreach_texts WHERE dealer = $1 AND to_address = $2 AND kind = 'message'
     ORDER BY created_at DESC LIMIT 1`,
    [dealer, number],
  );
  return row ?? null;
}

/** The dealer's latest keyword answer to this number that did not fail: which way it went, or null when none. */
export async function lastAnswerTo(db: Queryable, dealer: string, number: string): Promise<'opt_out' | 'opt_in' | null> {
  const [row] = await db.query<{ kind: 'opt_out' | 'opt_in' }>(
    `SELECT kind FROM outreach_texts WHERE dealer = $1 AND to_address = $2 AND kind IN ('opt_out', 'opt_in') AND status <> 'failed'
     ORDER BY created_at DESC LIMIT 1`,
    [dealer, number],
  );
  return row?.kind ?? null;
}
