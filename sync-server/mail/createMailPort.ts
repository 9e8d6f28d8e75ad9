import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import type { MailPort, OutgoingMail } from './mailPort.ts';

export const DEFAULT_MAIL_FROM = 'Dealer Back Office <no-reply@localhost>';

/**
 * Sends over SMTP (nodemailer, the smtp:// or smtps:// URL given) when configured; otherwise keeps each message
 * in local_mail, the local mailbox that /inbox shows. The sender is MAIL_FROM.
 */
export function createMailPort(db: Database, smtpUrl?: string, from: string = process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM): MailPort {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail: OutgoingMail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  return {
    async send(mail: OutgoingMail) {
      await db.query('INSERT INTO local_mail (sender, recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5)', [
        from,
        mail.to,
        mail.subject,
        mail.text,
        mail.html ?? '',
      ]);
    },
  };
}
