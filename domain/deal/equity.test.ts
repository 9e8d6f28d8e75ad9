import { describe, expect, it } from 'vitest';
import { equity } from './equity.ts';

describe('equity', () => {
  it('equity = trade − payout', () => {
    expect(equity(23_120, 15_300)).toBe(7_820);
  });
  it('negative when the payout is more than the trade', () => {
    expect(equity(15_918, 18_416.71)).toBe(-2_498.71);
  });
});
