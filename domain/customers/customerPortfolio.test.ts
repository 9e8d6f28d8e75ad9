import { describe, expect, it } from 'vitest';
import { ownedVehicleRows, portfolioTotals } from './customerPortfolio.ts';

const badges = (overrides: Partial<Record<'risk' | 'new' | 'declined' | 'due' | 'recall', boolean>> = {}) => ({
  risk: false, new: false, declined: false, due: false, recall: false, ...overrides,
});
const vehicle = (id: string, year: number, model: string, inservice_at: string | null) => ({ id, year, make: 'Toyota', model, trim: '', vin: `VIN${id}`, photo: '', inservice_at });

describe('customer portfolio', () => {
  it('counts purchases, service spend once per vehicle, vehicles, and the first year on file', () => {
    const totals = portfolioTotals(
      { created_at: '2019-05-02T10:00:00Z' },
      [{ id: 'V1' }, { id: 'V2' }],
      [{ id: 'S1' }, { id: 'S1' }, { id: 'S2' }],
      [
        { vehicle_id: 'V1', service_total: 1200 },
        { vehicle_id: 'V1', service_total: 1200 },
        { vehicle_id: 'V2', service_total: 300.5 },
      ],
    );
    expect(totals).toEqual({ sales: 2, revenue: 1500.5, total: 2, customer: '2019' });
  });

  it('lists vehicles newest first with their purchase date, badges and deal links', () => {
    const rows = ownedVehicleRows(
      [vehicle('V1', 2019, 'Corolla', '2019-06-01'), vehicle('V2', 2022, 'RAV4', '2022-02-01')],
      [{ vehicle_id: 'V2', sold_at: '2022-01-28' }],
      [
        { id: 'service:V2', type: 'service', vehicle_id: 'V2', appointment: true, badges: badges({ risk: true, recall: true }) },
        { id: 'equity:V2', type: 'equity', vehicle_id: 'V2', appointment: false, badges: badges() },
      ],
    );
    expect(rows).toEqual([
      {
        id: 'V2',
        name: '2022 Toyota RAV4',
        vin: 'VINV2',
        photo: '',
        purchased: '2022-01-28',
        badges: ['Appointment', 'At Risk', 'Recall'],
        opportunities: [
          { id: 'equity:V2', label: 'UPGRADE', href: '/deal/equity%3AV2/dealsheet' },
          { id: 'service:V2', label: 'SERVICE', href: '/deal/service%3AV2/dealsheet' },
        ],
      },
      { id: 'V1', name: '2019 Toyota Corolla', vin: 'VINV1', photo: '', purchased: '2019-06-01', badges: [], opportunities: [] },
    ]);
  });
});
