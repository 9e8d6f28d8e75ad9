/** At most `max` requests from one address within any `windowMs`. */
export type RateLimit = { max: number; windowMs: number };

/** The limits of the endpoints that guess passwords, send mail or take leads (ServerOptions.requestLimits). */
export type RequestLimits = {
  /** POST /auth/login. */
  signIn: RateLimit;
  /** POST /auth/reset-password: each one mails a reset link. */
  passwordReset: RateLimit;
  /** POST /share and POST /dealsheet/email, which mail whatever address they are given, and POST /support/contact. */
  mail: RateLimit;
  /** POST /leads/intake/{key}, counted per intake key: a lead provider may send for many dealers from one address. */
  leadIntake: RateLimit;
};

const MINUTE_MS = 60_000;

/**
 * Generous for people (a sign-in per device, a few shares a minute), tight for scripts: the per-account lockout
 * stops guessing one account's password, these stop one address from spraying many accounts or mailing.
 */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  signIn: { max: 20, windowMs: MINUTE_MS },
  passwordReset: { max: 5, windowMs: MINUTE_MS },
  mail: { max: 30, windowMs: MINUTE_MS },
  leadIntake: { max: 120, windowMs: MINUTE_MS },
};
