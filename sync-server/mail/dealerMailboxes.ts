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

/** The dealers' own mailboxes (Settings > Mailboxes, sync-server/mailboxes/ownMailboxes.ts). */
export type OwnMailboxes = {
  /** The dealer's own mailbox that sends its mail (not suspended, not deleted, lead on), or null. */
  sender(dealerToken: string): Promise<MailPort | null>;
  /** Those of these dealers that have such a mailbox, in the order given. */
  dealersWithOne(dealerTokens: readonly string[]): Promise<string[]>;
};

/**
 * The one place that decides whether a dealer has an active mailbox: its own sending mailbox (spec 002, Settings >
 * Mailboxes) when it has one; otherwise the server's configured mail, when `configured` (SMTP_URL set, or the local
 * mailbox on: LOCAL_MAILBOX=1, development, where the demo's mail is read at /inbox/messages).
 */
export function createDealerMailboxes(mail: MailPort, configured: boolean, own?: OwnMailboxes): DealerMailboxes {
  return {
    active: async (dealerToken) => (await own?.sender(dealerToken)) ?? (configured ? mail : null),
    async activeDealers(dealerTokens) {
      if (configured) return [...dealerTokens];
      return own ? own.dealersWithOne(dealerTokens) : [];
    },
  };
}
