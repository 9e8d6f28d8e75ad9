import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, ServerDeps } from '../context.ts';

/** A message of the local mailbox as GET /inbox/messages answers it. */
export type InboxMessage = {
  id: number;
  sender: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
};

const INBOX_LIMIT = 200;

const NodeBindingsSchema = v.object({
  incoming: v.object({ socket: v.object({ remoteAddress: v.optional(v.string()) }) }),
});

/** The TCP peer's address from @hono/node-server's bindings; empty when the request came some other way. */
function remoteAddressOf(env: unknown): string {
  const parsed = v.safeParse(NodeBindingsSchema, env);
  return parsed.success ? (parsed.output.incoming.socket.remoteAddress ?? '') : '';
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * The development mailbox of spec 000 (/inbox, offered only on localhost): the mail kept in local_mail while no
 * SMTP server is configured, newest first, optionally for one recipient (?to=). Only a direct connection from a
 * loopback address gets an answer; anyone else, and any request that came through a proxy, gets 404.
 */
export function inboxRoutes(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/inbox/messages', async (c) => {
    const proxied = c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined;
    if (proxied || !isLoopback(remoteAddressOf(c.env))) return c.notFound();
    const to = c.req.query('to')?.trim() ?? '';
    const rows = await deps.db.query<Omit<InboxMessage, 'created_at'> & { created_at: Date | string }>(
      `SELECT id, sender, recipient, subject, text_body, html_body, created_at FROM local_mail
       WHERE $1 = '' OR lower(recipient) = lower($1) ORDER BY created_at DESC, id DESC LIMIT $2`,
      [to, INBOX_LIMIT],
    );
    const messages: InboxMessage[] = rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
    return c.json({ messages });
  });

  return app;
}
