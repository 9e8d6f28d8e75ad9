import { describe, expect, it } from 'vitest';
import { customerActivity } from '../customers/customerActivity.ts';
import { distanceText } from './distanceText.ts';
import { rangeText } from './rangeText.ts';

describe('list formats', () => {
  it('shows distances rounded up in KM for canada and MI for the us', () => {
    expect(distanceText(12.1, 'canada')).toBe('13 KM');
    expect(distanceText(1609.344, 'us')).toBe('1,000 MI');
    expect(distanceText(null, 'us')).toBe('');
  });
  it('says "from - to of total"', () => {
    expect(rangeText(16, 30, 1234)).toBe('16 - 30 of 1,234');
    expect(rangeText(0, 0, 0)).toBe('0 - 0 of 0');
  });
  it('calls a customer INACTIVE once deleted_at is set', () => {
    expect(customerActivity({ deleted_at: null })).toBe('ACTIVE');
    expect(customerActivity({ deleted_at: '2024-01-02T00:00:00Z' })).toBe('INACTIVE');
  });
});
