import * as v from 'valibot';
import { BELL_ALERTS, RecentAlertsSchema, type Alert, type RecentAlerts } from '../../domain/alerts/alert.ts';
import { alertPredicate, type AlertRow } from '../../domain/alerts/alertList.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import type { AlertArrival, AlertBellState, AlertListQuery, ListWindow } from '../api.ts';
import { createListSubscribers, sendCounts, type CountSubscriber } from '../lists/listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowSubscriber } from '../lists/liveWindow.ts';
import { httpStatus, isOffline } from '../net/serverErrors.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import type { SessionAuth } from '../session/sessionAuth.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import type { LocalState } from '../store/localState.ts';
import type { WriteLock } from '../store/writeLock.ts';
import { createAlertCache } from './alertCache.ts';
import { createAlertPages } from './alertPages.ts';

/** The signed-in user's alerts of the active dealer as the worker holds them. */
type Held = {
  dealer: string;
  user: { id: number; token: string };
  alerts: Alert[];
  /** Unread alerts as the server counts them (it may hold more than the newest it answers). */
  count: number;
  /** Alerts opened here whose clear the server has not recorded yet. */
  opened: Set<number>;
  loaded: boolean;
};

/**
 * The alerts of the signed-in user at the active dealer (docs/alerts.md): a copy of the server's answer kept on the
 * device, fetched again on sign-in and every resync, on a live alerts message and after a dealer switch; the bell and
 * the Alert History read it. Opening an alert reads as read at once; its clear is posted, off line queued until the
 * next connection, and its viewed time is the server's.
 */
export type AlertFeed = {
  /** Fetches the alerts again; 'live' when a live message asked, so a new one is announced (the banner). */
  refresh(reason: 'sync' | 'live'): Promise<void>;
  open(id: number): Promise<{ url: string } | null>;
  subscribeBell(id: number, callback: (state: AlertBellState) => void): void;
  subscribeHistory(id: number, query: AlertListQuery, callback: (window: ListWindow<AlertRow>) => void): Promise<void>;
  updateHistory(id: number, query: AlertListQuery): Promise<void>;
  remove(id: number): void;
  close(): void;
};

export type AlertFeedDeps = { local: LocalState; lock: WriteLock; auth: SessionAuth; http: ServerHttp; sessions: SessionStore };

export function createAlertFeed({ local, lock, auth, http, sessions }: AlertFeedDeps): AlertFeed {
  const cache = createAlertCache({ local, lock, holds: (dealer) => sessions.current()?.user.dealers.some((held) => held.token === dealer) ?? false });
  let held: Held | null = null;
  let arrival: AlertArrival | null = null;
  let arrivals = 0;
  let tail: Promise<unknown> = Promise.resolve();
  const bells = new Map<number, CountSubscriber<AlertBellState>>();

  /** Refreshes and clears one at a time, so an answer never lands over a newer one. */
  const serial = (work: () => Promise<void>): Promise<void> => {
    const run = tail.then(work, work);
    tail = run.catch((error: unknown) => console.error('updating the alerts failed', error));
    return run;
  };

  const toRow = (alert: Alert): AlertRow => ({ ...alert, read: alert.viewed !== '' || (held?.opened.has(alert.id) ?? false) });
  const unread = (mine: Held) => Math.max(0, mine.count - mine.alerts.filter((alert) => alert.viewed === '' && mine.opened.has(alert.id)).length);
  const bellState = (): AlertBellState =>
    held?.loaded ? { status: 'ready', unread: unread(held), recent: held.alerts.slice(0, BELL_ALERTS).map(toRow), arrival } : { status: 'loading' };

  const serveHistory = (subscriber: WindowSubscriber<AlertListQuery, AlertRow>) => {
    const { query } = subscriber;
    if (!held) return;
    if (query.filter.user === held.user.id) {
      const rows = held.alerts.map(toRow).filter(alertPredicate(query.filter));
      sendWindow(subscriber, sliceWindow(rows, query, rows.length, !held.loaded));
      return;
    }
    const answer = pages.window(held.dealer, query.filter, query);
    if (answer === 'pending') sendWindow(subscriber, sliceWindow([], query, 0, true));
    else if (answer === 'unavailable') sendWindow(subscriber, sliceWindow([], query));
    else sendWindow(subscriber, { version: query.version, total: answer.total, offset: answer.offset, rows: answer.rows.map(toRow) });
  };
  const history = createListSubscribers<AlertListQuery, AlertRow>(serveHistory);
  const serveAll = () => {
    for (const bell of bells.values()) sendCounts(bell, bellState());
    history.serveAll();
  };

  const pages = createAlertPages(async (dealer, filter, page) => {
    const query: Record<string, string> = { token: dealer, page: String(page), type: filter.type, status: filter.status, user: filter.user === null ? 'all' : String(filter.user) };
    return auth.authorized<{ alerts: Alert[]; total: number }>('/alerts', { query });
  }, serveAll);

  const save = async (mine: Held) => {
    await cache.save(mine.dealer, { alerts: mine.alerts, count: mine.count, savedAt: new Date().toISOString() });
    await cache.saveOpened(mine.dealer, [...mine.opened]);
  };

  /**
   * Posts the clears of the alerts opened here (spec 000 §7 POST /platform/{id}/alerts/set); the server's time
   * becomes their viewed time. The caller saves: a post never waits for the store's write lock (a long sync write).
   */
  const postOpened = async (mine: Held) => {
    for (const id of [...mine.opened]) {
      if (!http.isOnline()) break;
      try {
        const answer = await auth.authorized<{ viewed: string }>(`/platform/${mine.user.id}/alerts/set`, {
          method: 'POST',
          query: { token: mine.dealer },
          body: { alert_id: id },
        });
        const wasUnread = mine.alerts.some((alert) => alert.id === id && alert.viewed === '');
        mine.alerts = mine.alerts.map((alert) => (alert.id === id ? { ...alert, viewed: answer.viewed } : alert));
        if (wasUnread) mine.count = Math.max(0, mine.count - 1);
        mine.opened.delete(id);
      } catch (error) {
        const status = httpStatus(error);
        // The alert is gone or not the user's: nothing to clear. Anything else is tried again on the next connection.
        if (status === 404 || status === 403) mine.opened.delete(id);
        else break;
      }
    }
    if (held === mine) serveAll();
  };

  const refresh = (reason: 'sync' | 'live') =>
    serial(async () => {
      const mine = held;
      if (!mine || !http.isOnline()) return;
      let answer: RecentAlerts;
      try {
        const fetched = await auth.authorized<unknown>(`/platform/${encodeURIComponent(mine.user.token)}/alerts`, { query: { token: mine.dealer } });
        answer = v.parse(RecentAlertsSchema, fetched);
      } catch (error) {
        if (!isOffline(error)) console.error('fetching the alerts failed', error);
        return;
      }
      if (held !== mine) return;
      const known = new Set(mine.alerts.map((alert) => alert.id));
      const [fresh] = reason === 'live' && mine.loaded ? answer.alerts.filter((alert) => !known.has(alert.id) && alert.viewed === '') : [];
      for (const alert of answer.alerts) if (alert.viewed !== '') mine.opened.delete(alert.id);
      mine.alerts = answer.alerts;
      mine.count = answer.count;
      mine.loaded = true;
      if (fresh) arrival = { seq: (arrivals += 1), alert: toRow(fresh) };
      pages.forget();
      serveAll();
      if (mine.opened.size > 0) await postOpened(mine);
      await save(mine);
    });

  /** A sign-in, a sign-out or a dealer switch: the alerts of the new user and dealer, from the device first. */
  const follow = async (user: SessionUser | null) => {
    if (held && user && held.dealer === user.dealer.token && held.user.id === user.id) return;
    held = null;
    arrival = null;
    pages.forget();
    if (!user) {
      serveAll();
      return;
    }
    const mine: Held = { dealer: user.dealer.token, user: { id: user.id, token: user.token }, alerts: [], count: 0, opened: new Set(), loaded: false };
    held = mine;
    serveAll();
    const [saved, opened] = await Promise.all([cache.read(mine.dealer), cache.opened(mine.dealer)]);
    if (held !== mine) return;
    mine.opened = new Set([...opened, ...mine.opened]);
    if (saved && !mine.loaded) {
      mine.alerts = saved.alerts;
      mine.count = saved.count;
      mine.loaded = true;
    }
    serveAll();
    await refresh('sync');
  };
  const unlisten = sessions.listen((_state, session) => {
    follow(session?.user ?? null).catch((error: unknown) => console.error('loading the alerts failed', error));
  });

  return {
    refresh,
    async open(id) {
      const mine = held;
      if (!mine) return null;
      const own = mine.alerts.find((alert) => alert.id === id);
      if (!own) {
        const other = pages.find(id);
        return other ? { url: other.url } : null;
      }
      if (own.viewed === '' && !mine.opened.has(id)) {
        mine.opened.add(id);
        serveAll();
        void serial(async () => {
          await postOpened(mine);
          await save(mine);
        });
      }
      return { url: own.url };
    },
    subscribeBell(id, callback) {
      const bell: CountSubscriber<AlertBellState> = { callback, last: '' };
      bells.set(id, bell);
      sendCounts(bell, bellState());
    },
    subscribeHistory: history.subscribe,
    updateHistory: history.update,
    remove(id) {
      bells.delete(id);
      history.remove(id);
    },
    close() {
      unlisten();
      bells.clear();
      history.clear();
    },
  };
}
