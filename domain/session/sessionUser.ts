import * as v from 'valibot';
import { DealerSchema } from '../dealers/dealer.ts';
import { AdminFlagSchema, RoleSchema } from './roles.ts';

export const ReleaseSchema = v.object({
  number: v.nullable(v.string()),
  content: v.string(),
});

/** The signed-in user (spec 000 §3): the current dealer and every dealer the user belongs to. */
export const SessionUserSchema = v.object({
  id: v.number(),
  token: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  display_name: v.string(),
  email: v.string(),
  dealer: DealerSchema,
  dealers: v.array(DealerSchema),
  role: RoleSchema,
  admin: AdminFlagSchema,
  release: ReleaseSchema,
  version: v.string(),
  channel: v.string(),
  /**
   * The tokens of the user's dealers that have an active mailbox, the one a confirmation e-mail goes out through
   * (sync-server/mail/dealerMailboxes.ts decides): a booking asking for one elsewhere gets the no-mailbox dialog.
   */
  mailbox_dealers: v.optional(v.array(v.string()), []),
  /**
   * The tokens of the user's dealers that can text: the server has an SMS provider and it gives the dealer a number
   * (sync-server/outreach/texts/smsProvider.ts textingDealers). The text panel says up front when the dealer cannot.
   */
  text_dealers: v.optional(v.array(v.string()), []),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** What POST /auth/login and POST /auth/refresh answer. */
export const SessionSchema = v.object({
  user: SessionUserSchema,
  id_token: v.string(),
  /** The id token's expiry, its `exp`: seconds since the epoch. */
  expires_at: v.pipe(v.number(), v.integer()),
  refresh_token: v.string(),
});
export type Session = v.InferOutput<typeof SessionSchema>;

export const LoginRequestSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter your username.'), v.maxLength(254)),
  password: v.pipe(v.string(), v.nonEmpty('Please enter your password.'), v.maxLength(200)),
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

export const RefreshRequestSchema = v.object({ refresh_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)) });

export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Please ensure you have supplied a valid Email.'),
  v.email('Please ensure you have supplied a valid Email.'),
  v.maxLength(254),
);

export const ResetRequestSchema = v.object({ email: EmailSchema });

export const NewPasswordSchema = v.pipe(
  v.string(),
  v.minLength(8, 'Your new password must be at least 8 characters.'),
  v.maxLength(200),
);
export const ResetConfirmSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  password: NewPasswordSchema,
});

/** The id token expires one hour after issue (spec 000 §9); JWT times are in seconds. */
export const ID_TOKEN_LIFETIME_SECONDS = 60 * 60;

export function displayName(user: { first_name: string; last_name: string }): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** Whether the user's current dealer can text (issue 28: otherwise the text panel says texting is not set up). */
export function canText(user: Pick<SessionUser, 'dealer' | 'text_dealers'>): boolean {
  return user.text_dealers.includes(user.dealer.token);
}

/** Whether the user's current dealer can send a confirmation e-mail (spec 000 §7: otherwise the no-mailbox dialog). */
export function hasActiveMailbox(user: Pick<SessionUser, 'dealer' | 'mailbox_dealers'>): boolean {
  return user.mailbox_dealers.includes(user.dealer.token);
}
