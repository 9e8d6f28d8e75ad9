import { describe, expect, it } from 'vitest';
import { upgradeCostOfBorrowing } from './upgradeCostOfBorrowing.ts';

describe('upgradeCostOfBorrowing', () => {
  it('upgrade_cob is the price minus monthly payment times term, 2 decimals', () => {
    // 35,000 − 650.25 × 60 = 35,000 − 39,015 = −4,015
    expect(upgradeCostOfBorrowing(35_000, 650.25, 60)).toBe(-4_015);
    // 32,999.99 − 512.37 × 72 = 32,999.99 − 36,890.64 = −3,890.65
    expect(upgradeCostOfBorrowing(32_999.99, 512.37, 72)).toBe(-3_890.65);
  });
});
