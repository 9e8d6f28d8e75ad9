import * as v from 'valibot';

const NodeBindingsSchema = v.object({
  incoming: v.object({ socket: v.object({ remoteAddress: v.optional(v.string()) }) }),
});

/**
 * The TCP peer's address from @hono/node-server's bindings (a Context's env); empty when the request came some
 * other way (app.request in tests). Headers such as X-Forwarded-For are never read: any client can write them.
 */
export function remoteAddress(env: unknown): string {
  const parsed = v.safeParse(NodeBindingsSchema, env);
  return parsed.success ? (parsed.output.incoming.socket.remoteAddress ?? '') : '';
}
