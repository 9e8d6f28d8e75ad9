import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { isAppPath } from '../../domain/http/appPath.ts';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { requireUser } from '../auth/middleware.ts';
import { loadSessionUser } from '../auth/sessionUser.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { validBody } from '../http/validate.ts';

/** A link token opens one path in a new tab (an export, a print) for two minutes. */
const LINK_TOKEN_LIFETIME_SECONDS = 2 * 60;

const LINK_NEEDS_DEALER_MESSAGE = 'The path must name the dealer with its token.';
const LINK_PATH_MESSAGE = 'The path must be a path of this app: one / first, and no second /, backslash, space or #.';

const DealerChoiceSchema = v.object({
  dealer: v.pipe(v.string(), v.trim(), v.nonEmpty('Please choose a dealer.'), v.maxLength(100)),
});

const LinkPathSchema = v.pipe(
  v.string('Please supply the path to link to.'),
  v.maxLength(2000, 'The path is too long.'),
  v.check((path) => isAppPath(path) && !path.includes('#'), LINK_PATH_MESSAGE),
);

/**
 * The accounts API of spec 000 §7, each call for the signed-in user only (another user's id: 403), plus the
 * link tokens that let a new tab open one path without the Authorization header: made for the dealer the path
 * names with `token`, which must be one of the user's.
 */
export function accountRoutes(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);

  const answerUser = async (c: Context<AppEnv>) => {
    const user = await loadSessionUser(deps, c.get('user').id);
    return user ? c.json(user) : c.json({ message: AUTH_MESSAGES.noDealer }, 403);
  };
  const isSelf = (c: Context<AppEnv>) => c.req.param('id') === String(c.get('user').id);

  app.get('/user/:id', signedIn, async (c) => {
    if (!isSelf(c)) return c.json({ message: AUTH_MESSAGES.notYourAccount }, 403);
    return answerUser(c);
  });

  app.post('/user/:id/release', signedIn, async (c) => {
    if (!isSelf(c)) return c.json({ message: AUTH_MESSAGES.notYourAccount }, 403);
    await deps.db.query('UPDATE users SET release_number = NULL WHERE id = $1', [c.get('user').id]);
    return answerUser(c);
  });

  app.post('/user/:id/dealer/set', signedIn, validBody(DealerChoiceSchema), async (c) => {
    if (!isSelf(c)) return c.json({ message: AUTH_MESSAGES.notYourAccount }, 403);
    const dealer = c.get('user').dealers.find((d) => d.key === c.req.valid('json').dealer);
    if (!dealer) return c.json({ message: WRONG_DEALER_MESSAGE }, 403);
    await deps.db.query('UPDATE users SET current_dealer_id = $2 WHERE id = $1', [c.get('user').id, dealer.id]);
    return answerUser(c);
  });

  app.get('/links', signedIn, async (c) => {
    const parsed = v.safeParse(LinkPathSchema, c.req.query('path'));
    if (!parsed.success) return c.json({ message: parsed.issues[0].message }, 400);
    const at = parsed.output.indexOf('?');
    const path = at < 0 ? parsed.output : parsed.output.slice(0, at);
    const query = at < 0 ? '' : parsed.output.slice(at + 1);
    const dealer = new URLSearchParams(query).get('token');
    if (!dealer) return c.json({ message: LINK_NEEDS_DEALER_MESSAGE }, 400);
    if (!c.get('user').dealers.some((d) => d.token === dealer)) return c.json({ message: WRONG_DEALER_MESSAGE }, 403);
    const exp = Math.floor(Date.now() / 1000) + LINK_TOKEN_LIFETIME_SECONDS;
    const link = await deps.signer.sign({ sub: c.get('user').id, exp, kind: 'link', path, dealer });
    const url = `${path}?${query}&link=${encodeURIComponent(link)}`;
    return c.json({ url });
  });

  return app;
}
