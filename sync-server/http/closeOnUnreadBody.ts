import type { MiddlewareHandler } from 'hono';

/**
 * An answer given without reading the request's body (413 too large, 401 before a push is read) ends the
 * connection: otherwise the client sends its next request on a connection that @hono/node-server still has to
 * drain, and cuts half a second later, so that request fails.
 */
export function closeOnUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const hasBody = c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? 0) > 0;
    if (hasBody && !c.req.raw.bodyUsed) c.res.headers.set('Connection', 'close');
  };
}
