import { describe, expect, it } from 'vitest';
import { textingDealers, type SmsProvider } from './smsProvider.ts';

const provider = (numbers: Record<string, string>): SmsProvider => ({
  numberOf: (dealer) => numbers[dealer] ?? null,
  dealerOf: () => null,
  send: () => Promise.reject(new Error('not in this test')),
  verify: () => false,
});

describe('which dealers can text (the session’s text_dealers)', () => {
  it('those the provider gives a number, in the order given; none without a provider', () => {
    expect(textingDealers(provider({ 'dealer-b': '+14165550100', 'dealer-a': '+15195550100' }))(['dealer-a', 'dealer-c', 'dealer-b'])).toEqual(['dealer-a', 'dealer-b']);
    expect(textingDealers(null)(['dealer-a'])).toEqual([]);
  });
});
