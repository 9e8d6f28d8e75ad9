/** A file sent with a message: a deal sheet PDF. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

/** A message the server sends: password resets, shares, deal sheets (with their PDF attached). */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

/**
 * The mail port: over SMTP (nodemailer) when SMTP_URL is set, otherwise into the local mailbox table, which
 * GET /inbox/messages shows on localhost when LOCAL_MAILBOX=1.
 */
export type MailPort = { send(mail: OutgoingMail): Promise<void> };
