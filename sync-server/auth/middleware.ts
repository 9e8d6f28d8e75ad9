import type { MiddlewareHandler } from 'hono';
import { FORBIDDEN_MESSAGE, WRONG_DEALER_MESSAGE, can, type Action } from '../../domain/permissions/permissions.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { ADMIN, type AdminFlag, type RoleId } from '../../domain/session/roles.ts';
import type { AppEnv, AuthUser, DealerRow, ServerDeps } from '../context.ts';

type UserRow = { id: number; token: string; email: string; role_id: number; admin: number };

/** Loads a user with the dealers they belong to; null when missing or inactive. */
export async function loadAuthUser(deps: Pick<ServerDeps, 'db'>, userId: number): Promise<AuthUser | null> {
  const [user] = await deps.db.query<UserRow>('SELECT id, token, email, role_id, admin FROM users WHERE id = $1', [userId]);
  if (!user || user.admin === ADMIN.inactive) return null;
  const dealers = await deps.db.query<DealerRow>(
    `SELECT d.id, d.key, d.token, d.name, d.country FROM dealers d
     JOIN user_dealers ud ON ud.dealer_id = d.id WHERE ud.user_id = $1 ORDER BY d.name`,
    [userId],
  );
  return { id: user.id, token: user.token, email: user.email, role: user.role_id as RoleId, admin: user.admin as AdminFlag, dealers };
}

/** What a link token may do: open (read) its path, never change anything. */
const LINK_METHODS = new Set(['GET', 'HEAD']);

/**
 * Every API call but sign-in carries the id token as a Bearer header (or, for links opened in a new tab, a
 * short-lived link token bound to the path in ?link=). No token, a bad one or an expired one: 401. A link token
 * answers GET and HEAD only: any other method is 401 with its own message.
 */
export function requireUser(deps: Pick<ServerDeps, 'db' | 'signer'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const bearer = header.startsWith('Bearer ') ? header.slice(7) : '';
    const link = bearer ? '' : (c.req.query('link') ?? '');
    const claims = bearer || link ? await deps.signer.verify(bearer || link) : null;
    const valid = claims && (bearer ? claims.kind === 'id' : claims.kind === 'link' && claims.path === c.req.path);
    if (!claims || !valid) return c.json({ message: AUTH_MESSAGES.sessionExpired }, 401);
    if (claims.kind === 'link' && !LINK_METHODS.has(c.req.method)) return c.json({ message: AUTH_MESSAGES.linkReadOnly }, 401);
    const user = await loadAuthUser(deps, claims.sub);
    if (!user) return c.json({ message: AUTH_MESSAGES.sessionExpired }, 401);
    c.set('user', user);
    c.set('claims', claims);
    await next();
  };
}

/**
 * Dealer API calls name the dealer with the spec's `token` query parameter; a dealer not the user's: 403. A link
 * token opens only the dealer it was made for, even when the user belongs to others too: 403.
 */
export function requireDealer(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.query('token') ?? '';
    const claims = c.get('claims');
    if (claims.kind === 'link' && claims.dealer !== token) return c.json({ message: AUTH_MESSAGES.linkOtherDealer }, 403);
    const dealer = c.get('user').dealers.find((d) => d.token === token);
    if (!dealer) return c.json({ message: WRONG_DEALER_MESSAGE }, 403);
    c.set('dealer', dealer);
    await next();
  };
}

/** Refuses an action the user's role may not take: 403 with a message. */
export function requireAction(action: Action): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!can({ role: user.role, admin: user.admin }, action)) return c.json({ message: FORBIDDEN_MESSAGE }, 403);
    await next();
  };
}
