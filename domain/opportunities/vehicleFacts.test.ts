import { describe, expect, it } from 'vitest';
import { calendarDay } from '../time/calendarDay.ts';
import type { DeskedVehicle } from '../deal/deskedVehicle.ts';
import { mineCustomer } from './mineCustomer.ts';
import { miningContext, ownedVehicle } from './miningFixtures.ts';
import { vehicleFacts } from './vehicleFacts.ts';

const TODAY = '2025-06-15';
const facts = (vehicle: DeskedVehicle) => {
  const today = calendarDay(TODAY);
  if (!today) throw new Error('bad day');
  return vehicleFacts({ mining: miningContext({ vehicles: [vehicle] }), vehicle, records: [], appointments: [], replacements: [], today });
};

// V1 as the engine computes it: trade 14,450, payout 10,500 (21 payments of 500 left), equity 3,950.
describe('the desk’s figures in the engine', () => {
  it('without desk figures the trade value and payout are computed', () => {
    const computed = facts(ownedVehicle());
    expect([computed.trade, computed.contract.payout, computed.equity]).toEqual([14_450, 10_500, 3_950]);
    const cleared = facts({ ...ownedVehicle(), desk: { trade: null, payout: null } });
    expect([cleared.trade, cleared.contract.payout, cleared.equity]).toEqual([14_450, 10_500, 3_950]);
  });

  it('desk.trade replaces the computed trade value', () => {
    const desked = facts({ ...ownedVehicle(), desk: { trade: 16_000, payout: null } });
    expect([desked.trade, desked.contract.payout, desked.equity]).toEqual([16_000, 10_500, 5_500]);
  });

  it('desk.payout replaces the computed payout; payments left are still counted', () => {
    const desked = facts({ ...ownedVehicle(), desk: { trade: null, payout: 9_000 } });
    expect([desked.trade, desked.contract.payout, desked.equity, desked.contract.paymentsLeft]).toEqual([14_450, 9_000, 5_450, 21]);
  });

  it('every opportunity row of the vehicle carries them', () => {
    const vehicle = { ...ownedVehicle(), desk: { trade: 16_000, payout: 9_000 } };
    const rows = mineCustomer(miningContext({ vehicles: [vehicle] }));
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect([row.id, row.trade, row.payout, row.equity]).toEqual([row.id, 16_000, 9_000, 7_000]);
  });
});
