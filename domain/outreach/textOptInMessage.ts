/**
 * The opt-in text (docs/outreach.md "The outreach section"): what goes instead of a text to someone not opted in to
 * texts. It names the dealer and the two keywords the server acts on (START turns text consent on, STOP off). The
 * server sends these words with its own record of the dealer's name, whatever a client wrote.
 */
export function textOptInMessage(dealerName: string): string {
  return `Reply START to receive text messages from ${dealerName}. Reply STOP at any time to opt out.`;
}
