import { MESSAGE_NOT_SENT_TEXT, type OutreachMessage } from '../../domain/outreach/outreachMessage.ts';

/** What a message's status reads as (pending: written, not handed over yet, as when written off line). */
const STATUS_TEXT: Record<OutreachMessage['message']['status'], string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  received: 'Received',
};

export function messageStatusText(message: OutreachMessage): string {
  return STATUS_TEXT[message.message.status];
}

/** Spec 001 §2.5: a failed send shows the server's message, or an error message when it gave none. */
export function failureText(message: OutreachMessage): string {
  return message.message.error || MESSAGE_NOT_SENT_TEXT;
}

/** Who a message went between, from the staff's side. */
export function directionText(message: OutreachMessage): string {
  return message.message.direction === 'inbound' ? 'Incoming' : 'Outgoing';
}
