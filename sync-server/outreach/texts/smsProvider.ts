/** A text handed to the provider: from the dealer's number to an E.164 number, with where to report its delivery. */
export type OutgoingText = { from: string; to: string; body: string; statusCallback: string | null };

/**
 * The SMS provider port (docs/outreach.md "Text delivery"): the dealers' numbers, sending, and the check of the
 * signature its webhooks carry. Twilio's is the implementation (twilioProvider.ts).
 */
export type SmsProvider = {
  /** The number a dealer's texts go out from, E.164; null when the dealer has none. */
  numberOf(dealer: string): string | null;
  /** The dealer a number of ours belongs to (an inbound text's To); null when none does. */
  dealerOf(number: string): string | null;
  /** Hands a text over; answers the provider's id of it. Throws SmsRefusal when the provider refuses it. */
  send(text: OutgoingText): Promise<{ id: string }>;
  /** Whether a webhook's signature matches the address it was posted to and its form fields. */
  verify(signature: string, url: string, fields: Record<string, string>): boolean;
};

/** The provider answered and refused the text: its message says why (an invalid number, an unsubscribed recipient). */
export class SmsRefusal extends Error {
  override readonly name = 'SmsRefusal';
}

/**
 * Which of these dealers can text, in the order given: a provider is configured and gives the dealer a number to send
 * from (the session's text_dealers, behind the text panel's "not set up" notice). None without a provider.
 */
export function textingDealers(provider: SmsProvider | null): (dealerTokens: readonly string[]) => string[] {
  return (dealerTokens) => (provider ? dealerTokens.filter((token) => provider.numberOf(token) !== null) : []);
}
