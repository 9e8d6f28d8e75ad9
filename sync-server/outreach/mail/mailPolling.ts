import type { Database } from '../../db/database.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { loggableError } from '../../http/loggableError.ts';
import type { MailboxAccess } from '../../mailboxes/mailboxAccess.ts';
import { loadSendingMailboxes, type MailboxRecord } from '../../mailboxes/mailboxRecords.ts';
import type { MessageReceiver } from '../receiveMessage.ts';
import { pollMailbox } from './pollMailbox.ts';
import type { OutreachMailSender } from './sendOutreachMail.ts';

/** How often the mailboxes are polled when OUTREACH_POLL_MS is not set: every minute. */
export const DEFAULT_POLL_MS = 60_000;
/** Mailboxes polled at the same time. */
const PARALLEL_MAILBOXES = 4;

/** OUTREACH_POLL_MS as a number of milliseconds (at least one second), DEFAULT_POLL_MS when unset or not a number. */
export function pollIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.OUTREACH_POLL_MS);
  return env.OUTREACH_POLL_MS && Number.isFinite(ms) && ms >= 1000 ? ms : DEFAULT_POLL_MS;
}

/**
 * The mailboxes the poll reads: those that send a dealer's mail (not suspended, not deleted, lead on) and are read
 * over IMAP (every Google and Microsoft mailbox; a POP3/SMTP account whose incoming protocol is IMAP).
 */
async function polledMailboxes(db: Database): Promise<MailboxRecord[]> {
  const dealers = await db.query<{ token: string }>(
    `SELECT DISTINCT d.token FROM mailboxes m JOIN dealers d ON d.id = m.dealer_id
     WHERE m.suspended_at IS NULL AND m.deleted_at IS NULL AND m.lead`,
  );
  const records = await loadSendingMailboxes(db, dealers.map((row) => row.token));
  return records.filter((record) => record.mailbox_type_id !== 3 || record.incoming_protocol === 'imap');
}

export type MailPolling = {
  /** Polls every mailbox once, after a round under way: what was in the INBOXes when it was called is taken. */
  pollNow(): Promise<void>;
  /** Polls every `intervalMs`, counted from the end of a round (rounds never overlap). */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a round under way (the server's close). */
  stop(): Promise<void>;
};

/**
 * The IMAP poll of outreach replies (docs/outreach.md "E-mail delivery"): each round first settles the e-mails a
 * stopped server left half-sent, then reads each polled mailbox (pollMailbox), a few at a time; a mailbox that cannot
 * be read (a refused login, a server away) is logged and tried again next round.
 */
export function createMailPolling(db: Database, store: EventStore, access: MailboxAccess, receiver: MessageReceiver, sender: OutreachMailSender): MailPolling {
  let tail: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const round = async (): Promise<void> => {
    await sender.settleInterrupted(store).catch((error: unknown) => console.error(`Settling interrupted e-mails failed: ${loggableError(error)}`));
    const queue = await polledMailboxes(db);
    const worker = async () => {
      for (let record = queue.shift(); record && !stopped; record = queue.shift()) {
        await pollMailbox(db, access, receiver, record).catch((error: unknown) => {
          console.error(`Polling mailbox ${record.id} failed: ${loggableError(error)}`);
        });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_MAILBOXES }, worker));
  };

  const pollNow = (): Promise<void> => {
    const next = tail.then(round).catch((error: unknown) => console.error(`Polling the mailboxes failed: ${loggableError(error)}`));
    tail = next;
    return next;
  };

  const schedule = (intervalMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void pollNow().then(() => schedule(intervalMs)), intervalMs);
    timer.unref();
  };

  return {
    pollNow,
    start: schedule,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await tail;
    },
  };
}
