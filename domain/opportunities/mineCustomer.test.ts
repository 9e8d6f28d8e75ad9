import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mineCustomer } from './mineCustomer.ts';
import {
  buildVehicle,
  cashContract,
  leaseContract,
  miningContext,
  ownedVehicle,
  repairOrder,
  settingsWith,
  stockVehicle,
  testCustomer,
} from './miningFixtures.ts';
import { OpportunitySchema } from './opportunity.ts';
import { replacementCatalogue } from './replacementCatalogue.ts';

/**
 * V1 financed with a service appointment (equity, appt, service: never serviced in 36 months), V2 leased with 10,000 km
 * of warranty left (leasing, warranty, service), V5 a Toyota serviced here (conquest), V9 another customer's.
 */
const fullContext = miningContext({
  vehicles: [
    ownedVehicle({ id: 'V5', make: 'Toyota', model: 'Corolla', year: 2020, inservice_at: '2020-06-15', mileage: 100_000, contract: null }),
    ownedVehicle({ id: 'V2', model: 'CR-V', year: 2023, inservice_at: '2023-06-15', mileage: 50_000, contract: leaseContract() }),
    ownedVehicle(),
    ownedVehicle({ id: 'V9', customer_id: 'C2' }),
  ],
  service: [repairOrder({ vehicle_id: 'V5', opened_at: '2025-01-20', completed_at: '2025-01-20', total: 300 })],
  appointments: [{ id: 'A1', customer_id: 'C1', vehicle_id: 'V1', date: '2025-06-20T09:30:00', appointment_type: 'Service' }],
  inventory: [stockVehicle()],
  build: [buildVehicle()],
});

describe('mineCustomer', () => {
  it('yields every type a vehicle qualifies for, by vehicle id and in the order of the types', () => {
    expect(mineCustomer(fullContext).map((row) => row.id)).toEqual([
      'equity:V1',
      'appt:V1',
      'service:V1',
      'leasing:V2',
      'warranty:V2',
      'service:V2',
      'conquest:V5',
    ]);
  });

  it('every row is a valid opportunity', () => {
    for (const row of mineCustomer(fullContext)) expect(v.is(OpportunitySchema, row)).toBe(true);
  });

  it('is deterministic: the same input twice gives deep-equal output', () => {
    expect(mineCustomer(fullContext)).toEqual(mineCustomer(structuredClone(fullContext)));
  });

  it('a catalogue prepared once for a run gives the same rows as one prepared per customer', () => {
    expect(mineCustomer(fullContext, replacementCatalogue(fullContext))).toEqual(mineCustomer(fullContext));
  });

  it('a type disabled in the dealer opportunity flags yields nothing', () => {
    const settings = settingsWith({}, { equity: 0, appointment: 0 });
    expect(mineCustomer({ ...fullContext, settings }).map((row) => row.id)).toEqual([
      'service:V1',
      'leasing:V2',
      'warranty:V2',
      'service:V2',
      'conquest:V5',
    ]);
    const none = settingsWith({}, { equity: 0, appointment: 0, leasing: 0, warranty: 0, cash: 0, conquest: 0, nonprime: 0, service: 0 });
    expect(mineCustomer({ ...fullContext, settings: none })).toEqual([]);
  });

  it('an orphan (no salesperson) is mined with orphans on and shows a blank salesperson', () => {
    const rows = mineCustomer({ ...fullContext, customer: testCustomer({ user_id: null }) });
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.salesperson === null)).toBe(true);
  });

  it('an orphan yields nothing when the dealer turns orphans off', () => {
    const settings = settingsWith({ dealsheet_orphans: 0 });
    expect(mineCustomer({ ...fullContext, settings, customer: testCustomer({ user_id: null }) })).toEqual([]);
    expect(mineCustomer({ ...fullContext, settings })).toHaveLength(7);
  });

  it('an inactive customer (deleted_at set) yields nothing', () => {
    expect(mineCustomer({ ...fullContext, customer: testCustomer({ deleted_at: '2025-01-01' }) })).toEqual([]);
  });

  it('distance in the dealer unit: a us dealer shows miles, kilometres are kept', () => {
    const customer = testCustomer({ distance: 16.09344 });
    const [row] = mineCustomer({ ...fullContext, customer, dealer: { ...fullContext.dealer, country: 'us' } });
    expect(row).toMatchObject({ distance: 10, distance_km: 16.09 });
  });

  it('without a distance on file, the distance between the dealer and customer coordinates', () => {
    // 0.1° of latitude: 6,371.0088 km × 0.1 × π ÷ 180 = 11.12 km
    const customer = testCustomer({ distance: null, latitude: 43.49, longitude: -80.32 });
    const dealer = { ...fullContext.dealer, latitude: 43.39, longitude: -80.32 };
    expect(mineCustomer({ ...fullContext, customer, dealer })[0]?.distance_km).toBe(11.12);
    expect(mineCustomer({ ...fullContext, customer })[0]?.distance).toBeNull();
  });

  it('the last text and e-mail sent, when given, are carried on every row', () => {
    const contacted = { text_at: '2025-06-01T10:00:00Z', email_at: null };
    const rows = mineCustomer({ ...fullContext, contacted });
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.contact.text_at === '2025-06-01T10:00:00Z' && row.contact.email_at === null)).toBe(true);
  });

  it('no consent to any channel costs the rating its point', () => {
    const contact = { ...testCustomer().contact, can_call: 0, can_mail: 0, can_email: 0 } as const;
    const [row] = mineCustomer({ ...fullContext, customer: testCustomer({ contact }) });
    expect(row).toMatchObject({ rating: 2, contact: { text: false, email: false } });
  });

  it('a cash vehicle serviced here also gets a cash row', () => {
    const fit = ownedVehicle({ id: 'V4', model: 'Fit', year: 2018, inservice_at: '2018-06-15', contract: cashContract() });
    const service = [repairOrder({ vehicle_id: 'V4' })];
    expect(mineCustomer(miningContext({ vehicles: [fit], service })).map((row) => row.id)).toEqual(['cash:V4']);
  });

  it('today must be an ISO date', () => {
    expect(() => mineCustomer({ ...fullContext, today: 'soon' })).toThrow('mineCustomer: today must be an ISO date');
  });
});
