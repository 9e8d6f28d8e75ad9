import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import type { ServiceHistoryRecord } from '../../domain/service/serviceHistoryRecord.ts';
import { ONE_TARGET_MESSAGE, VIN_MESSAGE } from '../../domain/service/serviceHistoryQuery.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { ownedVehicleRecord, repairOrderRecord } from '../support/dmsRecords.ts';
import { testDatabases, type OpenedTestDatabase } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addNamedUser, getAs, openListsTestWorld, type ListsTestWorld } from './support/listsTestApp.ts';

type Answer = { service: ServiceHistoryRecord[] };

const RAV4_VIN = '2T3P1RFV8MC123456';
const CIVIC_VIN = '2HGFC2F59KH123456';

describe.each(testDatabases())('service history on $name', (database) => {
  let opened: OpenedTestDatabase;
  let world: ListsTestWorld;
  let app: Hono<AppEnv>;
  let user: AuthUser;

  beforeAll(async () => {
    opened = await database.open();
    world = await openListsTestWorld(opened);
  });
  afterAll(async () => {
    await world.close();
    await opened.close();
  });

  const imported = (dealer: string, type: string, records: Record<string, unknown>[]) =>
    world.store.appendSystem(records.map((payload) => ({ id: randomUUID(), type, dealer, actor: 0, time: new Date().toISOString(), payload })));

  /**
   * C1 owns a RAV4 (V1) and a Civic (V2); C2 bought a RAV4 with the same VIN before (V3, the DMS keeps both records).
   * R1 and R2 are C1's RAV4 visits, R3 C1's Civic visit, R4 C2's visit on the old record of the RAV4. Dealer B has
   * a customer C1 with an order on its own vehicle V1.
   */
  beforeEach(async () => {
    app = await world.reset();
    user = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
    await imported(DEALER, 'vehicle.imported', [
      ownedVehicleRecord('V1', { customer_id: 'C1', vin: RAV4_VIN, photo: 'rav4.jpg' }),
      ownedVehicleRecord('V2', { customer_id: 'C1', vin: CIVIC_VIN, year: 2019, make: 'Honda', model: 'Civic', trim: 'EX' }),
      ownedVehicleRecord('V3', { customer_id: 'C2', vin: RAV4_VIN }),
    ]);
    await imported(DEALER, 'service.imported', [
      repairOrderRecord('R1', 'V1', { customer_id: 'C1', ro: '5001', opened_at: '2024-03-02', completed_at: '2024-03-02' }),
      repairOrderRecord('R2', 'V1', {
        customer_id: 'C1',
        ro: '5210',
        opened_at: '2025-01-15T08:00:00Z',
        completed_at: null,
        mileage: 52_300,
        total_parts: 310,
        total_labour: 420,
        total_warranty: 730,
        total_customer: 0,
        total: 730,
        lines: [{ description: 'Replace water pump', cause: 'Coolant leak', op_code: 'WP1' }],
      }),
      repairOrderRecord('R3', 'V2', { customer_id: 'C1', ro: '5100', opened_at: '2024-08-20', completed_at: '2024-08-21' }),
      repairOrderRecord('R4', 'V3', { customer_id: 'C2', ro: '4001', opened_at: '2022-05-01', completed_at: '2022-05-01' }),
    ]);
    await imported(OTHER_DEALER, 'vehicle.imported', [ownedVehicleRecord('V1', { customer_id: 'C1' })]);
    await imported(OTHER_DEALER, 'service.imported', [repairOrderRecord('R9', 'V1', { customer_id: 'C1' })]);
  });

  const history = async (query: string): Promise<Answer> => {
    const response = await getAs(app, user, `/service?token=${DEALER}&${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Answer;
  };
  const ros = (answer: Answer) => answer.service.map((record) => record.ro);

  it("answers a customer's repair orders with their job lines and vehicles, newest first", async () => {
    const answer = await history('customer_id=C1');
    expect(ros(answer)).toEqual(['5210', '5100', '5001']);
    const [open, civic] = answer.service;
    expect(open).toMatchObject({
      id: 'R2',
      vehicle_id: 'V1',
      customer_id: 'C1',
      opened_at: '2025-01-15T08:00:00Z',
      completed_at: null,
      mileage: 52_300,
      total_parts: 310,
      total_labour: 420,
      total_warranty: 730,
      total_customer: 0,
      total: 730,
      vehicle_name: '2021 Toyota RAV4 XLE AWD',
      vin: RAV4_VIN,
      photo: 'rav4.jpg',
      declined: false,
      lines: [{ description: 'Replace water pump', cause: 'Coolant leak', op_code: 'WP1', declined: false }],
    });
    expect(civic?.vehicle_name).toBe('2019 Honda Civic EX');
    expect(answer.service[2]?.lines.map((line) => [line.description, line.declined])).toEqual([
      ['Oil and filter change', false],
      ['Front brake pads', true],
    ]);
    expect(answer.service[2]?.declined).toBe(true);
  });

  it("answers one vehicle's repair orders by vehicle_id", async () => {
    expect(ros(await history('vehicle_id=V1'))).toEqual(['5210', '5001']);
    expect(ros(await history('vehicle_id=V3'))).toEqual(['4001']);
  });

  it('answers the repair orders of every owned vehicle with a VIN, whoever owned it', async () => {
    expect(ros(await history(`vin=${RAV4_VIN.toLowerCase()}`))).toEqual(['5210', '5001', '4001']);
  });

  it('answers an empty list for a customer, vehicle or VIN without repair orders', async () => {
    expect(await history('customer_id=C404')).toEqual({ service: [] });
    expect(await history('vehicle_id=V404')).toEqual({ service: [] });
    expect(await history('vin=1HGCV1F34LA765432')).toEqual({ service: [] });
  });

  it("marks lines with the dealer's declined-service op code declined", async () => {
    await imported(DEALER, 'settings.imported', [{ config: { service_declined: 'WP1' } }]);
    const [open] = (await history('vehicle_id=V1')).service;
    expect(open?.lines.map((line) => line.declined)).toEqual([true]);
    expect(open?.declined).toBe(true);
  });

  it('refuses a query that does not name exactly one of customer_id, vehicle_id or vin, or a malformed VIN', async () => {
    for (const [query, message] of [
      ['', ONE_TARGET_MESSAGE],
      ['customer_id=C1&vehicle_id=V1', ONE_TARGET_MESSAGE],
      ['vin=NOTAVIN', VIN_MESSAGE],
    ] as const) {
      const response = await getAs(app, user, `/service?token=${DEALER}&${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
  });

  it('needs a signed-in user of the dealer: 401 without a token, 403 for another dealer', async () => {
    expect((await app.request(`/service?token=${DEALER}&customer_id=C1`)).status).toBe(401);
    const response = await getAs(app, user, `/service?token=${OTHER_DEALER}&customer_id=C1`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: WRONG_DEALER_MESSAGE });
  });

  it("reads a customer's orders and a VIN's vehicles by index, not by scanning the dealer's rows", async () => {
    const plans = await opened.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const plan = async (sql: string) => (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`)).map((row) => row['QUERY PLAN']).join('\n');
      return {
        customer: await plan(`SELECT doc FROM service WHERE dealer = '${DEALER}' AND doc->>'customer_id' = 'C1' AND NOT deleted`),
        vin: await plan(`SELECT id FROM vehicles WHERE dealer = '${DEALER}' AND doc->>'vin' = '${RAV4_VIN}' AND NOT deleted`),
      };
    });
    expect(plans.customer).toContain('service_customer');
    expect(plans.vin).toContain('vehicles_vin');
  });
});
