import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv, ServerDeps } from '../context.ts';
import { remoteAddress } from '../http/remoteAddress.ts';
import type { StoredAttachment } from './createMailPort.ts';

/** A file attached to a message of the local mailbox: its bytes are at GET /inbox/messages/{id}/attachments/{index}. */
export type InboxAttachment = { filename: string; content_type: string; size: number };

/** A message of the local mailbox as GET /inbox/messages answers it. */
export type InboxMessage = {
  id: number;
  sender: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: InboxAttachment[];
  created_at: string;
};

const INBOX_LIMIT = 200;

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Only a direct connection from a loopback address reaches the mailbox; a proxied request never does. */
function isLocalCaller(c: Context<AppEnv>): boolean {
  const proxied = c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined;
  return !proxied && isLoopback(remoteAddress(c.env));
}

const AttachmentPathSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
  index: v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number)),
});

/**
 * The development mailbox of spec 000 (/inbox, offered only on localhost): the mail kept in local_mail while no
 * SMTP server is configured, newest first, optionally for one recipient (?to=), each with its attachments' names
 * and sizes; an attachment's bytes at /inbox/messages/{id}/attachments/{index}. The app mounts it only when asked
 * (LOCAL_MAILBOX=1, ServerOptions.localMailbox): the mail holds password reset links. Even then only a direct
 * connection from a loopback address gets an answer; anyone else, and any request that came through a proxy,
 * gets 404.
 */
export function inboxRoutes(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/inbox/messages', async (c) => {
    if (!isLocalCaller(c)) return c.notFound();
    const to = c.req.query('to')?.trim() ?? '';
    const rows = await deps.db.query<Omit<InboxMessage, 'created_at'> & { created_at: Date | string }>(
      `SELECT id, sender, recipient, subject, text_body, html_body, created_at,
         (SELECT coalesce(jsonb_agg(jsonb_build_object('filename', a->>'filename', 'content_type', a->>'content_type',
            'size', length(decode(a->>'content', 'base64'))) ORDER BY n), '[]'::jsonb)
          FROM jsonb_array_elements(attachments) WITH ORDINALITY AS parts(a, n)) AS attachments
       FROM local_mail
       WHERE $1 = '' OR lower(recipient) = lower($1) ORDER BY created_at DESC, id DESC LIMIT $2`,
      [to, INBOX_LIMIT],
    );
    const messages: InboxMessage[] = rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
    return c.json({ messages });
  });

  app.get('/inbox/messages/:id/attachments/:index', async (c) => {
    if (!isLocalCaller(c)) return c.notFound();
    const params = v.safeParse(AttachmentPathSchema, c.req.param());
    if (!params.success) return c.notFound();
    const [row] = await deps.db.query<{ attachment: StoredAttachment | null }>('SELECT attachments -> $2::int AS attachment FROM local_mail WHERE id = $1', [
      params.output.id,
      params.output.index,
    ]);
    if (!row?.attachment) return c.notFound();
    const { filename, content_type: contentType, content } = row.attachment;
    return c.body(new Uint8Array(Buffer.from(content, 'base64')), 200, {
      'content-type': contentType,
      'content-disposition': `inline; filename="${filename.replace(/["\\\r\n]/g, '_')}"`,
      'cache-control': 'no-store',
    });
  });

  return app;
}
