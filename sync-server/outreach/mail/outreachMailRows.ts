import type { Queryable } from '../../db/database.ts';
import type { MessagePerson } from '../receiveMessage.ts';

/** An outreach e-mail as the server claims it (migration 016, outreach_mail): the message, its person, how it goes out. */
export type MailClaim = MessagePerson & {
  message_id: string;
  dealer: string;
  /** The Message-ID the server made, null when there was no mailbox to send it. */
  rfc_message_id: string | null;
  mailbox_id: number | null;
  status: 'sending' | 'failed';
};

/** Takes the message's row: true for the one caller that inserted it (and so sends), false when it was there. */
export async function claimMail(db: Queryable, claim: MailClaim): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO outreach_mail (message_id, dealer, subject, customer_id, rfc_message_id, mailbox_id, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (message_id) DO NOTHING RETURNING message_id`,
    [claim.message_id, claim.dealer, claim.subject, claim.customer_id, claim.rfc_message_id, claim.mailbox_id, claim.status],
  );
  return rows.length > 0;
}

export async function settleMail(db: Queryable, messageId: string, status: 'sent' | 'failed'): Promise<void> {
  await db.query('UPDATE outreach_mail SET status = $2, updated_at = now() WHERE message_id = $1', [messageId, status]);
}

/** An e-mail claimed for sending that was never settled: the server stopped while handing it over. */
export type InterruptedMail = { message_id: string; dealer: string; mailbox_id: number | null };

/** Marks failed, and answers, the e-mails left in `sending` for longer than `olderThanMs` (a server stopped mid-send). */
export async function settleInterruptedMail(db: Queryable, olderThanMs: number): Promise<InterruptedMail[]> {
  return db.query<InterruptedMail>(
    `UPDATE outreach_mail SET status = 'failed', updated_at = now()
     WHERE status = 'sending' AND updated_at < now() - make_interval(secs => $1::double precision)
     RETURNING message_id, dealer, mailbox_id`,
    [olderThanMs / 1000],
  );
}

/** The e-mail of the dealer's that one of these Message-IDs names (a reply's In-Reply-To, then its References, newest last). */
export async function findSentMail(db: Queryable, dealer: string, rfcMessageIds: readonly string[]): Promise<(MessagePerson & { message_id: string }) | null> {
  if (rfcMessageIds.length === 0) return null;
  const rows = await db.query<MessagePerson & { message_id: string; rfc_message_id: string }>(
    'SELECT message_id, subject, customer_id, rfc_message_id FROM outreach_mail WHERE dealer = $1 AND rfc_message_id = ANY($2::text[])',
    [dealer, [...rfcMessageIds]],
  );
  const rank = (row: { rfc_message_id: string }) => rfcMessageIds.indexOf(row.rfc_message_id);
  const [best] = rows.sort((a, b) => rank(a) - rank(b));
  return best ? { subject: best.subject, customer_id: best.customer_id, message_id: best.message_id } : null;
}

/** Where the poll of a mailbox's INBOX stands: the folder's UIDVALIDITY and the highest UID taken. */
export type PollState = { uid_validity: string; last_uid: number };

export async function readPollState(db: Queryable, mailboxId: number): Promise<PollState | null> {
  const [row] = await db.query<{ uid_validity: string; last_uid: number | string }>(
    'SELECT uid_validity, last_uid FROM outreach_mail_polls WHERE mailbox_id = $1',
    [mailboxId],
  );
  return row ? { uid_validity: row.uid_validity, last_uid: Number(row.last_uid) } : null;
}

/**
 * Records how far the poll read. Within one UIDVALIDITY the mark only moves forward (two servers polling at once
 * leave the higher); a new UIDVALIDITY replaces it.
 */
export async function writePollState(db: Queryable, mailboxId: number, state: PollState): Promise<void> {
  await db.query(
    `INSERT INTO outreach_mail_polls (mailbox_id, uid_validity, last_uid) VALUES ($1, $2, $3)
     ON CONFLICT (mailbox_id) DO UPDATE SET
       last_uid = CASE WHEN outreach_mail_polls.uid_validity = EXCLUDED.uid_validity
         THEN GREATEST(outreach_mail_polls.last_uid, EXCLUDED.last_uid) ELSE EXCLUDED.last_uid END,
       uid_validity = EXCLUDED.uid_validity,
       polled_at = now()`,
    [mailboxId, state.uid_validity, state.last_uid],
  );
}
