import type { MailPort } from './mailPort.ts';

/**
 * The mailbox a dealer's mail to its customers goes out through (an appointment's confirmation e-mail), and which
 * dealers have one (the session's mailbox_dealers, behind the calendar's no-mailbox dialog).
 */
export type DealerMailboxes = {
  /** The dealer's active mailbox, or null when it has none. */
  active(dealerToken: string): Promise<MailPort | null>;
  /** Those of these dealers that have an active mailbox, in the order given. */
  activeDealers(dealerTokens: readonly string[]): Promise<string[]>;
};

/**
 * The one place that decides whether a dealer has an active mailbox. Until the mailboxes issue (spec 002,
 * Settings > Mailboxes) gives each dealer mailboxes of its own, the server's configured mail counts as every
 * dealer's active mailbox: `configured` is true when SMTP is set (SMTP_URL) or the local mailbox is on
 * (LOCAL_MAILBOX=1, development, where the demo's mail is read at /inbox/messages). The mailboxes issue replaces
 * this function; its callers keep asking the same two questions.
 */
export function createDealerMailboxes(mail: MailPort, configured: boolean): DealerMailboxes {
  return {
    active: async () => (configured ? mail : null),
    activeDealers: async (dealerTokens) => (configured ? [...dealerTokens] : []),
  };
}
