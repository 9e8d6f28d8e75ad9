import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import type { MailAttachment, MailPort, OutgoingMail } from './mailPort.ts';

export const DEFAULT_MAIL_FROM = 'Dealer Back Office <no-reply@localhost>';

/** An attachment as local_mail keeps it: the content in base64 inside the message's JSON array. */
export type StoredAttachment = { filename: string; content_type: string; content: string };

const stored = (attachment: MailAttachment): StoredAttachment => ({
  filename: attachment.filename,
  content_type: attachment.contentType,
  content: Buffer.from(attachment.content).toString('base64'),
});

/**
 * Sends over SMTP (nodemailer, the smtp:// or smtps:// URL given) when configured; otherwise keeps each message,
 * with its attachments, in local_mail, the local mailbox (read through GET /inbox/messages when LOCAL_MAILBOX=1,
 * so mail kept before it was enabled is there too). The sender is MAIL_FROM.
 */
export function createMailPort(db: Database, smtpUrl?: string, from: string = process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM): MailPort {
  const sender = { address: (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim(), mailbox_id: null };
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      sender,
      async send(mail: OutgoingMail) {
        const attachments = (mail.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content),
        }));
        const { messageId, inReplyTo, references } = mail;
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments, messageId, inReplyTo, references });
      },
    };
  }
  return {
    sender,
    async send(mail: OutgoingMail) {
      await db.query(
        'INSERT INTO local_mail (sender, recipient, subject, text_body, html_body, attachments) VALUES ($1, $2, $3, $4, $5, $6::jsonb)',
        [from, mail.to, mail.subject, mail.text, mail.html ?? '', JSON.stringify((mail.attachments ?? []).map(stored))],
      );
    },
  };
}
