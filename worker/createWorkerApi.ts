import { postOnline } from './api/postOnline.ts';
import { OPT_IN_OFFLINE_MESSAGE } from '../domain/customers/customerOptInEvents.ts';
import { BROWSER_COLLECTIONS } from '../domain/events/collections.ts';
import type { SessionUser } from '../domain/session/sessionUser.ts';
import type { SessionState, SyncState, WorkerApi } from './api.ts';
import { createServerHttp } from './net/serverHttp.ts';
import type { StoreStorage } from './store/database.ts';
import { createListApi, listViews, setListsDealer } from './api/listApi.ts';
import { createViewApi, partView, type ViewParts } from './api/viewApi.ts';
import { createInventoryApi, inventoryViews } from './inventory/inventoryApi.ts';
import { createLeadApi, leadViews } from './leads/leadApi.ts';
import { calendarViews, createCalendarApi } from './calendar/calendarApi.ts';
import { dashboardViews } from './dashboard/dashboardApi.ts';
import { alertViews, createAlertApi } from './alerts/alertApi.ts';
import { createMailboxApi } from './mailboxes/mailboxApi.ts';
import { createBillingApi } from './billing/billingApi.ts';
import { createSearchApi, searchViews } from './search/searchApi.ts';
import { createServiceHistoryApi } from './api/serviceHistoryApi.ts';
import { createSupportApi } from './api/supportApi.ts';
import { userActivityViews } from './user/userActivityApi.ts';
import { settingsViews } from './settings/settingsApi.ts';
import { createSettingsUserApi, createSettingsUserViews } from './users/settingsUserApi.ts';
import { createTemplateViews } from './templates/templateApi.ts';
import { createInboxApi } from './outreach/inboxApi.ts';
import { createConversationViews } from './outreach/conversationApi.ts';
import type { ViewName } from './views.ts';
import { emailDealSheet } from './api/emailDealSheet.ts';
import { shareLink } from './api/shareLink.ts';
import { createSubscriptions, deliver } from './subscriptions.ts';
import { dispatchCommand } from './sync/dispatch.ts';
import { reapplyPending } from './sync/serverDocs.ts';
import { createWorkerCore, type WorkerCore } from './workerCore.ts';
import { readDealersAhead } from './dealers/dealersAhead.ts';

export type WorkerApiOptions = {
  storage: StoreStorage;
  databaseName?: string;
  fetch?: typeof fetch;
  /** The WebSocket class for the live socket (the global one by default; ws under Node). */
  WebSocket?: unknown;
  /** The waits before retrying a push the server answered 5xx (tests pass zeros). */
  pushRetryDelays?: readonly number[];
};

const SYNC_COALESCE_MS = 16;

/** The local store's name in the browser. */
export const DATABASE_NAME = 'dealer-backoffice';

/** The worker's API over a local store; environment-neutral, so tests run it under Node against a real server. */
export function createWorkerApi(options: WorkerApiOptions): WorkerApi & { close(): Promise<void> } {
  const http = createServerHttp(options.fetch ?? ((input, init) => fetch(input, init)));
  const subscriptions = createSubscriptions();
  const sessionCallbacks = new Map<number, (state: SessionState) => void>();
  const syncCallbacks = new Map<number, (state: SyncState) => void>();
  let started = false;
  let sessionLoaded: Promise<SessionState> | null = null;
  let closed = false;
  let knownDealers = new Set<string>();
  let syncTimer: ReturnType<typeof setTimeout> | null = null;

  const coreReady: Promise<WorkerCore> = createWorkerCore({
    storage: options.storage,
    databaseName: options.databaseName ?? DATABASE_NAME,
    http,
    WebSocket: options.WebSocket ?? globalThis.WebSocket,
    pushRetryDelays: options.pushRetryDelays,
  }).then((core) => {
    core.sessions.listen((state, session) => onSession(core, state, session?.user ?? null));
    core.engine.listen(() => scheduleSyncPublish(core));
    return core;
  });
  /**
   * The core for the API's calls, once the stored session is read (after start): a page that kept its session
   * (client/session/keptSession.ts) shows the app before, and a click then must meet the session, not its absence.
   */
  const core = async () => {
    const c = await coreReady;
    if (sessionLoaded) await sessionLoaded;
    return c;
  };
  const mailboxes = createMailboxApi(core, http);
  const billing = createBillingApi(core, http);
  const inbox = createInboxApi(core);
  const views: ViewParts<ViewName> = {
    session: {
      start(c, id, _query, callback) {
        sessionCallbacks.set(id, callback);
        deliver(callback, c.sessions.state());
      },
      stop: (_c, id) => sessionCallbacks.delete(id),
    },
    sync: {
      async start(c, id, _query, callback) {
        syncCallbacks.set(id, callback);
        deliver(callback, await c.engine.state());
      },
      stop: (_c, id) => syncCallbacks.delete(id),
    },
    ...listViews,
    deal: partView((c) => c.deals, (deals, id, opportunityId, callback) => deals.subscribe(id, opportunityId, callback)),
    prospect: partView((c) => c.prospects, (prospects, id, prospectId, callback) => prospects.subscribe(id, prospectId, callback)),
    customer: partView((c) => c.profiles, (profiles, id, customerId, callback) => profiles.subscribe(id, customerId, callback)),
    ...createConversationViews(core),
    ...inventoryViews,
    ...leadViews,
    ...calendarViews,
    ...dashboardViews,
    ...userActivityViews,
    ...createSettingsUserViews(),
    ...searchViews,
    ...alertViews,
    ...createTemplateViews(core),
    ...mailboxes.views,
    ...inbox.views,
    ...billing.views,
    ...settingsViews,
  };

  const publishSync = async (c: WorkerCore) => {
    if (syncCallbacks.size === 0 || closed) return;
    const state = await c.engine.state();
    for (const callback of syncCallbacks.values()) deliver(callback, state);
  };
  const scheduleSyncPublish = (c: WorkerCore) => {
    if (syncTimer) return;
    syncTimer = setTimeout(() => {
      syncTimer = null;
      void publishSync(c).catch(() => undefined);
    }, SYNC_COALESCE_MS);
  };

  const goLive = (c: WorkerCore) => {
    if (!started || closed || !c.sessions.current() || !http.isOnline()) return;
    c.live.start();
    void c.engine.resyncAll();
  };

  const onSession = (c: WorkerCore, state: SessionState, user: SessionUser | null) => {
    for (const callback of sessionCallbacks.values()) deliver(callback, state);
    void setListsDealer(c, user?.dealer.token ?? null);
    scheduleSyncPublish(c);
    if (!user) {
      c.live.stop();
      knownDealers = new Set();
      return;
    }
    void c.dealerUse.used(user.dealer.token).catch(() => undefined);
    const tokens = user.dealers.map((d) => d.token);
    void c.dealerData.keepOnly(tokens).catch(() => undefined);
    const added = tokens.filter((token) => !knownDealers.has(token));
    const first = knownDealers.size === 0;
    knownDealers = new Set(tokens);
    if (!first) for (const token of added) void c.engine.pullDealer(token, BROWSER_COLLECTIONS);
  };

  return {
    async start(origin) {
      http.setOrigin(origin);
      const c = await coreReady;
      if (started) return c.sessions.state();
      started = true;
      sessionLoaded = c.sessions.load();
      const state = await sessionLoaded;
      for (const dealer of await c.outbox.dealersWithPending()) await reapplyPending(c, dealer);
      goLive(c);
      const user = c.sessions.current()?.user;
      if (user) {
        const tokens = user.dealers.map((dealer) => dealer.token);
        void readDealersAhead({ ...c, use: c.dealerUse }, tokens, user.dealer.token).catch(() => undefined);
      }
      return state;
    },
    async signIn(username, password) {
      const c = await core();
      const result = await c.auth.signIn(username, password);
      if (result.ok) goLive(c);
      return result;
    },
    async signOut() {
      const c = await core();
      c.live.stop();
      await c.auth.signOut();
    },
    async requestPasswordReset(email) {
      try {
        const answer = await http.request<{ message: string }>('/auth/reset-password', { method: 'POST', body: { email } });
        return { ok: true, message: answer.message };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    },
    async confirmPasswordReset(token, password) {
      try {
        await http.request('/auth/reset-password/confirm', { method: 'POST', body: { token, password } });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    },
    async guard() {
      // A navigation before the saved session has loaded must not read as signed out (core waits for it).
      const c = await core();
      return c.auth.guard();
    },
    async acknowledgeRelease() {
      const c = await core();
      const session = c.sessions.current();
      if (!session) return;
      // Answered on this device first (the answer resolves once it is kept): a reload right after GOT IT, or a user
      // the server answers before it recorded it, must not show the notes again. The server is told next, without
      // holding the popup open on a slow line; until it has recorded it, every answer of it is corrected here.
      await c.sessions.acknowledgeRelease();
      void c.auth
        .authorized<SessionUser>(`/user/${session.user.id}/release`, { method: 'POST' })
        .then((user) => c.sessions.updateUser(user))
        .catch(() => undefined);
    },
    async setOnline(online) {
      const c = await core();
      if (!online) c.live.stop();
      await c.engine.setOnline(online);
      if (online) goLive(c);
    },
    async dealers() {
      return (await core()).sessions.current()?.user.dealers ?? [];
    },
    async switchDealer(key) {
      const c = await core();
      const user = await c.choice.switchTo(key);
      await setListsDealer(c, user.dealer.token);
      void c.engine.pullDealer(user.dealer.token, BROWSER_COLLECTIONS);
      return user;
    },
    ...createViewApi(core, subscriptions, views),
    ...createListApi(core),
    ...createInventoryApi(core),
    ...createLeadApi(core),
    ...createCalendarApi(core),
    ...createAlertApi(core),
    ...mailboxes.api,
    ...billing.api,
    ...createSearchApi(core),
    ...createServiceHistoryApi(core),
    ...createSupportApi(core, http),
    ...createSettingsUserApi(core, http),
    ...inbox.api,
    async share(request) {
      return shareLink(await core(), http, request);
    },
    async sendOptIn(customerId) {
      return postOnline(await core(), http, '/customers/optin', { customer_id: customerId }, OPT_IN_OFFLINE_MESSAGE);
    },
    async emailDealSheet(request) {
      return emailDealSheet(await core(), http, request);
    },
    async buildCatalogue() {
      const c = await core();
      const dealer = c.sessions.current()?.user.dealer.token;
      return dealer ? (await c.catalogue.of(dealer)).build : [];
    },
    async unsubscribe(subscription) {
      subscriptions.remove(subscription);
    },
    async dispatch(command) {
      const c = await core();
      const result = await dispatchCommand(c, command);
      if (result.ok) {
        const dealer = c.sessions.current()?.user.dealer.token;
        if (dealer) c.engine.pushSoon(dealer);
      }
      return result;
    },
    async dismissRejected(ids) {
      const c = await core();
      await c.outbox.dismiss(ids);
      scheduleSyncPublish(c);
    },
    async signedLink(path) {
      const c = await core();
      const { url } = await c.auth.authorized<{ url: string }>('/links', { query: { path } });
      return url.startsWith('/') ? `${http.origin()}${url}` : url;
    },
    async close() {
      if (closed) return;
      closed = true;
      const c = await core();
      c.live.stop();
      c.engine.stop();
      if (syncTimer) clearTimeout(syncTimer);
      subscriptions.closeAll();
      await c.parts.close();
      await c.engine.idle();
      await c.lock.run(async () => undefined);
      await c.store.db.close();
    },
  };
}
