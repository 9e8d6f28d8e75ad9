import { simpleParser, type ParsedMail } from 'mailparser';
import type { MailboxNetwork } from '../../sync-server/mailboxes/mailboxNetwork.ts';
import { startImapServer, type LoopbackImap } from './imapServer.ts';
import { startSmtpServer, type ReceivedMail } from './mailboxServers.ts';

/** The dealer's own mailbox account, known to the loopback SMTP and IMAP servers. */
export const DEALER_DESK = 'desk@dealer.test';
export const DEALER_DESK_PASSWORD = 'desk-password';

/**
 * A dealer's mailbox on loopback (issue 28: a dealer's mail to its customers goes out through its own mailbox, never
 * the server's): a real SMTP server and a real IMAP server that know the desk's account, and the mailbox network
 * allowance that lets a dealer's POP3/SMTP mailbox reach them (MAILBOX_PRIVATE_HOSTS=allow on their ports).
 */
export type DealerMailboxServers = {
  network: MailboxNetwork;
  /** What the SMTP server accepted, oldest first (the connection check's own message left out once connected). */
  received: ReceivedMail[];
  /** The messages sent to this address, parsed (text, attachments), oldest first. */
  mailTo(address: string): Promise<ParsedMail[]>;
  /** The Settings > Mailboxes form of the desk's POP3/SMTP account (IMAP incoming), as POST /mailbox/create takes it. */
  account: Record<string, string | number>;
  imap: LoopbackImap;
  close(): Promise<void>;
};

/** Starts the servers; the SMTP server answers 550 to the recipients `refuses` names. */
export async function startDealerMailboxServers(options: { refuses?: (address: string) => boolean } = {}): Promise<DealerMailboxServers> {
  const accounts = { [DEALER_DESK]: DEALER_DESK_PASSWORD };
  const smtp = await startSmtpServer({ accounts, ...(options.refuses ? { refuses: options.refuses } : {}) });
  const imap = await startImapServer({ accounts });
  return {
    network: { privateHosts: true, smtpPorts: [smtp.port], incomingPorts: [imap.port] },
    received: smtp.received,
    mailTo: (address) => Promise.all(smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => simpleParser(mail.raw))),
    account: {
      mailbox_type_id: 3,
      name: 'Front Desk',
      email: DEALER_DESK,
      incoming_protocol: 'imap',
      address: '127.0.0.1',
      port: imap.port,
      username: DEALER_DESK,
      password: DEALER_DESK_PASSWORD,
      smtp_address: '127.0.0.1',
      smtp_port: smtp.port,
      smtp_username: DEALER_DESK,
      smtp_password: DEALER_DESK_PASSWORD,
    },
    imap,
    async close() {
      await imap.close();
      await smtp.close();
    },
  };
}

/** A JSON POST as a user who may manage mailboxes, for the dealer: the test's own way to reach the server. */
export type ManagerPost = (path: string, body: unknown) => Promise<Response>;

/**
 * Connects the desk's account as a manager does in Settings > Mailboxes (its creator is its first user), then makes
 * these users its users when given; answers its id.
 */
export async function connectDealerMailbox(servers: DealerMailboxServers, post: ManagerPost, users?: number[]): Promise<number> {
  const created = await post('/mailbox/create', servers.account);
  if (created.status !== 200) throw new Error(`The mailbox was refused: ${await created.text()}`);
  // The connection check mailed the desk itself: the tests look at what the dealer sends.
  servers.received.length = 0;
  const id = ((await created.json()) as { mailbox: { mailbox_id: number } }).mailbox.mailbox_id;
  if (users) {
    const chosen = await post(`/mailbox/${id}/users/update`, { users });
    if (chosen.status !== 200) throw new Error(`The mailbox's users were refused: ${await chosen.text()}`);
  }
  return id;
}
