import { describe, expect, it } from 'vitest';
import { nextSort } from '../lists/nextSort.ts';
import { compareServiceRecords, DEFAULT_SERVICE_SORT, isServiceSortColumn, type ServiceSort } from './serviceSort.ts';

type Row = Parameters<ReturnType<typeof compareServiceRecords>>[0];

const row = (id: string, overrides: Partial<Row>): Row => ({
  id,
  ro: `RO-${id}`,
  vehicle_name: '2021 Toyota RAV4',
  opened_at: '2024-05-31T08:00:00Z',
  completed_at: '2024-05-31T16:00:00Z',
  mileage: 40_000,
  total_parts: 100,
  total_labour: 100,
  total_warranty: 0,
  total_customer: 200,
  total: 200,
  ...overrides,
});

const rows = [
  row('a', { ro: '9', completed_at: '2024-06-02', mileage: null, total: 50, total_labour: 300, total_parts: 90.5, total_warranty: 0, total_customer: 50, vehicle_name: '' }),
  row('b', { ro: '10', opened_at: '2024-07-01', completed_at: null, mileage: 52_000, total: 1250.5, total_labour: 80, total_parts: 12, total_warranty: 20, total_customer: 1230.5, vehicle_name: '2019 Honda Civic' }),
  row('c', { ro: '100', completed_at: '2023-12-24T10:00:00Z', mileage: 31_000, total: -25, total_labour: 120, total_parts: 40, total_warranty: 480, total_customer: -505, vehicle_name: '2021 Toyota RAV4' }),
];

const sorted = (sort: ServiceSort) => [...rows].sort(compareServiceRecords(sort)).map((record) => record.id);

describe('service history sort', () => {
  it('opens newest first: by the completion day, an open order by its opening day', () => {
    expect(DEFAULT_SERVICE_SORT).toEqual({ by: 'date', order: 'desc' });
    expect(sorted(DEFAULT_SERVICE_SORT)).toEqual(['b', 'a', 'c']);
    expect(sorted({ by: 'date', order: 'asc' })).toEqual(['c', 'a', 'b']);
  });
  it('sorts RO numbers with their numbers in numeric order', () => {
    expect(sorted({ by: 'ro', order: 'asc' })).toEqual(['a', 'b', 'c']);
  });
  it('sorts amounts as numbers, credits below zero', () => {
    expect(sorted({ by: 'total', order: 'desc' })).toEqual(['b', 'a', 'c']);
    expect(sorted({ by: 'labour', order: 'desc' })).toEqual(['a', 'c', 'b']);
    expect(sorted({ by: 'warranty', order: 'desc' })).toEqual(['c', 'b', 'a']);
    expect(sorted({ by: 'customer', order: 'asc' })).toEqual(['c', 'a', 'b']);
    expect(sorted({ by: 'parts', order: 'asc' })).toEqual(['b', 'c', 'a']);
  });
  it('breaks ties by the opening time, then id, in the direction of the sort', () => {
    const same = [row('y', {}), row('x', {}), row('z', { opened_at: '2024-01-01' })];
    expect([...same].sort(compareServiceRecords({ by: 'total', order: 'asc' })).map((record) => record.id)).toEqual(['z', 'x', 'y']);
    expect([...same].sort(compareServiceRecords({ by: 'total', order: 'desc' })).map((record) => record.id)).toEqual(['y', 'x', 'z']);
  });
  it('puts an order without mileage or vehicle last in both directions', () => {
    expect(sorted({ by: 'mileage', order: 'desc' })).toEqual(['b', 'c', 'a']);
    expect(sorted({ by: 'mileage', order: 'asc' })).toEqual(['c', 'b', 'a']);
    expect(sorted({ by: 'vehicle', order: 'asc' })).toEqual(['b', 'c', 'a']);
    expect(sorted({ by: 'vehicle', order: 'desc' })).toEqual(['c', 'b', 'a']);
  });
  it('a header click sorts descending, a second ascending (the lists rule)', () => {
    expect(nextSort(DEFAULT_SERVICE_SORT, 'total')).toEqual({ by: 'total', order: 'desc' });
    expect(nextSort({ by: 'total', order: 'desc' }, 'total')).toEqual({ by: 'total', order: 'asc' });
    expect(isServiceSortColumn('mileage')).toBe(true);
    expect(isServiceSortColumn('stock')).toBe(false);
  });
});
