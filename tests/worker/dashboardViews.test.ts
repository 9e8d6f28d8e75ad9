import { describe, expect, it } from 'vitest';
import type { Dashboard, DashboardQuery, DashboardState } from '../../domain/dashboard/dashboard.ts';
import { dashboardQuery } from '../../domain/dashboard/dashboardFixtures.ts';
import { ownedVehicleRecord, saleDealRecord } from '../support/dmsRecords.ts';
import { addDealer, addUser, eventually, importCustomers, importedCustomer, recorder, systemEvent, useWorkerWorld } from './workerFixtures.ts';

const world = useWorkerWorld();

const MAY: DashboardQuery = dashboardQuery({ start_date: '2025-05-01', end_date: '2025-05-31', now: '2025-05-20T09:00:00' });

const dashboardOf = (state: DashboardState | undefined): Dashboard | undefined => (state?.status === 'ready' ? state.dashboard : undefined);
const soldOf = (state: DashboardState | undefined, type: string) => dashboardOf(state)?.sold.find((cell) => cell.type === type)?.count;

describe('the dashboard of a worker', () => {
  it('is computed from the synced sales, again when a sale arrives live, and for a new range', async () => {
    const dealer = await addDealer(world.server, 'dash1');
    const seller = await addUser(world.server, 'seller@dash.example', [dealer]);
    const other = await addUser(world.server, 'other@dash.example', [dealer]);
    await importCustomers(world.server, dealer.token, [importedCustomer('c1', 'One'), importedCustomer('c2', 'Two')]);
    await world.server.store.appendSystem([
      systemEvent(dealer.token, 'vehicle.imported', ownedVehicleRecord('bought', { customer_id: 'c1', make: 'Toyota', model: 'Camry', trim: 'SE' })),
      systemEvent(
        dealer.token,
        'deal.imported',
        saleDealRecord('d1', 'bought', { customer_id: 'c1', salesperson: seller, sold_at: '2025-05-12', opportunity_id: 'equity:v1', opportunity_type: 'equity' }),
      ),
    ]);
    const { worker } = await world.signedIn('seller@dash.example');
    const states = recorder<DashboardState>();
    const subscription = await worker.subscribe('dashboard', MAY, states.callback);

    await eventually(() => soldOf(states.latest(), 'equity'), (count) => count === 1);
    expect(dashboardOf(states.latest())?.highlights.sold).toBe(1);
    expect(dashboardOf(states.latest())?.stats.leaderboard).toEqual({ labels: ['Test seller'], values: [1] });
    expect(dashboardOf(states.latest())?.stats.topModels).toMatchObject([{ name: 'Toyota Camry', sales: 1 }]);

    // A sale closing a cash opportunity and one closing none, imported while the dashboard is open.
    await world.server.store.appendSystem([
      systemEvent(
        dealer.token,
        'deal.imported',
        saleDealRecord('d2', 'bought', { customer_id: 'c2', salesperson: other, sold_at: '2025-05-21', opportunity_id: 'cash:v2', opportunity_type: 'cash' }),
      ),
      systemEvent(
        dealer.token,
        'deal.imported',
        saleDealRecord('d3', 'bought', { customer_id: 'c2', salesperson: seller, sold_at: '2025-05-22', opportunity_id: null, opportunity_type: null }),
      ),
    ]);
    await eventually(() => soldOf(states.latest(), 'cash'), (count) => count === 1);
    expect(dashboardOf(states.latest())?.highlights.sold).toBe(2);
    expect(dashboardOf(states.latest())?.stats.leaderboard).toEqual({ labels: ['Test seller', 'Test other'], values: [2, 1] });
    expect(dashboardOf(states.latest())?.stats.topModels).toMatchObject([{ name: 'Toyota Camry', sales: 3 }]);

    await worker.update(subscription, 'dashboard', { ...MAY, start_date: '2025-06-01', end_date: '2025-06-30' });
    await eventually(() => dashboardOf(states.latest())?.highlights.sold, (sold) => sold === 0);
    expect(dashboardOf(states.latest())?.stats.leaderboard).toEqual({ labels: [], values: [] });
  });
});
