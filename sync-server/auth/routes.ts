import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import {
  LoginRequestSchema,
  RefreshRequestSchema,
  ResetConfirmSchema,
  ResetRequestSchema,
} from '../../domain/session/sessionUser.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { readBody } from '../http/readBody.ts';
import { attemptLogin } from './login.ts';
import { confirmPasswordReset, requestPasswordReset } from './passwordResets.ts';
import { loadSessionUser } from './sessionUser.ts';
import { closeSession, openSession, refreshSession } from './sessions.ts';

/** Sign-in, token refresh, sign-out and password reset, mounted at /auth (docs/api.md, "Auth and accounts"). */
export function authRoutes(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const body = await readBody(c, LoginRequestSchema);
    if (!body.ok) return c.json({ message: body.message }, 400);
    const outcome = await attemptLogin(deps.db, body.value);
    if (!outcome.ok) return c.json({ message: outcome.message }, outcome.status);
    const user = await loadSessionUser(deps.db, outcome.userId);
    if (!user) return c.json({ message: AUTH_MESSAGES.noDealer }, 403);
    return c.json(await openSession(deps, user));
  });

  app.post('/refresh', async (c) => {
    const body = await readBody(c, RefreshRequestSchema);
    if (!body.ok) return c.json({ message: body.message }, 400);
    const session = await refreshSession(deps, body.value.refresh_token);
    if (!session) return c.json({ message: AUTH_MESSAGES.sessionExpired }, 401);
    return c.json(session);
  });

  app.post('/logout', async (c) => {
    const body = await readBody(c, RefreshRequestSchema);
    if (!body.ok) return c.json({ message: body.message }, 400);
    await closeSession(deps, body.value.refresh_token);
    return c.body(null, 204);
  });

  app.post('/reset-password', async (c) => {
    const body = await readBody(c, ResetRequestSchema);
    if (!body.ok) return c.json({ message: body.message }, 400);
    await requestPasswordReset(deps, body.value.email);
    return c.json({ message: AUTH_MESSAGES.resetSent });
  });

  app.post('/reset-password/confirm', async (c) => {
    const body = await readBody(c, ResetConfirmSchema);
    if (!body.ok) return c.json({ message: body.message }, 400);
    const changed = await confirmPasswordReset(deps.db, body.value.token, body.value.password);
    if (!changed) return c.json({ message: AUTH_MESSAGES.resetInvalid }, 400);
    return c.json({ message: AUTH_MESSAGES.passwordChanged });
  });

  return app;
}
