import { describe, expect, it } from 'vitest';
import { DEFAULT_DEALER_SETTINGS } from './dealerSettings.ts';
import { enabledOpportunityTypes } from './opportunityTypeFlags.ts';

describe('the opportunity types a dealer has on', () => {
  it('every type by default; a flag at 0 takes its type away, "appointment" naming the appt type', () => {
    expect(enabledOpportunityTypes(DEFAULT_DEALER_SETTINGS.opportunities)).toEqual(['equity', 'appt', 'leasing', 'warranty', 'cash', 'conquest', 'nonprime', 'service']);
    expect(enabledOpportunityTypes({ ...DEFAULT_DEALER_SETTINGS.opportunities, appointment: 0, cash: 0 })).toEqual([
      'equity', 'leasing', 'warranty', 'conquest', 'nonprime', 'service',
    ]);
  });
});
