import { Hono, type Context } from 'hono';
import { USER_COLUMNS, USER_ROLES, compareDealerUsers, userListPredicate } from '../../domain/users/userListFilter.ts';
import { requireAction, requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { validBody, validQuery } from '../http/validate.ts';
import { csvExport, pageRows } from '../lists/listAnswer.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';
import type { SyncDeps } from '../sync/routes.ts';
import { UserCreateBodySchema, UserEditBodySchema, UserListQuerySchema, UserStatusBodySchema } from './userBodies.ts';
import { dealerUserOf, importCandidates, userOfDealer, usersOfDealer } from './userRecords.ts';
import { USER_NOT_FOUND_MESSAGE, createUser, importUser, setUserStatus, updateUser, type UserWrite } from './userWrites.ts';

/** The answer to a write: the user as saved, or the refusal's status and message. */
function answer(c: Context<AppEnv>, write: UserWrite): Response {
  return write.ok ? c.json({ user: write.user }) : c.json({ message: write.message }, write.status);
}

/**
 * The settings area's users calls (spec 002 §7 "Users", docs/api.md "Settings: users"), for the dealer of ?token=,
 * each for those who may see the User Management tab (can(actor, 'settings.users'); anyone else 403):
 * - GET /users?search&role&type&page: the dealer's users, 15 a page `{users, roles, total, page, current_total}`;
 *   with export=1 the whole view as `users-<dealer's today>.csv`.
 * - GET /users/{id}: one user of the dealer with the form's settings (signature, notifications) `{user}`.
 * - GET /users/import: the import candidates `{users}`, the active users of the caller's other dealers not in this one.
 * - POST /users/create, /users/update, /users/import, /users/status: the writes (sync-server/users/userWrites.ts),
 *   answering `{user}`; each appends dealer.user_set to every dealer of the user, and one that leaves the user
 *   inactive closes their live sockets.
 */
export function userRoutes(deps: ServerDeps, sync: SyncDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = [requireUser(deps), requireDealer(), requireAction('settings.users')] as const;
  const writes = { db: deps.db, mail: deps.mail, publicUrl: deps.publicUrl, store: sync.store, endUser: sync.hub.endUser };

  app.get('/users', ...guard, validQuery(UserListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const dealer = c.get('dealer');
    const filter = { search: query.search, role: query.role ?? null, type: query.type };
    const users = (await usersOfDealer(deps.db, dealer.id)).map(dealerUserOf).filter(userListPredicate(filter)).sort(compareDealerUsers);
    if (query.export) {
      const settings = await loadDealerSettings(deps.db, dealer.token);
      const timeZone = settings.config.dealer_timezone;
      return csvExport(c, `users-${dayInTimeZone(timeZone)}.csv`, USER_COLUMNS, users, timeZone);
    }
    const page = pageRows(users, query.page);
    return c.json({ users: page, roles: USER_ROLES, total: users.length, page: query.page, current_total: page.length });
  });

  app.get('/users/import', ...guard, async (c) => {
    return c.json({ users: await importCandidates(deps.db, c.get('user').id, c.get('dealer').id) });
  });

  app.get('/users/:id{[1-9][0-9]{0,8}}', ...guard, async (c) => {
    const user = await userOfDealer(deps.db, c.get('dealer').id, Number(c.req.param('id')));
    return user ? c.json({ user }) : c.json({ message: USER_NOT_FOUND_MESSAGE }, 404);
  });

  app.post('/users/create', ...guard, validBody(UserCreateBodySchema), async (c) => {
    return answer(c, await createUser(writes, c.get('user'), c.get('dealer'), c.req.valid('json')));
  });

  app.post('/users/update', ...guard, validBody(UserEditBodySchema), async (c) => {
    const { id, ...form } = c.req.valid('json');
    return answer(c, await updateUser(writes, c.get('user'), c.get('dealer'), id, form));
  });

  app.post('/users/import', ...guard, validBody(UserEditBodySchema), async (c) => {
    const { id, ...form } = c.req.valid('json');
    return answer(c, await importUser(writes, c.get('user'), c.get('dealer'), id, form));
  });

  app.post('/users/status', ...guard, validBody(UserStatusBodySchema), async (c) => {
    const { id, status } = c.req.valid('json');
    return answer(c, await setUserStatus(writes, c.get('user'), c.get('dealer'), id, status === 'active'));
  });

  return app;
}
