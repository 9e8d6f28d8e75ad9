import { calendarPersonName } from '../../domain/calendar/calendarEntry.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { CustomerIndex } from '../../domain/customers/customerIndex.ts';
import type { DashboardInput, DashboardUser } from '../../domain/dashboard/dashboard.ts';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import type { SaleDeal } from '../../domain/dms/saleDeal.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { OPPORTUNITY_TYPES } from '../../domain/opportunities/opportunityType.ts';
import type { OpportunityIndex } from '../../domain/opportunityList/opportunityIndex.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import type { CustomerLists } from '../lists/customerLists.ts';
import { createDealerDocs, type DealerDocs } from '../lists/dealerDocs.ts';
import type { DealerUserList } from '../lists/dealerUserList.ts';
import { keptView } from '../lists/keptView.ts';
import type { OpportunityLists } from '../lists/opportunityLists.ts';
import type { SoldLists } from '../lists/soldLists.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { createSaleVehicles } from './saleVehicles.ts';

export type DashboardSources = {
  store: Store;
  local: LocalState;
  opportunities: Pick<OpportunityLists, 'index'>;
  sold: Pick<SoldLists, 'sales'>;
  customers: Pick<CustomerLists, 'index'>;
  users: Pick<DealerUserList, 'current' | 'timeZone' | 'listen'>;
  /** A source of the active dealer changed (not the opportunities nor the sales: their lists say so). */
  onChanged: () => void;
};

/** What a dealer's dashboards are computed from; loading while its opportunities are neither here nor pulled. */
export type DashboardInputState = { status: 'loading' } | { status: 'ready'; input: DashboardInput } | { status: 'pending' };

/**
 * The DashboardInput of a dealer, made of what the worker holds in memory: the opportunity lists' index, the sold
 * lists' sales, the customer index, the users, and this module's own appointments, activities and prospects (held
 * whole and current, createDealerDocs) and the sales' vehicles (saleVehicles.ts). Each array is made again only when
 * its source changed, so a change of range hands computeDashboard the very same arrays (and its cached rankings).
 */
export type DashboardInputs = {
  /** Makes a dealer (null: none) the active one; resolves once its indexes and documents are loaded. */
  setDealer(dealer: string | null): Promise<void>;
  /** The active dealer's input; pending while a source is still loading (its load then calls onChanged). */
  inputOf(dealer: string, pulled: boolean): DashboardInputState;
  /** Reads the vehicles the sales sold in the inclusive days start..end name, those not held yet. */
  readVehicles(dealer: string, sales: DashboardInput['sales'], start: string, end: string): Promise<void>;
  /** Reads ahead, in the background and once per dealer, the vehicles of the sales sold from this day on, latest first. */
  warmVehicles(dealer: string, sales: DashboardInput['sales'], from: string): void;
  close(): void;
};

/** The value made for the last keys, made again when one of them is not the same (by identity) as last time. */
function lastMade<T>(): (keys: readonly unknown[], make: () => T) => T {
  let last: { keys: readonly unknown[]; value: T } | null = null;
  return (keys, make) => {
    const kept = last;
    if (kept && kept.keys.length === keys.length && kept.keys.every((key, i) => key === keys[i])) return kept.value;
    const value = make();
    last = { keys, value };
    return value;
  };
}

/** The vehicles sales name: each one's bought vehicle and its trade-in. */
function vehicleIds(sales: readonly SaleDeal[]): string[] {
  const ids: string[] = [];
  for (const sale of sales) {
    ids.push(sale.vehicle_id);
    if (sale.trade_vehicle_id !== null) ids.push(sale.trade_vehicle_id);
  }
  return ids;
}

const dashboardUser = (user: DealerUser): DashboardUser => ({ id: user.user_id, token: user.token, name: displayName(user) });

/** A loaded DealerDocs of the dealer: its documents as one array until they change. */
function docsOf<D>(docs: DealerDocs<D> | null, dealer: string): D[] | null {
  if (!docs?.ready || docs.dealer !== dealer) return null;
  return keptView(docs.views, 'dashboard', () => [...docs.docs.values()]);
}

export function createDashboardInputs(sources: DashboardSources): DashboardInputs {
  const { store, local, onChanged } = sources;
  const appointments = createDealerDocs({ store, local, collection: 'appointments', onChanged });
  const activities = createDealerDocs({ store, local, collection: 'activities', onChanged });
  const prospects = createDealerDocs({ store, local, collection: 'prospects', onChanged });
  let active: string | null = null;
  /** The active dealer's opportunity and customer indexes, once loaded (the same objects while it stays active). */
  let indexes: { dealer: string; opportunities: OpportunityIndex; customers: CustomerIndex } | null = null;
  const vehicles = createSaleVehicles({ store, onChanged: (dealer) => dealer === active && onChanged() });
  const customerChanges = store.docs.changes('customers').subscribe((bulk) => {
    if (bulk.dealer === active) onChanged();
  });
  const stopUsers = sources.users.listen(onChanged);
  const opportunityRows = lastMade<Opportunity[]>();
  const customerRows = lastMade<Customer[]>();
  const userRows = lastMade<DashboardUser[]>();

  return {
    async setDealer(dealer) {
      active = dealer;
      if (indexes?.dealer !== dealer) indexes = null;
      const loaded = Promise.all([appointments.set(dealer), activities.set(dealer), prospects.set(dealer)]);
      if (!dealer) {
        await loaded;
        return;
      }
      const [opportunities, customers] = await Promise.all([sources.opportunities.index(dealer), sources.customers.index(dealer), loaded]);
      if (active === dealer) indexes = { dealer, opportunities, customers };
    },
    inputOf(dealer, pulled) {
      if (indexes?.dealer !== dealer) return { status: 'pending' };
      const { opportunities: opportunityIndex, customers: customerIndex } = indexes;
      if (opportunityIndex.size() === 0 && !pulled) return { status: 'loading' };
      const sales = sources.sold.sales(dealer);
      const held = { appointments: docsOf(appointments.current(), dealer), records: docsOf(activities.current(), dealer) };
      const people = prospects.current();
      if (!sales || !held.appointments || !held.records || !people?.ready || people.dealer !== dealer) return { status: 'pending' };
      const input: DashboardInput = {
        opportunities: opportunityRows([opportunityIndex, opportunityIndex.version], () =>
          OPPORTUNITY_TYPES.flatMap((type) => [...opportunityIndex.rowsOf(type)]),
        ),
        sales,
        customers: customerRows([customerIndex, customerIndex.version], () => [...customerIndex.rows()]),
        appointments: held.appointments,
        records: held.records,
        vehicle: vehicles.lookup(dealer),
        person(subject, id) {
          const person = subject === 'customer' ? customerIndex.get(id) : people.docs.get(id);
          return person ? calendarPersonName(person) : null;
        },
        users: userRows([sources.users.current()], () => sources.users.current().map(dashboardUser)),
        timeZone: sources.users.timeZone(),
      };
      return { status: 'ready', input };
    },
    async readVehicles(dealer, sales, start, end) {
      // The day is the first ten characters of sold_at (a day, or an instant).
      await vehicles.read(dealer, vehicleIds(sales.filter((sale) => sale.sold_at >= start && sale.sold_at.slice(0, 10) <= end)));
    },
    warmVehicles(dealer, sales, from) {
      vehicles.warm(dealer, () => vehicleIds(sales.filter((sale) => sale.sold_at >= from).sort((a, b) => b.sold_at.localeCompare(a.sold_at))));
    },
    close() {
      appointments.close();
      activities.close();
      prospects.close();
      vehicles.close();
      customerChanges.unsubscribe();
      stopUsers();
    },
  };
}
