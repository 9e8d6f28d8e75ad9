/** The outreach section's words (spec 001 §2.5), verbatim, and the rules that go with them. */
export const NO_EMAILS_TEXT = 'No EMAILS SENT OR RECEIVED';
export const NO_TEXTS_TEXT = 'No TEXT MESSAGES SENT';
export const TEXT_NOT_OPTED_IN = 'This customer is not opted in to text communications';
export const EMAIL_NOT_OPTED_IN = 'This customer is not opted in to email communications';
export const SEND_QUESTION = 'Are you sure you want to send?';
export const NO_MAILBOX_QUESTION = 'No Configured Mailboxes, would you like to set one up now?';
/** Above the text composer, switched off, when the dealer cannot text (no SMS provider, or no number for the dealer). */
export const TEXTS_NOT_SET_UP_TEXT = "Text messages are not set up for this dealer: ask the server's administrator to configure the SMS provider.";
/** Beside SEND ANYWAY for a user who may not send without consent (our words: the spec gives every user the choice). */
export const WITHOUT_CONSENT_REFUSED = 'Only a manager or an administrator can send without consent: send an opt-in instead.';

/** The e-mail history shows 6 a page. */
export const EMAIL_PAGE_SIZE = 6;

/** The conversation scrolls to the newest message this long after it reloads. */
export const CONVERSATION_SCROLL_DELAY_MS = 200;

/** The three quick phrases of the text composer (the spec does not give their wording: ours, written once here). */
export const QUICK_PHRASES = [
  'Thanks for getting back to me! When is a good time to talk?',
  'Would you like to book a time to come in and see it?',
  'I have a few options that could lower your payment. Can I send them over?',
] as const;

/** Reply subjects get the prefix RE: unless they already contain it (in any case, as a word: "Care:" does not). */
export function replySubject(subject: string): string {
  return /\bre:/i.test(subject) ? subject : `RE: ${subject}`;
}

type Consent = { can_email: 0 | 1; can_mail?: 0 | 1 };

/** Texts need can_mail 1 (spec 001 §2.5; a prospect, who has no such flag, has not opted in to texts). */
export const textConsent = (contact: Consent): boolean => contact.can_mail === 1;

/** E-mails need can_email 1. */
export const emailConsent = (contact: Consent): boolean => contact.can_email === 1;
