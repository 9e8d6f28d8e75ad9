import type { ShareRequest } from '../../domain/share/share.ts';
import type { OutgoingMail } from '../mail/mailPort.ts';

/**
 * The e-mail of a share (spec 002 "Share popup"): who shared which page, their message, and the absolute link to
 * the page in the app.
 */
export function shareMail(share: ShareRequest, sender: string, recipient: string, publicUrl: string): OutgoingMail {
  const link = `${publicUrl.replace(/\/$/, '')}${share.url}`;
  const message = share.message.trim();
  const text = [`${sender} shared ${share.title} with you.`, ...(message ? ['', message] : []), '', `Open it: ${link}`, ''].join('\n');
  return { to: recipient, subject: `${sender} shared ${share.title}`, text };
}
