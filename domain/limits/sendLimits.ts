/**
 * How much mail and how many texts a user can make the server send (docs/security.md "Sending"): each kind is counted
 * per user, per dealer and, where a person is at the other end, per recipient, in windows of an hour or a day (the
 * answers to a texted STOP or START, which the sender of the keyword causes, per dealer and number). The
 * limits are generous for people working (a salesperson's busiest day of one-to-one messages) and stop a script or a
 * stolen session from using the dealer's mailbox, number or the server's mail to spam or phish.
 */
export type SendKind =
  | 'outreach_email'
  | 'outreach_text'
  | 'opt_in_email'
  | 'appointment_confirmation'
  | 'share_email'
  | 'deal_sheet_email'
  | 'support_request'
  | 'welcome_email'
  | 'password_reset'
  | 'keyword_answer';

/** Who a count is kept for: the user who asks, their dealer, the person or address at the other end. */
export type SendScope = 'user' | 'dealer' | 'recipient';

export type SendLimit = { max: number; window: 'hour' | 'day' };

const HOUR_MS = 3_600_000;
export const WINDOW_MS: Record<SendLimit['window'], number> = { hour: HOUR_MS, day: 24 * HOUR_MS };

export const SEND_LIMITS: Record<SendKind, Partial<Record<SendScope, SendLimit>>> = {
  outreach_email: { user: { max: 60, window: 'hour' }, dealer: { max: 600, window: 'hour' } },
  outreach_text: { user: { max: 60, window: 'hour' }, dealer: { max: 600, window: 'hour' }, recipient: { max: 20, window: 'day' } },
  opt_in_email: { user: { max: 30, window: 'hour' }, dealer: { max: 300, window: 'hour' }, recipient: { max: 2, window: 'day' } },
  appointment_confirmation: { user: { max: 60, window: 'hour' }, dealer: { max: 600, window: 'hour' }, recipient: { max: 10, window: 'day' } },
  share_email: { user: { max: 60, window: 'hour' }, dealer: { max: 600, window: 'hour' } },
  deal_sheet_email: { user: { max: 30, window: 'hour' }, dealer: { max: 300, window: 'hour' }, recipient: { max: 10, window: 'day' } },
  support_request: { user: { max: 10, window: 'hour' }, dealer: { max: 50, window: 'hour' } },
  welcome_email: { user: { max: 30, window: 'hour' }, dealer: { max: 100, window: 'hour' } },
  password_reset: { recipient: { max: 3, window: 'hour' } },
  keyword_answer: { dealer: { max: 600, window: 'hour' }, recipient: { max: 6, window: 'day' } },
};

/** What a kind sends, in the plural, for the refusals. */
const WHAT: Record<SendKind, string> = {
  outreach_email: 'e-mails',
  outreach_text: 'texts',
  opt_in_email: 'opt-in e-mails',
  appointment_confirmation: 'appointment confirmations',
  share_email: 'shares',
  deal_sheet_email: 'deal sheets by e-mail',
  support_request: 'support requests',
  welcome_email: 'welcome e-mails',
  password_reset: 'password reset e-mails',
  keyword_answer: 'answers to STOP and START',
};

/** "in 12 minutes", "in 1 minute", "in 3 hours": how long until the window frees a place, rounded up. */
export function waitWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 120) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

/** The refusal of a send past a limit, naming whose count is full and when to try again. */
export function sendLimitMessage(kind: SendKind, scope: SendScope, retryAfterMs: number): string {
  const { max, window } = SEND_LIMITS[kind][scope] ?? { max: 0, window: 'hour' };
  const span = window === 'hour' ? 'an hour' : 'a day';
  const whose = { user: 'You have', dealer: 'This dealer has', recipient: 'This recipient has been' }[scope];
  return `${whose} sent ${max} ${WHAT[kind]} within ${span}, the most allowed. Please try again ${waitWords(retryAfterMs)}.`;
}
