import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { OPPORTUNITY_NOT_FOUND_MESSAGE } from '../../sync-server/deal/dealRoutes.ts';
import { appointmentRecord, dmsRecords, ownedVehicleRecord, saleDealRecord } from '../support/dmsRecords.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addImported, addNamedUser, addOpportunities, getAs, useListsTestWorld } from './support/listsTestApp.ts';

describe.each(testDatabases())('deal page reads on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let seller: AuthUser;
  let stranger: AuthUser;

  beforeEach(async () => {
    app = await world.reset();
    seller = await addNamedUser(world, { email: 'bob@a.test', first: 'Bob', last: 'Brown', dealers: [DEALER] });
    stranger = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER] });
  });

  it('GET /opportunity/{id} answers the row with its customer, vehicle, appointments, sales and the customer rows', async () => {
    await addImported(world, DEALER, 'vehicle', [ownedVehicleRecord('V1', { customer_id: 'C1' })]);
    await addImported(world, DEALER, 'deal', [saleDealRecord('S1', 'V1', { customer_id: 'C1' }), saleDealRecord('S2', 'V9', { customer_id: 'C2' })]);
    await addImported(world, DEALER, 'appointment', [appointmentRecord('A1', { customer_id: 'C1', vehicle_id: 'V1' })]);
    const [equity] = await addOpportunities(world, DEALER, [
      { type: 'equity', vehicle_id: 'V1', customer_id: 'C1' },
      { type: 'cash', vehicle_id: 'V1', customer_id: 'C1' },
      { type: 'equity', vehicle_id: 'V2', customer_id: 'C2' },
    ]);
    const response = await getAs(app, seller, `/opportunity/${encodeURIComponent(equity?.id ?? '')}?token=${DEALER}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, { id: string }[] | { id: string } | null>;
    expect((body.opportunity as { id: string }).id).toBe('equity:V1');
    expect((body.vehicle as { id: string }).id).toBe('V1');
    expect((body.sales as { id: string }[]).map((sale) => sale.id)).toEqual(['S1']);
    expect((body.appointments as { id: string }[]).map((appointment) => appointment.id)).toEqual(['A1']);
    expect((body.opportunities as { id: string }[]).map((row) => row.id)).toEqual(['cash:V1', 'equity:V1']);
  });

  it('answers 404 with the spec message for an unknown opportunity, and the dealer error to a stranger', async () => {
    const missing = await getAs(app, seller, `/opportunity/equity%3Anone?token=${DEALER}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: OPPORTUNITY_NOT_FOUND_MESSAGE });
    const foreign = await getAs(app, stranger, `/opportunity/equity%3Anone?token=${DEALER}`);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: WRONG_DEALER_MESSAGE });
  });

  it('GET /build/incentives/{vehicleId} splits a build vehicle incentives into options and additional programs', async () => {
    const [vehicle] = dmsRecords('build');
    await addImported(world, DEALER, 'build', [vehicle as Record<string, unknown>]);
    const id = String(vehicle?.id);
    const all = await getAs(app, seller, `/build/incentives/${id}?token=${DEALER}&origin=build`);
    expect(all.status).toBe(200);
    const body = (await all.json()) as { incentives: { incentive: string; type: string }[]; additional: { incentive: string }[] };
    expect(body.incentives.length).toBeGreaterThan(0);
    expect(body.incentives.every((incentive) => incentive.incentive === 'rate')).toBe(true);
    expect(body.additional.length).toBeGreaterThan(0);
    expect(body.additional.every((incentive) => incentive.incentive === 'additional')).toBe(true);
    const lease = (await (await getAs(app, seller, `/build/incentives/${id}?token=${DEALER}&type=lease`)).json()) as { incentives: { type: string }[] };
    expect(lease.incentives.length).toBeGreaterThan(0);
    expect(lease.incentives.every((incentive) => incentive.type === 'lease')).toBe(true);
    const bad = await getAs(app, seller, `/build/incentives/${id}?token=${DEALER}&type=cash`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('type must be finance or lease.');
    expect((await getAs(app, seller, `/build/incentives/none?token=${DEALER}`)).status).toBe(404);
  });
});
