import type { IncomingProtocol, MailboxTypeId } from '../../../domain/mailboxes/mailbox.ts';
import type { MailboxCreateInput, MailboxUpdateInput } from '../../../domain/mailboxes/mailboxForm.ts';
import type { MailServerSettings } from '../../../domain/mailboxes/mailboxPasswordAgain.ts';
import type { MailboxSettings } from '../../../worker/mailboxes/mailboxApi.ts';

/** The mailbox form's values: text as the inputs hold it (ports too), the flags, the type chosen. */
export type MailboxFormValues = {
  mailbox_type_id: MailboxTypeId;
  name: string;
  email: string;
  lead: boolean;
  campaign: boolean;
  signature: string;
  incoming_protocol: IncomingProtocol;
  address: string;
  port: string;
  username: string;
  password: string;
  smtp_address: string;
  smtp_port: string;
  smtp_username: string;
  smtp_password: string;
};

/** The standard ports with TLS from the start: IMAPS, POP3S, SMTPS. */
export const DEFAULT_PORTS = { imap: '993', pop3: '995', smtp: '465' } as const;

/** A new mailbox: POP3/SMTP until a provider is chosen, lead on and campaign off (spec 002 §9). */
export const NEW_MAILBOX: MailboxFormValues = {
  mailbox_type_id: 3,
  name: '',
  email: '',
  lead: true,
  campaign: false,
  signature: '',
  incoming_protocol: 'imap',
  address: '',
  port: DEFAULT_PORTS.imap,
  username: '',
  password: '',
  smtp_address: '',
  smtp_port: DEFAULT_PORTS.smtp,
  smtp_username: '',
  smtp_password: '',
};

/** An existing mailbox's values: its servers as the server answered them, empty passwords (kept unless typed). */
export function mailboxFormValues(settings: MailboxSettings): MailboxFormValues {
  return {
    ...NEW_MAILBOX,
    mailbox_type_id: settings.mailbox_type_id,
    name: settings.name,
    email: settings.email,
    lead: settings.lead,
    campaign: settings.campaign,
    signature: settings.signature,
    incoming_protocol: settings.incoming_protocol,
    address: settings.address,
    port: settings.port === null ? NEW_MAILBOX.port : String(settings.port),
    username: settings.username,
    smtp_address: settings.smtp_address,
    smtp_port: settings.smtp_port === null ? NEW_MAILBOX.smtp_port : String(settings.smtp_port),
    smtp_username: settings.smtp_username,
  };
}

/**
 * The body of POST /mailbox/create or /update from the form's values: a Google or Microsoft mailbox carries its
 * sign-in's handle (none on an edit that did not sign in again); a POP3/SMTP one its servers, ports as numbers.
 */
export function mailboxRequestBody(values: MailboxFormValues, authorization: string | null): MailboxCreateInput | MailboxUpdateInput {
  const common = { name: values.name, email: values.email, lead: values.lead, campaign: values.campaign, signature: values.signature };
  if (values.mailbox_type_id !== 3) {
    return authorization === null ? { ...common, mailbox_type_id: values.mailbox_type_id } : { ...common, mailbox_type_id: values.mailbox_type_id, authorization };
  }
  return {
    ...common,
    mailbox_type_id: 3,
    incoming_protocol: values.incoming_protocol,
    address: values.address,
    port: Number(values.port),
    username: values.username,
    password: values.password,
    smtp_address: values.smtp_address,
    smtp_port: Number(values.smtp_port),
    smtp_username: values.smtp_username,
    smtp_password: values.smtp_password,
  };
}

/** Where the form's servers are and whom they sign in as, ports read as numbers: what passwordAgainProblem compares. */
export function mailServerSettings(values: MailboxFormValues): MailServerSettings {
  return {
    incoming_protocol: values.incoming_protocol,
    address: values.address,
    port: Number(values.port.trim()),
    username: values.username,
    smtp_address: values.smtp_address,
    smtp_port: Number(values.smtp_port.trim()),
    smtp_username: values.smtp_username,
  };
}
