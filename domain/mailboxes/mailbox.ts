import * as v from 'valibot';

/** The mailbox types of spec 002 §3 and §9: 1 Google, 2 Microsoft, 3 POP3/SMTP. */
export const MAILBOX_TYPE = { google: 1, microsoft: 2, pop3Smtp: 3 } as const;
export const MailboxTypeIdSchema = v.picklist([1, 2, 3] as const);
export type MailboxTypeId = v.InferOutput<typeof MailboxTypeIdSchema>;
export const MAILBOX_TYPE_IDS: readonly MailboxTypeId[] = [1, 2, 3];

/** The TYPE column's words for each type (spec 002 §3: GMAIL, Office365, or POP3/SMTP). */
export const MAILBOX_TYPE_NAMES: Record<MailboxTypeId, string> = { 1: 'GMAIL', 2: 'Office365', 3: 'POP3/SMTP' };

/** Active, or suspended (suspended_at set): the STATUS column (spec 002 §4). */
export const MAILBOX_STATUSES = ['active', 'suspended'] as const;
export type MailboxStatus = (typeof MAILBOX_STATUSES)[number];
export const MAILBOX_STATUS_NAMES: Record<MailboxStatus, string> = { active: 'ACTIVE', suspended: 'SUSPENDED' };

/** How the incoming server of a POP3/SMTP mailbox is read. */
export const INCOMING_PROTOCOLS = ['imap', 'pop3'] as const;
export type IncomingProtocol = (typeof INCOMING_PROTOCOLS)[number];

/**
 * A mailbox as every client of its dealer sees it (refs, kind "mailbox"): never a password or a token, which stay in
 * the server's mailboxes table. lead (one-to-one mail to customers: confirmations) and campaign (marketing) decide
 * what the mailbox is used for; users are the dealer's users who may use it.
 */
export const MailboxDocSchema = v.object({
  mailbox_id: v.number(),
  name: v.string(),
  type: v.string(),
  mailbox_type_id: MailboxTypeIdSchema,
  email: v.string(),
  status: v.picklist(MAILBOX_STATUSES),
  suspended_at: v.nullable(v.string()),
  deleted_at: v.nullable(v.string()),
  lead: v.boolean(),
  campaign: v.boolean(),
  signature: v.string(),
  users: v.array(v.number()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type MailboxDoc = v.InferOutput<typeof MailboxDocSchema>;

export function mailboxDocId(dealer: string, mailboxId: number): string {
  return `mailbox:${dealer}:${mailboxId}`;
}

/** Whether a mailbox sends the dealer's mail to its customers: not suspended, not deleted, lead flag on. */
export function mailboxSends(mailbox: Pick<MailboxDoc, 'suspended_at' | 'deleted_at' | 'lead'>): boolean {
  return mailbox.suspended_at === null && mailbox.deleted_at === null && mailbox.lead;
}

/** The providers of spec 002 §7's /integrations/{provider}/url and /token, and the mailbox type each one makes. */
export const OAUTH_PROVIDER_NAMES = ['gmail', 'microsoft'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];
export const OAUTH_PROVIDER_OF_TYPE: Record<typeof MAILBOX_TYPE.google | typeof MAILBOX_TYPE.microsoft, OAuthProviderName> = { 1: 'gmail', 2: 'microsoft' };
