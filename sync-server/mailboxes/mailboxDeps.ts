import type { Context, MiddlewareHandler } from 'hono';
import { MAILBOX_SET } from '../../domain/mailboxes/mailboxEvents.ts';
import { canManageMailboxes, FORBIDDEN_MESSAGE } from '../../domain/permissions/permissions.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { EventStore } from '../events/eventStore.ts';
import type { MailboxAccess } from './mailboxAccess.ts';
import { loadMailbox, mailboxDocOf, type MailboxRecord } from './mailboxRecords.ts';

/** What the mailbox routes are built from. */
export type MailboxDeps = Pick<ServerDeps, 'db' | 'signer' | 'publicUrl'> & { store: EventStore; access: MailboxAccess };

export const MAILBOX_NOT_FOUND_MESSAGE = 'There is no such mailbox.';
export const MAILBOX_DELETED_MESSAGE = 'This mailbox was deleted.';

/** Refuses a user who may not manage mailboxes (canManageMailboxes): 403. */
export function requireMailboxManager(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!canManageMailboxes({ role: user.role, admin: user.admin })) return c.json({ message: FORBIDDEN_MESSAGE }, 403);
    await next();
  };
}

/** The mailbox of the path's id in the request's dealer; null when there is none (the id is not a number, or another dealer's). */
export async function pathMailbox(deps: MailboxDeps, c: Context<AppEnv>): Promise<MailboxRecord | null> {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(id)) return null;
  return loadMailbox(deps.db, c.get('dealer').id, Number(id));
}

/** Tells the dealer's clients about a mailbox as it now stands (mailbox.set: the refs document without secrets). */
export async function publishMailbox(deps: MailboxDeps, c: Context<AppEnv>, id: number): Promise<MailboxRecord> {
  const record = await loadMailbox(deps.db, c.get('dealer').id, id);
  if (!record) throw new Error(`Mailbox ${id} vanished while it was saved.`);
  await deps.store.appendSystem([
    { id: crypto.randomUUID(), type: MAILBOX_SET, dealer: record.dealer_token, actor: c.get('user').id, time: new Date().toISOString(), payload: mailboxDocOf(record) },
  ]);
  return record;
}
