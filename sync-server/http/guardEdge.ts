import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requestIntakeKey } from '../leads/requestIntakeKey.ts';
import { byAddress, keyedRateLimit, type RateKey } from './addressRateLimit.ts';
import { bodySizeLimit } from './bodySizeLimit.ts';
import { closeOnUnreadBody } from './closeOnUnreadBody.ts';
import type { RateCounts } from './rateCounts.ts';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from './requestLimits.ts';
import { refuseUnstorableQuery } from './refuseUnstorableQuery.ts';
import { securityHeaders } from './securityHeaders.ts';

/** The largest request body accepted, but for a push. */
const BODY_LIMIT_BYTES = 1024 * 1024;
/** A push carries up to 500 events (worker/sync/push.ts): 8 MB leaves each about 16 KB. */
const PUSH_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
const PUSH_PATH = '/sync/push';

/**
 * Leads are counted per intake key, the header's or the path's (requestIntakeKey), cut short so a caller cannot grow
 * the map with long keys.
 */
const BY_INTAKE_KEY: RateKey = {
  scope: 'lead-intake',
  of: (c) => requestIntakeKey(c).slice(0, 64),
  refusal: (wait) => `Too many leads for this intake key. Please try again in ${wait}.`,
};

/**
 * Registers the guards every request passes before any route reads it: security headers on every answer, the
 * rate limits of sign-in, password reset, the mail-sending endpoints (per address) and lead intake (per key), the
 * body size limit, and the refusal of unstorable text in the path or query.
 * All run before authentication and before a body is parsed.
 */
export function guardEdge(app: Hono<AppEnv>, counts: RateCounts, limits: Partial<RequestLimits> = {}): void {
  const { signIn, passwordReset, mail, leadIntake } = { ...DEFAULT_REQUEST_LIMITS, ...limits };
  app.use('*', securityHeaders());
  app.use('*', closeOnUnreadBody());
  app.on('POST', '/auth/login', keyedRateLimit(signIn, byAddress('sign-in'), counts));
  app.on('POST', '/auth/reset-password', keyedRateLimit(passwordReset, byAddress('password-reset'), counts));
  app.on('POST', ['/share', '/dealsheet/email', '/support/contact'], keyedRateLimit(mail, byAddress('mail'), counts));
  app.on('POST', ['/leads/intake', '/leads/intake/:key'], keyedRateLimit(leadIntake, BY_INTAKE_KEY, counts));
  const body = bodySizeLimit(BODY_LIMIT_BYTES);
  const pushBody = bodySizeLimit(PUSH_BODY_LIMIT_BYTES);
  app.use('*', (c, next) => (c.req.path === PUSH_PATH ? pushBody : body)(c, next));
  app.use('*', refuseUnstorableQuery());
}
