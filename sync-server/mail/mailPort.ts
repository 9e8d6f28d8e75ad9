/** A message the server sends: password resets now, shares and campaigns later. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

/**
 * The mail port: over SMTP (nodemailer) when SMTP_URL is set, otherwise into the local mailbox table that the
 * /inbox screen and GET /inbox/messages show on localhost.
 */
export type MailPort = { send(mail: OutgoingMail): Promise<void> };
