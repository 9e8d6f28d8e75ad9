/**
 * The text keywords a customer answers with to stop or restart the dealer's texts (CTIA's opt-out and opt-in words),
 * and the dealer's confirmation of each. A keyword counts when it is the whole message, in any case, spaces around
 * it aside: "Stop" stops, "please stop texting me" is a message for the salesperson.
 */
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP', 'YES'] as const;

/** A keyword message: the word as the list spells it, and the text consent (can_mail) it asks for. */
export type TextKeyword = { keyword: string; can_mail: 0 | 1 };

/** The keyword a text is, or null when it is an ordinary message. */
export function textKeyword(body: string): TextKeyword | null {
  const word = body.trim().toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return { keyword: word, can_mail: 0 };
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return { keyword: word, can_mail: 1 };
  return null;
}

/** The dealer's answer to a keyword that changed the sender's text consent, naming the dealer. */
export function keywordAnswer(canMail: 0 | 1, dealerName: string): string {
  return canMail === 0
    ? `${dealerName}: you will get no more texts from us. Reply START to get them again.`
    : `${dealerName}: you will get our texts again. Reply STOP to stop them.`;
}
