import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import {
  LoginRequestSchema,
  RefreshRequestSchema,
  ResetConfirmSchema,
  ResetRequestSchema,
} from '../../domain/session/sessionUser.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { attemptLogin } from './login.ts';
import { confirmPasswordReset, requestPasswordReset } from './passwordResets.ts';
import { loadSessionUser } from './sessionUser.ts';
import { closeSession, openSession, refreshSession } from './sessions.ts';
import { validBody } from '../http/validate.ts';

/** Sign-in, token refresh, sign-out and password reset, mounted at /auth (docs/api.md, "Auth and accounts"). */
export function authRoutes(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/login', validBody(LoginRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const outcome = await attemptLogin(deps.db, body);
    if (!outcome.ok) return c.json({ message: outcome.message }, outcome.status);
    const user = await loadSessionUser(deps, outcome.userId);
    if (!user) return c.json({ message: AUTH_MESSAGES.noDealer }, 403);
    return c.json(await openSession(deps, user));
  });

  app.post('/refresh', validBody(RefreshRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const session = await refreshSession(deps, body.refresh_token);
    if (!session) return c.json({ message: AUTH_MESSAGES.sessionExpired }, 401);
    return c.json(session);
  });

  app.post('/logout', validBody(RefreshRequestSchema), async (c) => {
    const body = c.req.valid('json');
    await closeSession(deps, body.refresh_token);
    return c.body(null, 204);
  });

  app.post('/reset-password', validBody(ResetRequestSchema), async (c) => {
    const body = c.req.valid('json');
    await requestPasswordReset(deps, body.email);
    return c.json({ message: AUTH_MESSAGES.resetSent });
  });

  app.post('/reset-password/confirm', validBody(ResetConfirmSchema), async (c) => {
    const body = c.req.valid('json');
    const changed = await confirmPasswordReset(deps.db, body.token, body.password);
    if (!changed) return c.json({ message: AUTH_MESSAGES.resetInvalid }, 400);
    return c.json({ message: AUTH_MESSAGES.passwordChanged });
  });

  return app;
}
