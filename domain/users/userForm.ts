import * as v from 'valibot';
import { ADMIN, AdminFlagSchema, RoleSchema, ROLE, type AdminFlag } from '../session/roles.ts';
import type { Actor } from '../permissions/permissions.ts';
import type { DealerUser } from '../dealers/dealerUsers.ts';
import { requiredFieldsMessage } from '../validation/requiredFieldsMessage.ts';

/** The user form's messages (spec 002 §5), word for word, and the product's own where the spec is silent. */
export const USER_FORM_MESSAGES = {
  required: 'Please ensure you filled all required fields.',
  mismatch: 'Please ensure your password and password confirmation match.',
  email: 'Please ensure you have supplied a valid Email.',
  phone: 'The phone takes digits only, 10 at most.',
  passwordLength: 'Your new password must be at least 8 characters.',
  alerts: 'The days to hide read alerts must be a whole number from 0 to 365.',
  ownAccess: 'You cannot remove your own administrator rights or deactivate yourself.',
  confirm: 'Are you sure you want to save this user?',
} as const;

/** The user form's required fields, labelled as the form shows them (without the mark *). */
export const USER_FORM_REQUIRED_LABELS = { email: 'Email', first_name: 'First Name', last_name: 'Last Name', password: 'Password', confirm: 'Confirm Password' } as const;
export type UserRequiredField = keyof typeof USER_FORM_REQUIRED_LABELS;

export const PHONE_MAX_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const ALERT_DAYS_MAX = 365;

/** A user's notification settings (spec 002 §3): text and e-mail on (1) or off (0), and the days read alerts stay. */
export const UserNotificationsSchema = v.object({
  text: v.picklist([0, 1] as const),
  email: v.picklist([0, 1] as const),
  alerts: v.pipe(v.number(), v.integer(USER_FORM_MESSAGES.alerts), v.minValue(0, USER_FORM_MESSAGES.alerts), v.maxValue(ALERT_DAYS_MAX, USER_FORM_MESSAGES.alerts)),
});
export type UserNotifications = v.InferOutput<typeof UserNotificationsSchema>;

const RoleIdSchema = RoleSchema.entries.id;
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** A user as the edit form reads them from the server: the list's fields, the signature and notifications (never synced). */
export type UserDetails = DealerUser & { signature: string; notifications: UserNotifications };

/** The user form's values (spec 002 §2 "User form"), as the popup holds them and the server receives them. */
export const UserFormSchema = v.object({
  email: text(254),
  first_name: text(100),
  last_name: text(100),
  phone: text(40),
  password: text(200),
  confirm: text(200),
  role_id: RoleIdSchema,
  admin: AdminFlagSchema,
  signature: text(5000),
  notifications: UserNotificationsSchema,
});
export type UserForm = v.InferOutput<typeof UserFormSchema>;

/** create: a new login; update: a user of this dealer; import: a user of another of the signed-in user's dealers. */
export type UserFormMode = 'create' | 'update' | 'import';

export const EMPTY_USER_FORM: UserForm = {
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  password: '',
  confirm: '',
  role_id: ROLE.salesperson,
  admin: ADMIN.standard,
  signature: '',
  notifications: { text: 0, email: 0, alerts: 0 },
};

/** The phone as the field keeps it: digits only, 10 at most (spec 002 §5). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/**
 * The notification rules of spec 002 §3 after an e-mail or phone change: the e-mail flag is 1 when the e-mail is
 * non-empty, otherwise 0; having a phone turns text notifications on, an empty one turns them off.
 */
export function withContactNotifications(form: UserForm, changed: 'email' | 'phone'): UserForm {
  const notifications = { ...form.notifications };
  if (changed === 'email') notifications.email = form.email.trim() ? 1 : 0;
  else notifications.text = form.phone.trim() ? 1 : 0;
  return { ...form, notifications };
}

/** What the server stores: a flag may only be on with its address (no text without a phone, no e-mail without one). */
export function storedNotifications(form: Pick<UserForm, 'email' | 'phone' | 'notifications'>): UserNotifications {
  const { text: textFlag, email, alerts } = form.notifications;
  return { text: form.phone.trim() ? textFlag : 0, email: form.email.trim() ? email : 0, alerts };
}

type PasswordOptions = { needsPassword?: boolean };

const changesPassword = (form: Pick<UserForm, 'password' | 'confirm'>, options: PasswordOptions) =>
  options.needsPassword === true || form.password !== '' || form.confirm !== '';

/**
 * The required fields left empty, in the form's order: email, first and last name always; the password and its
 * confirmation when one of them is typed, or always when `needsPassword`. The form marks these.
 */
export function userFormMissing(form: UserForm, options: PasswordOptions = {}): UserRequiredField[] {
  const names: UserRequiredField[] = ['email', 'first_name', 'last_name'];
  const empty = names.filter((name) => !form[name].trim());
  if (!changesPassword(form, options)) return empty;
  return [...empty, ...(['password', 'confirm'] as const).filter((name) => !form[name])];
}

/**
 * The rules of spec 002 §5 in order, the first broken one's message, null when the form may be saved: the required
 * fields (userFormMissing; the spec's message, naming them); a password at least 8 characters and matching; a
 * valid e-mail; a phone of digits only, 10 at most. A new login's password may stay empty: its owner sets it from
 * the e-mailed link (docs/settings.md "Users").
 */
export function userFormProblem(form: UserForm, options: PasswordOptions = {}): string | null {
  const parsed = v.safeParse(UserFormSchema, form);
  if (!parsed.success) return parsed.issues[0].message.startsWith('Invalid') ? USER_FORM_MESSAGES.required : parsed.issues[0].message;
  const missing = userFormMissing(form, options);
  if (missing.length > 0) return requiredFieldsMessage(USER_FORM_MESSAGES.required, missing.map((name) => USER_FORM_REQUIRED_LABELS[name]));
  const changingPassword = changesPassword(form, options);
  if (changingPassword && form.password !== form.confirm) return USER_FORM_MESSAGES.mismatch;
  if (changingPassword && form.password.length < PASSWORD_MIN_LENGTH) return USER_FORM_MESSAGES.passwordLength;
  if (!v.is(v.pipe(v.string(), v.trim(), v.email()), form.email)) return USER_FORM_MESSAGES.email;
  if (!/^\d*$/.test(form.phone) || form.phone.length > PHONE_MAX_DIGITS) return USER_FORM_MESSAGES.phone;
  return null;
}

const isAdministrator = (actor: Actor) => actor.admin === ADMIN.administrator;

/**
 * Spec 002 §2: the role and user type selects show when editing someone other than oneself, or oneself when an
 * administrator. Only an administrator changes them (the server refuses anyone else, docs/settings.md "Users").
 */
export function showsAccessFields(actor: Actor, self: boolean): boolean {
  return !self || isAdministrator(actor);
}

export function mayChangeAccess(actor: Actor): boolean {
  return isAdministrator(actor);
}

/** A user never takes away their own administrator flag nor deactivates themselves: that message, or null. */
export function ownAccessProblem(self: boolean, current: AdminFlag, next: AdminFlag): string | null {
  if (!self || next === current) return null;
  return current === ADMIN.administrator || next === ADMIN.inactive ? USER_FORM_MESSAGES.ownAccess : null;
}

/** The form of a user on file: their values, no password (it is never read back). */
export function userFormOf(user: UserDetails): UserForm {
  const { email, first_name, last_name, phone, signature, notifications } = user;
  return { email, first_name, last_name, phone, password: '', confirm: '', role_id: user.role.id, admin: user.admin, signature, notifications };
}
