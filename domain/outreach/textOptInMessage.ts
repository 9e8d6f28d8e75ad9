/**
 * The opt-in text (docs/outreach.md "The outreach section"): sent, with consent_override, instead of a text to someone
 * not opted in to texts. It names the dealer and the two keywords the server acts on (START turns text consent on,
 * STOP off).
 */
export function textOptInMessage(dealerName: string): string {
  return `Reply START to receive text messages from ${dealerName}. Reply STOP at any time to opt out.`;
}
