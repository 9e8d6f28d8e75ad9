/** A file sent with a message: a deal sheet PDF. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

/**
 * A message the server sends: password resets, shares, deal sheets (with their PDF attached), outreach e-mails (with
 * the Message-ID the server made, and the headers that thread a reply: In-Reply-To and References).
 */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The Message-ID header, `<id@domain>`; the transport makes one when absent. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
};

/** Who a port sends as: its from address, and the dealer's mailbox (Settings > Mailboxes id), null for the server's mail. */
export type MailSender = { address: string; mailbox_id: number | null };

/**
 * The mail port: over SMTP (nodemailer) when SMTP_URL is set, otherwise into the local mailbox table, which
 * GET /inbox/messages shows on localhost when LOCAL_MAILBOX=1.
 */
export type MailPort = { sender: MailSender; send(mail: OutgoingMail): Promise<void> };
