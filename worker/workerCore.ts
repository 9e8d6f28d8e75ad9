import type { Opportunity } from '../domain/opportunities/opportunity.ts';
import { writeOpportunityListUrl } from '../domain/opportunityList/opportunityListUrl.ts';
import type { OpportunityCounts } from './api.ts';
import { createCustomerLists, type CustomerLists } from './lists/customerLists.ts';
import { createDealerUserList, type DealerUserList } from './lists/dealerUserList.ts';
import { createOpportunityLists, type OpportunityLists } from './lists/opportunityLists.ts';
import { createSoldLists, type SoldLists } from './lists/soldLists.ts';
import { createDealerCatalogue, type DealerCatalogue } from './deal/dealerCatalogue.ts';
import { createInventoryLists, type InventoryLists } from './inventory/inventoryLists.ts';
import { createLeadLists, type LeadLists } from './leads/leadLists.ts';
import { createCalendarViews, type CalendarViews } from './calendar/calendarViews.ts';
import { createDashboardViews, type DashboardViews } from './dashboard/dashboardViews.ts';
import { createSearchLists, type SearchLists } from './search/searchLists.ts';
import { createVehiclePages, type VehiclePages } from './inventory/vehiclePages.ts';
import { createAlertFeed, type AlertFeed } from './alerts/alertFeed.ts';
import { createDealerChoice, type DealerChoice } from './dealers/dealerChoice.ts';
import { createDealerUse, type DealerUse } from './dealers/dealersAhead.ts';
import { createCustomerProfiles, type CustomerProfiles } from './customer/customerProfiles.ts';
import { createProspectProfiles, type ProspectProfiles } from './customer/prospectProfiles.ts';
import type { CustomerProfile } from '../domain/customers/customerProfile.ts';
import { createDealSubscriptions, type DealSubscriptions, type RemoteDeal } from './deal/dealSubscriptions.ts';
import { httpStatus } from './net/serverErrors.ts';
import type { ServerHttp } from './net/serverHttp.ts';
import { createSessionAuth, type SessionAuth } from './session/sessionAuth.ts';
import { createSessionStore, type SessionStore } from './session/sessionStore.ts';
import { createCompaction, type Compaction } from './store/compaction.ts';
import { createDealerData, type DealerData } from './store/dealerData.ts';
import { openStore, type Store, type StoreStorage } from './store/database.ts';
import { createLocalState, type LocalState } from './store/localState.ts';
import { createWriteLock, type WriteLock } from './store/writeLock.ts';
import { createLiveSocket, type LiveSocket } from './sync/liveSocket.ts';
import { createOutboxQueue, type OutboxQueue } from './sync/outboxQueue.ts';
import { createSyncEngine, type SyncEngine } from './sync/syncEngine.ts';
import { AUTH_MESSAGES } from '../domain/session/authMessages.ts';
import { createCoreParts, type CoreParts } from './coreParts.ts';

/** Everything the API is made of, built once the local store is open. */
export type WorkerCore = {
  store: Store;
  local: LocalState;
  lock: WriteLock;
  outbox: OutboxQueue;
  sessions: SessionStore;
  auth: SessionAuth;
  dealerData: DealerData;
  choice: DealerChoice;
  /** The order the user's dealers were used in, kept across starts (the next ones are read ahead). */
  dealerUse: DealerUse;
  engine: SyncEngine;
  live: LiveSocket;
  customers: CustomerLists;
  users: DealerUserList;
  opportunities: OpportunityLists;
  sold: SoldLists;
  deals: DealSubscriptions;
  profiles: CustomerProfiles;
  prospects: ProspectProfiles;
  inventory: InventoryLists;
  vehiclePages: VehiclePages;
  /** The dealers' build catalogues, settings and stock, read whole on first use. */
  catalogue: DealerCatalogue;
  leads: LeadLists;
  calendars: CalendarViews;
  /** The dashboards open in the pages, computed from the active dealer's data in memory. */
  dashboards: DashboardViews;
  /** The signed-in user's alerts of the active dealer (the bell, the Alert History). */
  alerts: AlertFeed;
  search: SearchLists;
  /** Rewrites a collection grown with rows as fresh chunks, in idle time after its pulls. */
  compaction: Compaction;
  /** The parts above that follow the active dealer or stop with the worker, and those the API makes on first use. */
  parts: CoreParts;
};

export type WorkerCoreOptions = {
  storage: StoreStorage;
  databaseName: string;
  http: ServerHttp;
  WebSocket: unknown;
  /** The waits before retrying a push the server answered 5xx (PUSH_RETRY_DELAYS_MS by default). */
  pushRetryDelays?: readonly number[];
};

export async function createWorkerCore(options: WorkerCoreOptions): Promise<WorkerCore> {
  const { http } = options;
  const store = await openStore(options.storage, options.databaseName);
  const local = createLocalState(store.db);
  const lock = createWriteLock();
  const outbox = createOutboxQueue(store);
  const sessions = createSessionStore(local);
  const dealerData = createDealerData(store, local, lock);
  const auth = createSessionAuth(http, sessions, (user) => dealerData.claimFor(user.id));
  const choice = createDealerChoice(auth, sessions);
  const dealerUse = createDealerUse(local);
  const parts = createCoreParts();
  const customers: CustomerLists = parts.add(
    createCustomerLists({
      store,
      local,
      opportunities: { loaded: (dealer) => opportunities.loaded(dealer), load: (dealer) => opportunities.index(dealer) },
      countryOf: (dealer) => sessions.current()?.user.dealers.find((candidate) => candidate.token === dealer)?.country ?? 'canada',
    }),
    { awaited: true },
  );
  const users: DealerUserList = parts.add(createDealerUserList(store), { awaited: true });
  const sold: SoldLists = parts.add(
    createSoldLists({
      store,
      local,
      customers,
      users,
      onChange: () => {
        opportunities.soldChanged();
        dashboards.changed();
      },
    }),
  );
  const opportunities: OpportunityLists = parts.add(
    createOpportunityLists({
      store,
      local,
      soldCount: () => sold.count(),
      onRowsChanged: () => {
        customers.opportunitiesChanged();
        search.opportunitiesChanged();
        dashboards.changed();
      },
      fetchPage: async (dealer, view, page) => {
        const query = Object.fromEntries(writeOpportunityListUrl({ page, sort: view.sort, filter: view.filter }));
        const answer = await auth.authorized<{ opportunities: Opportunity[]; total: number; totals: OpportunityCounts }>('/opportunities', {
          query: { ...query, token: dealer, type: view.type },
        });
        return { rows: answer.opportunities, total: answer.total, totals: answer.totals };
      },
    }),
  );
  const deals: DealSubscriptions = parts.add(
    createDealSubscriptions({
      store,
      opportunities,
      fetchDeal: async (dealer, id) => {
        try {
          return await auth.authorized<RemoteDeal>(`/opportunity/${encodeURIComponent(id)}`, { query: { token: dealer } });
        } catch (error) {
          if (httpStatus(error) === 404) return null;
          throw error;
        }
      },
    }),
  );
  const profiles: CustomerProfiles = parts.add(
    createCustomerProfiles({
      store,
      opportunities,
      fetchProfile: async (dealer, id) => {
        try {
          const answer = await auth.authorized<Omit<CustomerProfile, 'records'> & { activities: CustomerProfile['records'] }>(
            `/customer/${encodeURIComponent(id)}`,
            { query: { token: dealer } },
          );
          return { ...answer, records: answer.activities };
        } catch (error) {
          if (httpStatus(error) === 404) return null;
          throw error;
        }
      },
    }),
  );
  const prospects: ProspectProfiles = parts.add(createProspectProfiles(store));
  const inventory: InventoryLists = parts.add(createInventoryLists({ store, local }));
  const leads: LeadLists = parts.add(createLeadLists({ store, local }));
  const calendars: CalendarViews = parts.add(createCalendarViews({ store, local, users }));
  const dashboards: DashboardViews = parts.add(createDashboardViews({ store, local, opportunities, sold, customers, users }));
  const catalogue: DealerCatalogue = parts.add(createDealerCatalogue(store));
  const dealerOf = (dealer: string) => sessions.current()?.user.dealers.find((candidate) => candidate.token === dealer);
  const search: SearchLists = parts.add(
    createSearchLists({
      store,
      customers: (dealer) => customers.index(dealer),
      opportunities,
      activeDealer: () => sessions.current()?.user.dealer.token ?? null,
      placeOf: (dealer) => ({ latitude: dealerOf(dealer)?.latitude ?? null, longitude: dealerOf(dealer)?.longitude ?? null }),
    }),
  );
  const vehiclePages: VehiclePages = parts.add(createVehiclePages({ store, inventory, catalogue, opportunities }));
  const compaction: Compaction = parts.add(createCompaction(store, lock));
  const engine = createSyncEngine({
    pushRetryDelays: options.pushRetryDelays,
    store,
    lock,
    outbox,
    local,
    auth,
    http,
    sessions,
    beforeResync: async () => {
      await choice.refreshUser();
      await choice.postPending();
    },
    onForbidden: () => choice.refreshUser(),
    onSnapshotPage: (dealer, collection, documents, place) => {
      if (collection === 'opportunities') opportunities.primeSnapshot(dealer, documents, place);
      if (collection === 'customers') customers.primeSnapshot(dealer, documents);
    },
    onPulled: (dealer, collection) => {
      compaction.pulled(dealer, collection);
      if (collection === 'opportunities') {
        opportunities.pulled(dealer);
        dashboards.pulled(dealer);
      }
      if (collection === 'customers') customers.readAhead(dealer);
      if (collection === 'deals') sold.pulled(dealer);
      if (collection === 'inventory') inventory.pulled(dealer);
      if (collection === 'leads') leads.pulled(dealer);
      if (collection === 'appointments') calendars.pulled(dealer);
    },
  });
  // A collection whose stored chunks could not be read was dropped: it is read again from the server.
  store.lost.subscribe(({ dealer, collection }) => void engine.pullDealer(dealer, [collection]).catch(() => undefined));
  const alerts: AlertFeed = parts.add(createAlertFeed({ local, lock, auth, http, sessions }));
  const live = createLiveSocket({
    http,
    auth,
    WebSocket: options.WebSocket,
    onOpen: () => {
      void engine.resyncAll();
      void alerts.refresh('sync');
    },
    onPoke: (dealer, collections) => void engine.pullDealer(dealer, collections),
    onAlerts: () => void alerts.refresh('live'),
    // Deactivated: signed out at once with the sign-in's own words, not at the next refresh.
    onAccessEnded: () => void sessions.clear(AUTH_MESSAGES.inactive),
  });
  return {
    store,
    local,
    lock,
    outbox,
    sessions,
    auth,
    dealerData,
    choice,
    dealerUse,
    engine,
    live,
    customers,
    users,
    opportunities,
    sold,
    deals,
    profiles,
    prospects,
    inventory,
    vehiclePages,
    catalogue,
    leads,
    calendars,
    dashboards,
    alerts,
    search,
    compaction,
    parts,
  };
}
