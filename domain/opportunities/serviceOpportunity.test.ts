import { describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../dms/serviceRecord.ts';
import { mineCustomer } from './mineCustomer.ts';
import { financeContract, miningContext, ownedVehicle, repairOrder, settingsWith } from './miningFixtures.ts';
import type { MiningContext } from './miningContext.ts';

/** V6: a 2024 Honda HR-V LX sold new 2024-09-01 (9 months before 2025-06-15), 38,500 km. */
const hrv = ownedVehicle({
  id: 'V6',
  year: 2024,
  model: 'HR-V',
  trim: 'LX',
  inservice_at: '2024-09-01',
  mileage: 38_500,
  contract: financeContract({ sold_at: '2024-09-01' }),
});
const line = (description: string, op_code = 'MAINT', declined = false) => ({ description, cause: '', op_code, declined });
const visit = (overrides: Partial<ServiceRecord>) =>
  repairOrder({ vehicle_id: 'V6', opened_at: '2025-04-01', completed_at: '2025-04-01', mileage: 35_000, ...overrides });
const serviceRow = (service: ServiceRecord[], overrides: Partial<MiningContext> = {}) =>
  mineCustomer(miningContext({ vehicles: [hrv], service, ...overrides })).find((row) => row.id === 'service:V6') ?? null;

describe('service opportunity', () => {
  it('a vehicle sold 9 months ago and never serviced is New At Risk and due', () => {
    expect(serviceRow([])).toMatchObject({
      id: 'service:V6',
      type: 'service',
      customer_id: 'C1',
      service_type: null,
      serviced_at: null,
      service_months: null,
      service_ro_total: 0,
      service_total: 0,
      service_active: false,
      badges: { new: true, risk: true, declined: false, due: true, recall: false },
      appointment: false,
      appointment_at: null,
      salesperson: 7,
    });
  });

  it('a visit 2 months ago with 3,500 km since and nothing declined asks for nothing', () => {
    // new only qualifies risk: no service opportunity
    expect(serviceRow([visit({})])).toBeNull();
  });

  it('declined: a line flagged DECLINE on a repair order opened within 6 months', () => {
    const row = serviceRow([
      visit({ id: 'RO1', opened_at: '2025-02-01', completed_at: '2025-02-01', lines: [line('Front brakes - customer DECLINED')] }),
      visit({ id: 'RO2', total: 129.99, service_type: 'Oil change' }),
    ]);
    expect(row).toMatchObject({
      badges: { new: true, risk: false, declined: true, due: false, recall: false },
      service_type: 'Oil change',
      serviced_at: '2025-04-01',
      service_months: 2,
      service_ro_total: 2,
      service_active: true,
    });
  });

  it('a declined line older than 6 months no longer counts', () => {
    // opened 2024-12-01: 6 whole months before 2025-06-15
    expect(serviceRow([visit({ id: 'RO1', opened_at: '2024-12-01', completed_at: '2024-12-01', lines: [line('DECLINED tires')] }), visit({ id: 'RO2' })])).toBeNull();
  });

  it("the dealer's declined-service op code (service_declined) marks a line declined", () => {
    const service = [visit({ lines: [line('Wheel alignment', 'DECL')] })];
    expect(serviceRow(service)).toBeNull();
    expect(serviceRow(service, { settings: settingsWith({ service_declined: 'DECL' }) })?.badges.declined).toBe(true);
  });

  it('due: 8,000 km or more driven since the last visit, even 2 months after it', () => {
    // 38,500 − 30,000 = 8,500 km
    expect(serviceRow([visit({ mileage: 30_000 })])?.badges).toEqual({
      new: true,
      risk: false,
      declined: false,
      due: true,
      recall: false,
    });
  });

  it('due and at risk by time: 6 and 9 months since the last visit', () => {
    // last visit 2024-12-10: 6 months; 2024-09-14: 9 months
    expect(serviceRow([visit({ opened_at: '2024-12-10', completed_at: '2024-12-10' })])?.badges).toMatchObject({ due: true, risk: false });
    expect(serviceRow([visit({ opened_at: '2024-09-14', completed_at: '2024-09-14' })])?.badges).toMatchObject({ due: true, risk: true });
  });

  it('recall: a recall line (op code or description names RECALL) whose latest line was declined', () => {
    const open = visit({ id: 'RO1', opened_at: '2024-10-01', completed_at: '2024-10-01', lines: [line('Airbag recall 22V-123', 'R22V', true)] });
    expect(serviceRow([open, visit({ id: 'RO2' })])?.badges).toMatchObject({ recall: true, declined: false });
    const done = visit({ id: 'RO2', lines: [line('Airbag recall 22V-123', 'R22V')] });
    expect(serviceRow([open, done])).toBeNull();
  });

  it('an open repair order counts from the day it was opened', () => {
    expect(serviceRow([visit({ completed_at: null, mileage: 30_000 })])).toMatchObject({ serviced_at: '2025-04-01', service_months: 2 });
  });
});
