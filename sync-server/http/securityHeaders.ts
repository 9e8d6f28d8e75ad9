import type { Context, MiddlewareHandler } from 'hono';

/** A Host header fit to repeat in a header value: a name or address with an optional port, nothing else. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The app's policy: everything from its own origin. Images may also come over https from elsewhere (vehicle photos
 * are the DMS's or the builder's URLs) and as data: (the dealer logos). The live socket is on the same host; old
 * browsers do not count ws:/wss: as 'self', so the host is named. No inline script or style is needed (React sets
 * style properties through the CSSOM, which CSP does not restrict).
 */
function contentSecurityPolicy(c: Context, frameAncestors: string): string {
  const host = new URL(c.req.url).host;
  const socket = PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    `connect-src 'self'${socket}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * Headers on every answer: the Content-Security-Policy (a PDF may be framed by the app itself, for the deal sheet
 * preview; nothing else may be framed), no MIME sniffing, no Referer (links carry ?link= tokens), and
 * Cache-Control: no-store on any answer that did not choose its own caching: the API's JSON, CSV and PDF answers
 * hold tokens and customer data. The built client's files set their own Cache-Control.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const pdf = (c.res.headers.get('content-type') ?? '').startsWith('application/pdf');
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(c, pdf ? "'self'" : "'none'"));
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
