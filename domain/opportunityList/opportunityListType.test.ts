import { describe, expect, it } from 'vitest';
import { OPPORTUNITY_LIST_TYPES, OPPORTUNITY_TYPE_LABELS, opportunityTypeName } from './opportunityListType.ts';

describe('the names of the opportunity types', () => {
  it('reads every type as the side menu names it, never by its key', () => {
    expect(OPPORTUNITY_LIST_TYPES).toEqual(['equity', 'appt', 'leasing', 'warranty', 'cash', 'conquest', 'nonprime', 'service', 'sold']);
    expect(OPPORTUNITY_LIST_TYPES.map(opportunityTypeName)).toEqual([
      'Upgrade',
      'Service Appt',
      'Leasing',
      'Warranty',
      'Cash Conversion',
      'Conquest',
      'Non-Prime',
      'Service',
      'Sold',
    ]);
  });

  it('gives tabs and chips the same words in capitals', () => {
    expect(OPPORTUNITY_TYPE_LABELS.equity).toBe('UPGRADE');
    expect(OPPORTUNITY_TYPE_LABELS.nonprime).toBe('NON-PRIME');
    expect(OPPORTUNITY_TYPE_LABELS.cash).toBe('CASH CONVERSION');
  });
});
