import type { Context } from 'hono';

/** The header that carries a lead's intake key (docs/leads.md). */
export const INTAKE_KEY_HEADER = 'X-Intake-Key';

/**
 * The intake key of a lead post: the X-Intake-Key header, else the path's (POST /leads/intake/{key}, kept for lead
 * senders configured with a URL alone); '' when neither carries one. The route and its rate limit both read it here,
 * so a key is counted the same whichever form brings it.
 */
export function requestIntakeKey(c: Context): string {
  return c.req.header(INTAKE_KEY_HEADER) || c.req.param('key') || '';
}
