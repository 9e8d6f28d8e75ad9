import { describe, expect, it } from 'vitest';
import { customerNumber, formatMoney, formatNumber } from './numbers.ts';
import { distanceIn, distanceUnit } from './units.ts';

describe('units', () => {
  it('shows KM for dealers in canada and MI for dealers in the us', () => {
    expect(distanceUnit('canada')).toBe('KM');
    expect(distanceUnit('us')).toBe('MI');
  });
  it('converts kilometres to miles for us dealers', () => {
    expect(distanceIn(16.09344, 'MI')).toBeCloseTo(10, 6);
    expect(distanceIn(12, 'KM')).toBe(12);
  });
});

describe('formats', () => {
  it('shows numbers with thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatMoney(1565.5)).toBe('$1,565.50');
  });
  it('cuts the customer number to 8 characters', () => {
    expect(customerNumber('1234567890')).toBe('12345678');
    expect(customerNumber('123')).toBe('123');
  });
});
