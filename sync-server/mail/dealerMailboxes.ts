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
 * The one place that decides which mailbox a dealer's mail goes out through: its own sending mailbox (spec 002,
 * Settings > Mailboxes) when it has one, and for mail a user causes the oldest of those the user is a user of (the
 * mailbox's users, spec 002 "Mailbox users": a dealer's mailbox sends for the people its managers chose, no one
 * else); a dealer with no sending mailbox of its own falls back to the server's configured mail, when `configured`
 * (SMTP_URL set, or the local mailbox on: LOCAL_MAILBOX=1, development, where the demo's mail is read at
 * /inbox/messages).
 */
export function createDealerMailboxes(mail: MailPort, configured: boolean, own?: OwnMailboxes): DealerMailboxes {
  const fallback = async (dealerToken: string): Promise<SenderChoice> => {
    if (own && (await own.dealersWithOne([dealerToken])).length > 0) return { port: null, reason: 'not_a_user' };
    return configured ? { port: mail } : { port: null, reason: 'no_mailbox' };
  };
  return {
    async senderFor(dealerToken, userId) {
      const port = await own?.sender(dealerToken, userId);
      return port ? { port } : fallback(dealerToken);
    },
    async activeDealers(dealerTokens, userId) {
      const theirs = new Set(own ? await own.dealersWithOne(dealerTokens, userId) : []);
      const withOwn = configured ? new Set(own ? await own.dealersWithOne(dealerTokens) : []) : new Set<string>();
      return dealerTokens.filter((token) => theirs.has(token) || (configured && !withOwn.has(token)));
    },
  };
}
