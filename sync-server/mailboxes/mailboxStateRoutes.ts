import { Hono } from 'hono';
import { MailboxUsersSchema } from '../../domain/mailboxes/mailboxForm.ts';
import { requireAction, requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../context.ts';
import { validBody } from '../http/validate.ts';
import { MAILBOX_DELETED_MESSAGE, MAILBOX_NOT_FOUND_MESSAGE, pathMailbox, publishMailbox, requireMailboxManager, type MailboxDeps } from './mailboxDeps.ts';
import { mailboxDocOf, setMailboxState, setMailboxUsers } from './mailboxRecords.ts';

export const NOT_DEALER_USERS_MESSAGE = 'A mailbox can only be given to users of this dealer.';

/**
 * The mailbox state calls of spec 002 §7: POST /mailbox/{id}/suspend (suspends an active mailbox, activates a
 * suspended one), POST /mailbox/{id}/delete (soft: deleted_at; answers deleted), POST /mailbox/{id}/users/update (the
 * users who may use it, at least one, all of this dealer). Managers only; a deleted mailbox changes no more.
 */
export function mailboxStateRoutes(deps: MailboxDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = [requireUser(deps), requireDealer(), requireAction('settings.mailboxes'), requireMailboxManager()] as const;

  app.post('/mailbox/:id/suspend', ...guard, async (c) => {
    const record = await pathMailbox(deps, c);
    if (!record) return c.json({ message: MAILBOX_NOT_FOUND_MESSAGE }, 404);
    if (record.deleted_at !== null) return c.json({ message: MAILBOX_DELETED_MESSAGE }, 400);
    await setMailboxState(deps.db, record.id, record.suspended_at === null ? 'suspend' : 'activate');
    return c.json({ mailbox: mailboxDocOf(await publishMailbox(deps, c, record.id)) });
  });

  app.post('/mailbox/:id/delete', ...guard, async (c) => {
    const record = await pathMailbox(deps, c);
    if (!record) return c.json({ message: MAILBOX_NOT_FOUND_MESSAGE }, 404);
    if (record.deleted_at === null) {
      await setMailboxState(deps.db, record.id, 'delete');
      await publishMailbox(deps, c, record.id);
    }
    return c.json({ deleted: true });
  });

  app.post('/mailbox/:id/users/update', ...guard, validBody(MailboxUsersSchema), async (c) => {
    const record = await pathMailbox(deps, c);
    if (!record) return c.json({ message: MAILBOX_NOT_FOUND_MESSAGE }, 404);
    if (record.deleted_at !== null) return c.json({ message: MAILBOX_DELETED_MESSAGE }, 400);
    const users = [...new Set(c.req.valid('json').users)];
    const [found] = await deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_dealers WHERE dealer_id = $1 AND user_id = ANY($2::int[])', [
      c.get('dealer').id,
      users,
    ]);
    if (found?.n !== users.length) return c.json({ message: NOT_DEALER_USERS_MESSAGE }, 400);
    await setMailboxUsers(deps.db, record.id, users);
    return c.json({ mailbox: mailboxDocOf(await publishMailbox(deps, c, record.id)) });
  });

  return app;
}
