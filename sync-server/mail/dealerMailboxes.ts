import type { MailPort } from './mailPort.ts';

/** Through which mailbox a user's mail to a dealer's customers goes, or why none: the dealer has none, or none of it is theirs. */
export type SenderChoice = { port: MailPort } | { port: null; reason: 'no_mailbox' | 'not_a_user' };

/**
 * The mailbox a dealer's mail to its customers goes out through (outreach e-mails, an appointment's confirmation), and
 * which dealers have one (the session's mailbox_dealers, behind the no-mailbox dialogs).
 */
export type DealerMailboxes = {
  /** The mailbox the mail this user causes at the dealer goes out through (createDealerMailboxes says which). */
  senderFor(dealerToken: string, userId: number): Promise<SenderChoice>;
  /** Those of these dealers where this user has a mailbox to send through, in the order given. */
  activeDealers(dealerTokens: readonly string[], userId: number): Promise<string[]>;
};

/** The dealers' own mailboxes (Settings > Mailboxes, sync-server/mailboxes/ownMailboxes.ts). */
export type OwnMailboxes = {
  /** The dealer's own mailbox that sends its mail (not suspended, not deleted, lead on) and has this user, or null. */
  sender(dealerToken: string, userId: number): Promise<MailPort | null>;
  /** Those of these dealers that have such a mailbox (with this user among its users, when given), in the order given. */
  dealersWithOne(dealerTokens: readonly string[], userId?: number): Promise<string[]>;
};

/**
 * The one place that decides which mailbox a dealer's mail to its customers goes out through: the oldest of the
 * dealer's own sending mailboxes (spec 002, Settings > Mailboxes) whose users include the user who causes it (spec
 * 002 "Mailbox users": a dealer's mailbox sends for the people its managers chose, no one else). There is no other:
 * the server's own mail (MAIL_FROM over SMTP_URL, or the local mailbox) carries its own messages (password resets,
 * welcomes) and colleague mail (shares, deal sheets, support), never a dealer's mail to a customer, which would reach
 * them from an address that is not the dealer's (issue 28). Without `own` (tests of other parts) no dealer has one.
 */
export function createDealerMailboxes(own?: OwnMailboxes): DealerMailboxes {
  return {
    async senderFor(dealerToken, userId) {
      const port = await own?.sender(dealerToken, userId);
      if (port) return { port };
      const dealerHasOne = own !== undefined && (await own.dealersWithOne([dealerToken])).length > 0;
      return { port: null, reason: dealerHasOne ? 'not_a_user' : 'no_mailbox' };
    },
    activeDealers: async (dealerTokens, userId) => (own ? own.dealersWithOne(dealerTokens, userId) : []),
  };
}
