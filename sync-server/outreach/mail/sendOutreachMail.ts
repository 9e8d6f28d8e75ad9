import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { EventEnvelope } from '../../../domain/events/envelope.ts';
import { sanitizeHtml } from '../../../domain/html/sanitizeHtml.ts';
import { NO_EMAIL_ON_FILE_MESSAGE, OUTREACH_EMAIL_QUEUED, OUTREACH_MESSAGE_STATUS } from '../../../domain/outreach/outreachEvents.ts';
import { isOutreachMessage, messageDocId } from '../../../domain/outreach/outreachMessage.ts';
import type { Database } from '../../db/database.ts';
import type { AfterPush, EventStore } from '../../events/eventStore.ts';
import { derivedId } from '../../events/derivedId.ts';
import { readLiveDoc } from '../../events/projectionTables.ts';
import { SYSTEM_ACTOR } from '../../events/systemEvents.ts';
import { loggableError } from '../../http/loggableError.ts';
import type { DealerMailboxes } from '../../mail/dealerMailboxes.ts';
import type { MailSender } from '../../mail/mailPort.ts';
import { takeSendQuota } from '../../limits/sendQuota.ts';
import { answerOf } from '../../mailboxes/mailConnections.ts';
import { messageRecipient } from '../messageRecipient.ts';
import { claimMail, settleInterruptedMail, settleMail } from './outreachMailRows.ts';

export const NO_MAILBOX_MESSAGE = "No mailbox is set up to send this dealer's e-mail.";
export const NOT_A_MAILBOX_USER_MESSAGE = "You are not a user of any of this dealer's mailboxes: ask a manager to add you in Settings > Mailboxes.";
const NO_SENDER_MESSAGES = { no_mailbox: NO_MAILBOX_MESSAGE, not_a_user: NOT_A_MAILBOX_USER_MESSAGE } as const;
export const INTERRUPTED_MESSAGE = 'The server stopped while handing this e-mail over: it may not have gone out.';

/** A claim left in `sending` this long belongs to a server that stopped (a send gives up after about a minute). */
const INTERRUPTED_AFTER_MS = 10 * 60_000;
const ERROR_MAX = 1000;

/** What sending reads of a stored outreach.email_queued event (never an address: see recipientOf). */
const QueuedSchema = v.object({
  id: v.string(),
  subject: v.picklist(['customer', 'prospect'] as const),
  customer_id: v.string(),
  email_subject: v.string(),
  body: v.string(),
  html: v.optional(v.string(), ''),
  reply_to: v.optional(v.nullable(v.string()), null),
});
type Queued = v.InferOutput<typeof QueuedSchema>;

/** A Message-ID of the sender's domain: `<uuid@dealer.example>`. */
export function newMessageId(fromAddress: string): string {
  const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1).trim().toLowerCase();
  return `<${randomUUID()}@${domain && fromAddress.includes('@') ? domain : 'localhost'}>`;
}

type Outcome = { status: 'sent'; rfcMessageId: string; sender: MailSender } | { status: 'failed'; error: string; sender: MailSender | null };

async function statusEvent(db: Database, dealer: string, messageId: string, outcome: Outcome): Promise<EventEnvelope> {
  const from = outcome.sender ? { from_address: outcome.sender.address, mailbox_id: outcome.sender.mailbox_id } : {};
  const payload =
    outcome.status === 'sent'
      ? { id: messageId, status: 'sent', external_id: outcome.rfcMessageId, ...from }
      : { id: messageId, status: 'failed', error: outcome.error.slice(0, ERROR_MAX), ...from };
  return {
    id: await derivedId(db, OUTREACH_MESSAGE_STATUS, dealer, messageId, outcome.status),
    type: OUTREACH_MESSAGE_STATUS,
    dealer,
    actor: SYSTEM_ACTOR,
    time: new Date().toISOString(),
    payload,
  };
}

/** The Message-ID of the message a reply answers (an e-mail sent or received, `msg:{id}` or its bare id), if it has one. */
async function answeredMessageId(db: Database, dealer: string, replyTo: string | null): Promise<string | null> {
  if (!replyTo) return null;
  const doc = await readLiveDoc(db, 'activities', dealer, messageDocId(replyTo.replace(/^msg:/, '')));
  const answered = doc && isOutreachMessage(doc) ? doc.message : null;
  return answered?.channel === 'email' && answered.external_id ? answered.external_id : null;
}

export type OutreachMailSender = {
  /** The after-push reaction: hands each accepted outreach.email_queued to the dealer's mailbox, without waiting for it. */
  afterPush: AfterPush;
  /** Settles as failed the e-mails a stopped server left half-sent (INTERRUPTED_MESSAGE); the poll runs it each round. */
  settleInterrupted(store: EventStore): Promise<void>;
  /** Resolves once every e-mail handed over so far is settled (the server's close waits for it; tests too). */
  idle(): Promise<void>;
};

/**
 * Sends the outreach e-mails users queue (docs/outreach.md "E-mail delivery"). After a push, each accepted
 * outreach.email_queued event (read back from the log, which a re-pushed id cannot change) is sent in the
 * background, the push answering at once: to the person's address on file (messageRecipient), through a mailbox of the
 * dealer whose users include the writer (DealerMailboxes.senderFor, the choice the appointment confirmation makes),
 * within the writer's and the dealer's send limits (sendQuota), with a Message-ID the server makes on the sender's
 * domain, and In-Reply-To and References when it answers an e-mail that has a Message-ID. Exactly once per message:
 * the outreach_mail row it inserts first decides who sends (a re-push, a retry, another server find it there). Then
 * outreach.message_status (actor 0) says sent (Message-ID, from address, mailbox) or failed with the mail server's
 * answer, or why it was not sent (no mailbox, none of the writer's, no address, a limit). Nothing here fails the
 * push: its events are recorded already.
 */
export function createOutreachMailSender(db: Database, mailboxes: DealerMailboxes): OutreachMailSender {
  const running = new Set<Promise<void>>();

  const track = (work: Promise<void>) => {
    const tracked = work.finally(() => running.delete(tracked));
    running.add(tracked);
  };

  const fail = async (store: EventStore, dealer: string, id: string, error: string, sender: MailSender | null) => {
    await store.appendSystem([await statusEvent(db, dealer, id, { status: 'failed', error, sender })]);
  };

  const send = async (store: EventStore, dealer: string, actor: number, queued: Queued): Promise<void> => {
    const choice = await mailboxes.senderFor(dealer, actor);
    const mailbox = choice.port;
    const to = await messageRecipient(db, dealer, queued.id);
    const refusal = choice.port === null ? NO_SENDER_MESSAGES[choice.reason] : to ? null : NO_EMAIL_ON_FILE_MESSAGE;
    const rfcMessageId = mailbox && !refusal ? newMessageId(mailbox.sender.address) : null;
    const person = { subject: queued.subject, customer_id: queued.customer_id };
    const claim = { message_id: queued.id, dealer, ...person, rfc_message_id: rfcMessageId, mailbox_id: mailbox?.sender.mailbox_id ?? null };
    if (!(await claimMail(db, { ...claim, status: rfcMessageId ? 'sending' : 'failed' }))) return;
    if (refusal !== null || !mailbox || !rfcMessageId) return fail(store, dealer, queued.id, refusal ?? NO_MAILBOX_MESSAGE, null);
    const quota = await takeSendQuota(db, 'outreach_email', { user: actor, dealer });
    if (!quota.ok) {
      await settleMail(db, queued.id, 'failed');
      return fail(store, dealer, queued.id, quota.message, mailbox.sender);
    }
    let outcome: Outcome;
    try {
      const answered = await answeredMessageId(db, dealer, queued.reply_to);
      await mailbox.send({
        to,
        subject: queued.email_subject,
        text: queued.body,
        ...(queued.html ? { html: sanitizeHtml(queued.html) } : {}),
        messageId: rfcMessageId,
        ...(answered ? { inReplyTo: answered, references: [answered] } : {}),
      });
      outcome = { status: 'sent', rfcMessageId, sender: mailbox.sender };
    } catch (error) {
      console.error(`Outreach e-mail ${queued.id} was not sent: ${loggableError(error)}`);
      outcome = { status: 'failed', error: answerOf(error), sender: mailbox.sender };
    }
    await settleMail(db, queued.id, outcome.status);
    await store.appendSystem([await statusEvent(db, dealer, queued.id, outcome)]);
  };

  const sendAccepted = async (store: EventStore, dealer: string, ids: string[]): Promise<void> => {
    const rows = await db.query<{ actor: number; payload: unknown }>('SELECT actor, payload FROM events WHERE dealer = $1 AND type = $2 AND id = ANY($3::text[]) ORDER BY seq', [
      dealer,
      OUTREACH_EMAIL_QUEUED,
      ids,
    ]);
    for (const row of rows) {
      const queued = v.safeParse(QueuedSchema, row.payload);
      if (!queued.success) continue;
      await send(store, dealer, row.actor, queued.output).catch((error: unknown) => {
        console.error(`Sending outreach e-mail ${queued.output.id} failed: ${loggableError(error)}`);
      });
    }
  };

  return {
    afterPush: async (store, dealer, events, response) => {
      const accepted = new Set(response.accepted);
      const ids = events.filter((event) => event.type === OUTREACH_EMAIL_QUEUED && accepted.has(event.id)).map((event) => event.id);
      if (ids.length === 0) return;
      track(
        sendAccepted(store, dealer, ids).catch((error: unknown) => {
          console.error(`Reading the e-mails a push queued failed: ${loggableError(error)}`);
        }),
      );
    },
    async settleInterrupted(store) {
      const interrupted = await settleInterruptedMail(db, INTERRUPTED_AFTER_MS);
      if (interrupted.length === 0) return;
      await store.appendSystem(
        await Promise.all(interrupted.map((mail) => statusEvent(db, mail.dealer, mail.message_id, { status: 'failed', error: INTERRUPTED_MESSAGE, sender: null }))),
      );
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
