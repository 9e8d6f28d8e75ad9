import { OUTREACH_EMAIL_QUEUED, OUTREACH_READ, OUTREACH_TEXT_QUEUED } from './outreachEvents.ts';

type Person = { subject: 'customer' | 'prospect'; customer_id: string };

/**
 * What the outreach section, the inbox and the Send Email popup ask (spec 001 §2.5, spec 003 Inbox): send an e-mail
 * or a text (the client makes the message id) to a person, who is named, never their address (the server sends to the
 * one on file), and mark a person's messages read up to a time. The worker dispatches these
 * (domain/commands/command.ts); the server sends what they queue after the push.
 */
export type OutreachCommand =
  | (Person & {
      type: 'outreach.sendEmail';
      id: string;
      email_subject: string;
      body: string;
      html?: string;
      reply_to?: string | null;
      consent_override: boolean;
    })
  | (Person & { type: 'outreach.sendText'; id: string; body: string; consent_override: boolean; opt_in?: boolean })
  | (Person & { type: 'outreach.markRead'; read_at: string });

/** An outreach command as its event's type and payload. */
export function outreachEventBody(command: OutreachCommand): { ok: true; type: string; payload: unknown } {
  switch (command.type) {
    case 'outreach.sendEmail': {
      const { type: _type, ...payload } = command;
      return { ok: true, type: OUTREACH_EMAIL_QUEUED, payload };
    }
    case 'outreach.sendText': {
      const { type: _type, ...payload } = command;
      return { ok: true, type: OUTREACH_TEXT_QUEUED, payload };
    }
    case 'outreach.markRead':
      return { ok: true, type: OUTREACH_READ, payload: { subject: command.subject, customer_id: command.customer_id, read_at: command.read_at } };
  }
}
