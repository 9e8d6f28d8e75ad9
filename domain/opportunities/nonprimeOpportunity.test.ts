import { describe, expect, it } from 'vitest';
import { mineCustomer } from './mineCustomer.ts';
import { cashContract, financeContract, leaseContract, miningContext, ownedVehicle } from './miningFixtures.ts';
import type { Contract } from '../dms/ownedVehicle.ts';

const rows = (contract: Contract) => mineCustomer(miningContext({ vehicles: [ownedVehicle({ contract })] }));
const nonprimeRow = (contract: Contract) => rows(contract).find((row) => row.id === 'nonprime:V1') ?? null;

describe('nonprime opportunity', () => {
  it('a finance contract at an APR of 9.9 % or more, with its payments and APR', () => {
    expect(nonprimeRow(financeContract({ rate: 12.5 }))).toMatchObject({
      id: 'nonprime:V1',
      type: 'nonprime',
      apr: 12.5,
      payments: 500,
      payments_left: 21,
      frequency: 'm',
    });
  });

  it('9.9 % is nonprime, 9.89 % is not', () => {
    expect(nonprimeRow(financeContract({ rate: 9.9 }))?.apr).toBe(9.9);
    expect(nonprimeRow(financeContract({ rate: 9.89 }))).toBeNull();
  });

  it('zero rate: 60 × 500 repays exactly the 30,000 financed, an APR of 0, prime', () => {
    const contract = financeContract({ rate: 0, amount: 30_000 });
    expect(nonprimeRow(contract)).toBeNull();
    expect(rows(contract).find((row) => row.type === 'equity')?.apr).toBe(0);
  });

  it('a contract filed at 0 % whose payments exceed the amount has its APR solved from amount, payment and term', () => {
    // 20,000 repaid by 60 × 500: r = 17.27 ÷ 1200 gives 20,000 × r ÷ (1 − (1 + r)^−60) = 500.00
    expect(nonprimeRow(financeContract({ rate: 0, amount: 20_000 }))?.apr).toBe(17.27);
  });

  it('a contract already paid off, a lease or a cash sale is not nonprime', () => {
    expect(nonprimeRow(financeContract({ rate: 14, sold_at: '2019-06-15', term: 48 }))).toBeNull();
    expect(nonprimeRow(leaseContract({ rate: 14 }))).toBeNull();
    expect(nonprimeRow(cashContract({ rate: 14 }))).toBeNull();
  });
});
