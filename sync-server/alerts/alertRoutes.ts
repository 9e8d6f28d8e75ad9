import { Hono } from 'hono';
import { RECENT_ALERTS } from '../../domain/alerts/alert.ts';
import { ALERT_COLUMNS, ALERT_FILTER_OPTIONS } from '../../domain/alerts/alertList.ts';
import { zonedNow } from '../../domain/time/zonedClock.ts';
import { listPaging } from '../../domain/lists/listPaging.ts';
import { FORBIDDEN_MESSAGE, canSeeEveryonesAlerts } from '../../domain/permissions/permissions.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import { timeChoices } from '../calendar/appointmentRoutes.ts';
import type { AppEnv, AuthUser, ServerDeps } from '../context.ts';
import { validBody, validQuery } from '../http/validate.ts';
import { csvExport } from '../lists/listAnswer.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';
import { AlertListQuerySchema, AlertSetBodySchema } from './alertBodies.ts';
import { countAlerts, readAlerts, setAlertViewed, type AlertScope } from './alertQueries.ts';

export const ALERT_NOT_FOUND_MESSAGE = 'This alert does not exist.';

const everyone = (user: AuthUser) => canSeeEveryonesAlerts({ role: user.role, admin: user.admin });

/**
 * The alerts' calls (spec 000 §7, docs/alerts.md), for the signed-in user at the dealer of ?token=:
 * - GET /platform/{userToken}/alerts: the user's newest alerts (500 at most) `{alerts, count (unread), times}`;
 *   another user's token is 403.
 * - POST /platform/{id}/alerts/set, form alert_id: marks the user's alert viewed (once; again answers the same time)
 *   `{id, viewed}`, and tells the user's other browsers; 404 for an alert not theirs. {id} is the user's id or token.
 * - GET /alerts?page=&type=&status=&user=: the Alert History, 15 a page `{alerts, total, page, current_total}`, or
 *   with export=1 the whole view as `alerts-<dealer's today>.csv`. Administrators and managers may ask for another
 *   user's alerts or user=all; anyone else for their own only (403).
 * - GET /filter/alerts: the filter's choices `{types, read, users}` (users: whose alerts the caller may see).
 */
export function alertRoutes(deps: Pick<ServerDeps, 'db' | 'signer' | 'alerted'>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();

  app.get('/platform/:userToken/alerts', signedIn, ofDealer, async (c) => {
    const user = c.get('user');
    if (c.req.param('userToken') !== user.token) return c.json({ message: FORBIDDEN_MESSAGE }, 403);
    const dealer = c.get('dealer');
    const scope: AlertScope = { dealerId: dealer.id, userId: user.id, type: null, status: 'all' };
    const [alerts, count, settings] = await Promise.all([
      readAlerts(deps.db, scope, { offset: 0, limit: RECENT_ALERTS }),
      countAlerts(deps.db, { ...scope, status: 'unread' }),
      loadDealerSettings(deps.db, dealer.token),
    ]);
    return c.json({ alerts, count, times: timeChoices(zonedNow(settings.config.dealer_timezone)) });
  });

  app.post('/platform/:id/alerts/set', signedIn, ofDealer, validBody(AlertSetBodySchema), async (c) => {
    const user = c.get('user');
    const id = c.req.param('id');
    if (id !== String(user.id) && id !== user.token) return c.json({ message: FORBIDDEN_MESSAGE }, 403);
    const alertId = c.req.valid('json').alert_id;
    const viewed = await setAlertViewed(deps.db, c.get('dealer').id, user.id, alertId);
    if (!viewed) return c.json({ message: ALERT_NOT_FOUND_MESSAGE }, 404);
    if (viewed.changed) deps.alerted(user.token);
    return c.json({ id: alertId, viewed: viewed.viewed });
  });

  app.get('/alerts', signedIn, ofDealer, validQuery(AlertListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const user = c.get('user');
    const dealer = c.get('dealer');
    const userId = query.user === undefined ? user.id : query.user === 'all' ? null : query.user;
    if (userId !== user.id && !everyone(user)) return c.json({ message: FORBIDDEN_MESSAGE }, 403);
    const scope: AlertScope = { dealerId: dealer.id, userId, type: query.type, status: query.status };

    if (query.export) {
      const [alerts, settings] = await Promise.all([readAlerts(deps.db, scope), loadDealerSettings(deps.db, dealer.token)]);
      const timeZone = settings.config.dealer_timezone;
      return csvExport(c, `alerts-${dayInTimeZone(timeZone)}.csv`, ALERT_COLUMNS, alerts, timeZone);
    }

    const page = { offset: listPaging.firstRowOf(query.page), limit: listPaging.pageSize };
    const [alerts, total] = await Promise.all([readAlerts(deps.db, scope, page), countAlerts(deps.db, scope)]);
    return c.json({ alerts, total, page: query.page, current_total: alerts.length });
  });

  app.get('/filter/alerts', signedIn, ofDealer, async (c) => {
    const user = c.get('user');
    const users = everyone(user)
      ? await deps.db.query<{ id: number; first_name: string; last_name: string }>(
          `SELECT u.id, u.first_name, u.last_name FROM users u JOIN user_dealers ud ON ud.user_id = u.id AND ud.dealer_id = $1
           ORDER BY u.first_name, u.last_name, u.id`,
          [c.get('dealer').id],
        )
      : await deps.db.query<{ id: number; first_name: string; last_name: string }>('SELECT id, first_name, last_name FROM users WHERE id = $1', [user.id]);
    return c.json({ ...ALERT_FILTER_OPTIONS, users });
  });

  return app;
}
