import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddFundsSchema } from './addFunds.ts';
import { billingBalance } from './billingBalance.ts';
import type { BillingTransaction } from './billingTransaction.ts';

const transaction = (overrides: Partial<BillingTransaction>): BillingTransaction => ({
  id: 1,
  created_at: '2026-11-10T15:00:00.000Z',
  platform: 'Stripe',
  transaction_type: 'credit',
  description: 'Funds added by card (ada@a.test)',
  amount: 100,
  currency: 'CAD',
  status: 'active',
  ...overrides,
});

describe('billingBalance', () => {
  it('is the active credits less the active debits, summed in cents', () => {
    const rows = [
      transaction({ id: 1, amount: 0.1 }),
      transaction({ id: 2, amount: 0.2 }),
      transaction({ id: 3, amount: 50.05, transaction_type: 'debit' }),
      transaction({ id: 4, amount: 1000, status: 'inactive' }),
      transaction({ id: 5, amount: 100 }),
    ];
    expect(billingBalance(rows, 'America/Toronto', new Date('2026-11-26T12:00:00Z'))).toEqual({ balance: 50.25, added_this_month: 100.3 });
  });

  it('counts in Added This Month the credits of the dealer’s month, in its time zone', () => {
    // 03:00Z is October 31 at both dealers; 05:30Z is 01:30 on November 1 in Toronto (UTC-4) but 23:30 on October 31 in Edmonton (UTC-6).
    const rows = [transaction({ id: 1, created_at: '2026-11-01T03:00:00.000Z', amount: 40 }), transaction({ id: 2, created_at: '2026-11-01T05:30:00.000Z', amount: 60 })];
    const now = new Date('2026-11-20T12:00:00Z');
    expect(billingBalance(rows, 'America/Edmonton', now)).toEqual({ balance: 100, added_this_month: 0 });
    expect(billingBalance(rows, 'America/Toronto', now)).toEqual({ balance: 100, added_this_month: 60 });
    expect(billingBalance(rows, 'UTC', now)).toEqual({ balance: 100, added_this_month: 100 });
  });
});

describe('AddFundsSchema', () => {
  it('takes whole dollars from 10 to 10,000, as a number or its digits', () => {
    expect(v.parse(AddFundsSchema, { amount: 10 })).toEqual({ amount: 10 });
    expect(v.parse(AddFundsSchema, { amount: ' 10000 ' })).toEqual({ amount: 10_000 });
    for (const amount of [9, 10_001, 12.5, '12.50', '1e3', '', null]) {
      const parsed = v.safeParse(AddFundsSchema, { amount });
      expect(parsed.success).toBe(false);
      expect(parsed.issues?.[0].message).toBe('Please enter a whole number of dollars from 10 to 10,000.');
    }
  });
});
