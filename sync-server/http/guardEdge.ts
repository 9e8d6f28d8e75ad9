import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { addressRateLimit } from './addressRateLimit.ts';
import { bodySizeLimit } from './bodySizeLimit.ts';
import { closeOnUnreadBody } from './closeOnUnreadBody.ts';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from './requestLimits.ts';
import { refuseUnstorableQuery } from './refuseUnstorableQuery.ts';
import { securityHeaders } from './securityHeaders.ts';

/** The largest request body accepted, but for a push. */
const BODY_LIMIT_BYTES = 1024 * 1024;
/** A push carries up to 500 events (worker/sync/push.ts): 8 MB leaves each about 16 KB. */
const PUSH_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
const PUSH_PATH = '/sync/push';

/**
 * Registers the guards every request passes before any route reads it: security headers on every answer, the
 * per-address rate limits of sign-in, password reset and the mail-sending endpoints, the body size limit, and the
 * refusal of unstorable text in the path or query.
 * All run before authentication and before a body is parsed.
 */
export function guardEdge(app: Hono<AppEnv>, limits: Partial<RequestLimits> = {}): void {
  const { signIn, passwordReset, mail } = { ...DEFAULT_REQUEST_LIMITS, ...limits };
  app.use('*', securityHeaders());
  app.use('*', closeOnUnreadBody());
  app.on('POST', '/auth/login', addressRateLimit(signIn));
  app.on('POST', '/auth/reset-password', addressRateLimit(passwordReset));
  const mailing = addressRateLimit(mail);
  app.on('POST', ['/share', '/dealsheet/email'], mailing);
  const body = bodySizeLimit(BODY_LIMIT_BYTES);
  const pushBody = bodySizeLimit(PUSH_BODY_LIMIT_BYTES);
  app.use('*', (c, next) => (c.req.path === PUSH_PATH ? pushBody : body)(c, next));
  app.use('*', refuseUnstorableQuery());
}
