import type { SupportRequest } from '../../domain/support/supportRequest.ts';
import type { DealerRow } from '../context.ts';
import type { OutgoingMail } from '../mail/mailPort.ts';

/** Who sent a support request: the signed-in account, whatever name the form gives. */
export type SupportSender = { id: number; name: string; email: string };

/**
 * The support request's e-mail to the dealer group's support address: the dealer and the account it came from,
 * then every field of the form (spec 000 §3 "Support request"), the description last and whole.
 */
export function supportMail(request: SupportRequest, dealer: DealerRow, sender: SupportSender, to: string, sentAt: Date): OutgoingMail {
  const text = [
    `A support request from ${dealer.name} (${dealer.key}).`,
    '',
    `Dealer: ${dealer.name} (${dealer.key})`,
    `User: ${sender.name} <${sender.email}> (user ${sender.id})`,
    `Sent: ${sentAt.toISOString()}`,
    '',
    `Name: ${request.name}`,
    `Phone: ${request.phone || 'not given'}`,
    `Email: ${request.email}`,
    `Browser: ${request.browser}`,
    `Concern location: ${request.concern_location}`,
    '',
    'Concern description:',
    request.concern_description,
    '',
  ].join('\n');
  return { to, subject: `Support request from ${request.name} at ${dealer.name}`, text };
}
