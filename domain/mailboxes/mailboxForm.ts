import * as v from 'valibot';
import { StoredId } from '../validation/storableSchemas.ts';
import { INCOMING_PROTOCOLS, type MailboxStatus } from './mailbox.ts';

export const MAILBOX_EMAIL_REQUIRED_MESSAGE = 'Please provide an email.';
export const MAILBOX_EMAIL_INVALID_MESSAGE = 'Please provide a valid email';
export const MAILBOX_NAME_MESSAGE = 'Please provide a mailbox name.';
export const MAILBOX_ADDRESS_MESSAGE = 'Please provide the server address.';
export const MAILBOX_USERNAME_MESSAGE = 'Please provide the user name.';
export const MAILBOX_PASSWORD_MESSAGE = 'Please provide the password.';
export const MAILBOX_PORT_MESSAGE = 'Please provide a port between 1 and 65535.';
export const MAILBOX_AUTHORIZATION_MESSAGE = 'Please sign in with the provider first.';
export const MAILBOX_ADDRESS_CONTROL_MESSAGE = 'The server address cannot hold line breaks, tabs or other control characters.';
export const MAILBOX_USERNAME_CONTROL_MESSAGE = 'The user name cannot hold line breaks, tabs or other control characters.';
export const MAILBOX_PASSWORD_CONTROL_MESSAGE = 'The password cannot hold line breaks, tabs or other control characters.';

export const MAILBOX_SAVE_QUESTION = 'Are you sure you want to save this mailbox?';
export const MAILBOX_DELETE_QUESTION = 'Are you sure you want to delete this mailbox?';

/** The suspend confirmation of spec 002 §4, with the word that applies: activate for a suspended mailbox. */
export function mailboxSuspendQuestion(status: MailboxStatus): string {
  return `Are you sure you want to ${status === 'suspended' ? 'activate' : 'suspend'} this mailbox?`;
}

/** Spec 002 §5: required ("Please provide an email."), and holding "@" and "." ("Please provide a valid email"). */
export const MailboxEmailSchema = v.pipe(
  v.string(MAILBOX_EMAIL_REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(MAILBOX_EMAIL_REQUIRED_MESSAGE),
  v.check((email) => email.includes('@') && email.includes('.'), MAILBOX_EMAIL_INVALID_MESSAGE),
  v.maxLength(254, MAILBOX_EMAIL_INVALID_MESSAGE),
);

const required = (message: string, max = 254) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));
/**
 * No C0 control character nor DEL: a server's words are lines, so a line break in a user name or password sent
 * as is (POP3's USER and PASS) would be a command of its own; a tab or NUL is never part of a real one either.
 */
const noControlCharacters = (message: string) => v.check((text: string) => !/[\u0000-\u001f\u007f]/.test(text), message);
const serverAddress = v.pipe(required(MAILBOX_ADDRESS_MESSAGE), noControlCharacters(MAILBOX_ADDRESS_CONTROL_MESSAGE));
const userName = v.pipe(required(MAILBOX_USERNAME_MESSAGE), noControlCharacters(MAILBOX_USERNAME_CONTROL_MESSAGE));
const port = v.pipe(v.number(MAILBOX_PORT_MESSAGE), v.integer(MAILBOX_PORT_MESSAGE), v.minValue(1, MAILBOX_PORT_MESSAGE), v.maxValue(65535, MAILBOX_PORT_MESSAGE));
/**
 * A mailbox password: required when creating; on an update an empty one keeps the stored one while its server stays
 * the same (mailboxPasswordAgain.ts). It may hold spaces at either end: never trimmed.
 */
export function mailboxPasswordSchema(editing: boolean) {
  return v.pipe(
    v.string(MAILBOX_PASSWORD_MESSAGE),
    v.maxLength(500, MAILBOX_PASSWORD_MESSAGE),
    v.check((text) => editing || text !== '', MAILBOX_PASSWORD_MESSAGE),
    noControlCharacters(MAILBOX_PASSWORD_CONTROL_MESSAGE),
  );
}
const password = mailboxPasswordSchema(false);
const keptPassword = mailboxPasswordSchema(true);

/** A port as the form's text field holds it: digits, read as the port number. */
export const MailboxPortTextSchema = v.pipe(v.string(MAILBOX_PORT_MESSAGE), v.trim(), v.regex(/^\d{1,5}$/, MAILBOX_PORT_MESSAGE), v.transform(Number), port);

/** What every mailbox has (spec 002 §3): its name, what it is used for (defaults lead on, campaign off), a signature. */
export const MailboxCommonEntries = {
  name: required(MAILBOX_NAME_MESSAGE, 120),
  lead: v.optional(v.boolean(), true),
  campaign: v.optional(v.boolean(), false),
  signature: v.optional(v.pipe(v.string(), v.maxLength(5000, 'A signature holds at most 5,000 characters.')), ''),
};

/**
 * A POP3/SMTP account's servers (spec 002 §3, type 3): the incoming one (IMAP or POP3) and the SMTP one; no address,
 * user name or password holds a control character.
 */
export const MailServerEntries = {
  incoming_protocol: v.optional(v.picklist(INCOMING_PROTOCOLS), 'imap'),
  address: serverAddress,
  port,
  username: userName,
  password,
  smtp_address: serverAddress,
  smtp_port: port,
  smtp_username: userName,
  smtp_password: password,
};

const authorization = v.pipe(v.string(MAILBOX_AUTHORIZATION_MESSAGE), v.trim(), v.nonEmpty(MAILBOX_AUTHORIZATION_MESSAGE), v.maxLength(200));

/** POST /mailbox/create: a POP3/SMTP account with its servers, or a Google or Microsoft one with its authorization. */
export const MailboxCreateSchema = v.variant('mailbox_type_id', [
  v.object({ mailbox_type_id: v.literal(3), email: MailboxEmailSchema, ...MailboxCommonEntries, ...MailServerEntries }),
  v.object({ mailbox_type_id: v.picklist([1, 2] as const), email: MailboxEmailSchema, ...MailboxCommonEntries, authorization }),
]);
export type MailboxCreate = v.InferOutput<typeof MailboxCreateSchema>;
export type MailboxCreateInput = v.InferInput<typeof MailboxCreateSchema>;

/**
 * POST /mailbox/{id}/update: the e-mail cannot change (the field is disabled, and the server keeps its own); empty
 * passwords keep the stored ones of servers that did not change (mailboxPasswordAgain.ts); a Google or Microsoft
 * mailbox may be signed in again.
 */
export const MailboxUpdateSchema = v.variant('mailbox_type_id', [
  v.object({ mailbox_type_id: v.literal(3), ...MailboxCommonEntries, ...MailServerEntries, password: keptPassword, smtp_password: keptPassword }),
  v.object({ mailbox_type_id: v.picklist([1, 2] as const), ...MailboxCommonEntries, authorization: v.optional(authorization) }),
]);
export type MailboxUpdate = v.InferOutput<typeof MailboxUpdateSchema>;
export type MailboxUpdateInput = v.InferInput<typeof MailboxUpdateSchema>;

/** POST /mailbox/{id}/users/update: the users who may use the mailbox; at least one (spec 002 §5). */
export const MAILBOX_USERS_MESSAGE = 'Please select at least one user.';
const MAILBOX_USER_ID_MESSAGE = 'Please select users of this dealer.';
export const MailboxUsersSchema = v.object({
  users: v.pipe(v.array(StoredId(MAILBOX_USER_ID_MESSAGE)), v.minLength(1, MAILBOX_USERS_MESSAGE), v.maxLength(1000)),
});
export type MailboxUsers = v.InferOutput<typeof MailboxUsersSchema>;
