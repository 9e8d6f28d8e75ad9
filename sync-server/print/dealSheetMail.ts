import type { OutgoingMail } from '../mail/mailPort.ts';
import type { PrintedDealSheet } from './opportunityDealSheet.ts';

/** What the e-mail of a deal sheet says: who sends it for which dealer, their message, and the link's life. */
export type DealSheetMailContent = { dealerName: string; sender: string; message: string; link: string; days: number };

/**
 * The e-mail of a deal sheet (POST /dealsheet/email): the sender's message, the PDF attached, and a link that opens
 * the same deal sheet for the dealer's deal sheet expiry (dealsheet_expiry days).
 */
export function dealSheetMail(to: string, sheet: PrintedDealSheet, content: DealSheetMailContent): OutgoingMail {
  const message = content.message.trim();
  const from = content.sender ? `${content.sender} at ${content.dealerName}` : content.dealerName;
  const text = [
    ...(message ? [message, ''] : []),
    `${from} sent you a deal sheet; it is attached to this e-mail.`,
    '',
    `Open it online (the link works for ${content.days} ${content.days === 1 ? 'day' : 'days'}): ${content.link}`,
    '',
  ].join('\n');
  return {
    to,
    subject: `Your deal sheet from ${content.dealerName}`,
    text,
    attachments: [{ filename: sheet.filename, contentType: 'application/pdf', content: sheet.pdf }],
  };
}
