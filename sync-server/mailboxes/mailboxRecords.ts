import { MAILBOX_TYPE_NAMES, type IncomingProtocol, type MailboxDoc, type MailboxTypeId } from '../../domain/mailboxes/mailbox.ts';
import type { Queryable } from '../db/database.ts';

/** A row of the mailboxes table with its users; the *_secret columns are sealed (mailboxSecrets.ts). */
export type MailboxRecord = {
  id: number;
  dealer_id: number;
  dealer_token: string;
  name: string;
  mailbox_type_id: MailboxTypeId;
  email: string;
  lead: boolean;
  campaign: boolean;
  signature: string;
  incoming_protocol: IncomingProtocol;
  address: string;
  port: number | null;
  username: string;
  password_secret: string | null;
  smtp_address: string;
  smtp_port: number | null;
  smtp_username: string;
  smtp_password_secret: string | null;
  refresh_token_secret: string | null;
  suspended_at: string | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
  users: number[];
};

/** The columns a save writes (everything but the id, dealer, states and times). */
export type MailboxValues = Pick<
  MailboxRecord,
  | 'name'
  | 'mailbox_type_id'
  | 'email'
  | 'lead'
  | 'campaign'
  | 'signature'
  | 'incoming_protocol'
  | 'address'
  | 'port'
  | 'username'
  | 'password_secret'
  | 'smtp_address'
  | 'smtp_port'
  | 'smtp_username'
  | 'smtp_password_secret'
  | 'refresh_token_secret'
>;

const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());

const SELECT = `SELECT m.*, d.token AS dealer_token,
    coalesce((SELECT array_agg(mu.user_id ORDER BY mu.user_id) FROM mailbox_users mu WHERE mu.mailbox_id = m.id), '{}') AS users
  FROM mailboxes m JOIN dealers d ON d.id = m.dealer_id`;

function recordOf(row: MailboxRecord): MailboxRecord {
  return {
    ...row,
    users: row.users.map(Number),
    suspended_at: iso(row.suspended_at),
    deleted_at: iso(row.deleted_at),
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
  };
}

export async function loadMailbox(db: Queryable, dealerId: number, id: number): Promise<MailboxRecord | null> {
  const [row] = await db.query<MailboxRecord>(`${SELECT} WHERE m.dealer_id = $1 AND m.id = $2`, [dealerId, id]);
  return row ? recordOf(row) : null;
}

/** A dealer's mailboxes, deleted ones too, oldest first. */
export async function loadDealerMailboxes(db: Queryable, dealerId: number): Promise<MailboxRecord[]> {
  return (await db.query<MailboxRecord>(`${SELECT} WHERE m.dealer_id = $1 ORDER BY m.id`, [dealerId])).map(recordOf);
}

/** The mailboxes that send the dealers' mail (not suspended, not deleted, lead on), the oldest of each dealer first. */
export async function loadSendingMailboxes(db: Queryable, dealerTokens: readonly string[]): Promise<MailboxRecord[]> {
  const rows = await db.query<MailboxRecord>(
    `${SELECT} WHERE d.token = ANY($1::text[]) AND m.suspended_at IS NULL AND m.deleted_at IS NULL AND m.lead ORDER BY m.id`,
    [dealerTokens],
  );
  return rows.map(recordOf);
}

const COLUMNS = [
  'name',
  'mailbox_type_id',
  'email',
  'lead',
  'campaign',
  'signature',
  'incoming_protocol',
  'address',
  'port',
  'username',
  'password_secret',
  'smtp_address',
  'smtp_port',
  'smtp_username',
  'smtp_password_secret',
  'refresh_token_secret',
] as const satisfies readonly (keyof MailboxValues)[];

/** Inserts a mailbox with its first user; answers its id. */
export async function insertMailbox(db: Queryable, dealerId: number, values: MailboxValues, userId: number): Promise<number> {
  const placeholders = COLUMNS.map((_, index) => `$${index + 2}`).join(', ');
  const [row] = await db.query<{ id: number }>(`INSERT INTO mailboxes (dealer_id, ${COLUMNS.join(', ')}) VALUES ($1, ${placeholders}) RETURNING id`, [
    dealerId,
    ...COLUMNS.map((column) => values[column]),
  ]);
  if (!row) throw new Error('The mailbox was not stored.');
  await db.query('INSERT INTO mailbox_users (mailbox_id, user_id) VALUES ($1, $2)', [row.id, userId]);
  return row.id;
}

export async function updateMailbox(db: Queryable, id: number, values: MailboxValues): Promise<void> {
  const sets = COLUMNS.map((column, index) => `${column} = $${index + 2}`).join(', ');
  await db.query(`UPDATE mailboxes SET ${sets}, updated_at = now() WHERE id = $1`, [id, ...COLUMNS.map((column) => values[column])]);
}

export async function setMailboxState(db: Queryable, id: number, change: 'suspend' | 'activate' | 'delete'): Promise<void> {
  const set = { suspend: 'suspended_at = now()', activate: 'suspended_at = NULL', delete: 'deleted_at = now()' }[change];
  await db.query(`UPDATE mailboxes SET ${set}, updated_at = now() WHERE id = $1`, [id]);
}

/** Replaces a mailbox's users with these (the caller checked they are users of its dealer). */
export async function setMailboxUsers(db: Queryable, id: number, users: readonly number[]): Promise<void> {
  await db.query('DELETE FROM mailbox_users WHERE mailbox_id = $1', [id]);
  await db.query('INSERT INTO mailbox_users (mailbox_id, user_id) SELECT $1, unnest($2::int[])', [id, users]);
  await db.query('UPDATE mailboxes SET updated_at = now() WHERE id = $1', [id]);
}

/** What the dealer's clients see of a mailbox: never a password, a token or a server's settings. */
export function mailboxDocOf(record: MailboxRecord): MailboxDoc {
  return {
    mailbox_id: record.id,
    name: record.name,
    type: MAILBOX_TYPE_NAMES[record.mailbox_type_id],
    mailbox_type_id: record.mailbox_type_id,
    email: record.email,
    status: record.suspended_at === null ? 'active' : 'suspended',
    suspended_at: record.suspended_at,
    deleted_at: record.deleted_at,
    lead: record.lead,
    campaign: record.campaign,
    signature: record.signature,
    users: record.users,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}
