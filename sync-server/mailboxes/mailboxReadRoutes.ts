import { Hono } from 'hono';
import { MAILBOX_TYPE_IDS, MAILBOX_TYPE_NAMES } from '../../domain/mailboxes/mailbox.ts';
import { MAILBOX_FILTER_STATUS_NAMES, MAILBOX_FILTER_STATUSES, MAILBOX_EXPORT_COLUMNS, mailboxRows, readMailboxListUrl } from '../../domain/mailboxes/mailboxList.ts';
import { requireAction, requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../context.ts';
import { csvExport, pageRows } from '../lists/listAnswer.ts';
import { MAILBOX_NOT_FOUND_MESSAGE, pathMailbox, requireMailboxManager, type MailboxDeps } from './mailboxDeps.ts';
import { loadDealerMailboxes, mailboxDocOf } from './mailboxRecords.ts';

const MAILBOX_TYPES = MAILBOX_TYPE_IDS.map((id) => ({ id, name: MAILBOX_TYPE_NAMES[id] }));

/**
 * The mailboxes' reads (spec 002 §7): GET /mailboxes?search&status&type&page (15 a page; export=1 answers the whole
 * list as CSV), GET /filter/mailbox (the statuses and types), GET /settings/mailbox/{id}/users, and GET /mailbox/{id}
 * (what the edit form shows of a POP3/SMTP account's servers, never its passwords; managers only). Every role of the
 * dealer reads the list.
 */
export function mailboxReadRoutes(deps: MailboxDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = [requireUser(deps), requireDealer(), requireAction('settings.mailboxes')] as const;

  app.get('/mailboxes', ...guard, async (c) => {
    const url = readMailboxListUrl(new URLSearchParams(new URL(c.req.url).search));
    const rows = mailboxRows((await loadDealerMailboxes(deps.db, c.get('dealer').id)).map(mailboxDocOf), url.filter);
    if (c.req.query('export') === '1') {
      return csvExport(c, 'mailboxes.csv', MAILBOX_EXPORT_COLUMNS, rows, null);
    }
    const mailboxes = pageRows(rows, url.page);
    const users = await deps.db.query<{ user_id: number; first_name: string; last_name: string }>(
      `SELECT u.id AS user_id, u.first_name, u.last_name FROM users u JOIN user_dealers ud ON ud.user_id = u.id
       WHERE ud.dealer_id = $1 ORDER BY u.first_name, u.last_name, u.id`,
      [c.get('dealer').id],
    );
    return c.json({ mailboxes, mailbox_types: MAILBOX_TYPES, total: rows.length, page: url.page, users, current_total: mailboxes.length });
  });

  app.get('/filter/mailbox', ...guard, (c) =>
    c.json({ statuses: MAILBOX_FILTER_STATUSES.map((value) => ({ value, name: MAILBOX_FILTER_STATUS_NAMES[value] })), mailbox_types: MAILBOX_TYPES }),
  );

  app.get('/settings/mailbox/:id/users', ...guard, async (c) => {
    const record = await pathMailbox(deps, c);
    if (!record) return c.json({ message: MAILBOX_NOT_FOUND_MESSAGE }, 404);
    return c.json({ users: record.users.map((user_id) => ({ user_id })) });
  });

  app.get('/mailbox/:id', ...guard, requireMailboxManager(), async (c) => {
    const record = await pathMailbox(deps, c);
    if (!record) return c.json({ message: MAILBOX_NOT_FOUND_MESSAGE }, 404);
    const { incoming_protocol, address, port, username, smtp_address, smtp_port, smtp_username } = record;
    return c.json({ mailbox: { ...mailboxDocOf(record), incoming_protocol, address, port, username, smtp_address, smtp_port, smtp_username } });
  });

  return app;
}
