import type { Database } from '../../db/database.ts';
import { imapClient } from '../../mailboxes/mailConnections.ts';
import type { MailboxAccess } from '../../mailboxes/mailboxAccess.ts';
import type { MailboxRecord } from '../../mailboxes/mailboxRecords.ts';
import { UnknownSenderRefused, type MessageReceiver } from '../receiveMessage.ts';
import { inboundMail } from './inboundMail.ts';
import { readPollState, writePollState } from './outreachMailRows.ts';

/** Messages taken from one mailbox per round; the rest wait for the next. */
const ROUND_MESSAGES = 100;
/** A message larger than this (attachments) is passed over with a log line. */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/**
 * Reads what arrived in the mailbox's INBOX since the last poll (docs/outreach.md "E-mail delivery"): signs in over
 * IMAP (a password, or XOAUTH2 with a fresh access token: MailboxAccess.incoming, which holds a POP3/SMTP account's
 * server to a public address and a mail port and connects to the address it checked), and on a first poll, or after the
 * folder's UIDVALIDITY changed, only notes the folder's UIDNEXT (earlier mail is not taken). Then each message above
 * the last UID taken, oldest first, is parsed, matched and handed to the receiver, and the UID is recorded at once,
 * so a poll cut short goes on where it stopped. A message the receiver fails on stops the round there (the next
 * round tries it again); one that is not to be taken (inboundMail) or whose unknown sender cannot become a lead is
 * passed over.
 */
export async function pollMailbox(db: Database, access: MailboxAccess, receiver: MessageReceiver, record: MailboxRecord): Promise<void> {
  const client = imapClient(await access.incoming(record));
  await client.connect();
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      const folder = client.mailbox;
      if (!folder) throw new Error('The INBOX could not be opened.');
      const validity = String(folder.uidValidity);
      const state = await readPollState(db, record.id);
      if (!state || state.uid_validity !== validity) {
        await writePollState(db, record.id, { uid_validity: validity, last_uid: Math.max(0, (folder.uidNext ?? 1) - 1) });
        return;
      }
      // "n:*" always names the newest message, even below n: what was taken is filtered out here.
      const found = (await client.search({ uid: `${state.last_uid + 1}:*` }, { uid: true })) || [];
      const uids = found.filter((uid) => uid > state.last_uid).sort((a, b) => a - b).slice(0, ROUND_MESSAGES);
      const mailbox = { id: record.id, dealer: record.dealer_token, email: record.email };
      const sizes = new Map<number, number>();
      if (uids.length > 0) for await (const head of client.fetch(uids.join(','), { uid: true, size: true }, { uid: true })) sizes.set(head.uid, head.size ?? 0);
      for (const uid of uids) {
        const message = (sizes.get(uid) ?? 0) <= MAX_MESSAGE_BYTES ? await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true }) : null;
        if (message && message.source) {
          const inbound = await inboundMail(db, mailbox, { uid_validity: validity, uid }, message.source);
          if (inbound) await receiver.receive(inbound).catch(passOver);
        } else if (message === null) console.error(`Mailbox ${record.id}: message ${uid} is over ${MAX_MESSAGE_BYTES} bytes and was passed over.`);
        await writePollState(db, record.id, { uid_validity: validity, last_uid: uid });
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}

function passOver(error: unknown): void {
  if (!(error instanceof UnknownSenderRefused)) throw error;
  console.error(`An incoming e-mail was passed over: ${error.message}`);
}
