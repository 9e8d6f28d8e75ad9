import type { OutgoingMail } from '../mail/mailPort.ts';

/** The opt-in e-mail (spec 000 §2 opt-in popup): the dealer asks the customer's consent to e-mail, by a link. */
export function optInMail(to: string, customerName: string, dealerName: string, link: string): OutgoingMail {
  const text = [
    `Hello ${customerName},`,
    '',
    `${dealerName} would like to send you news about your vehicles, service reminders and offers by e-mail.`,
    'If you agree, confirm with this link:',
    '',
    link,
    '',
    'If you do not want these e-mails, ignore this message: nothing changes until you follow the link.',
    '',
  ].join('\n');
  return { to, subject: `${dealerName}: may we e-mail you?`, text };
}
