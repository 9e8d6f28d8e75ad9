import { dealCalculator, type DealCalculatorInput } from '../../domain/deal/dealCalculator.ts';
import type { DealIncentive } from '../../domain/deal/dealIncentive.ts';

const RUNS = 100_000;
const WARM_UP_RUNS = 10_000;

const incentive = (id: string, type: DealIncentive['type'], term: number, rate: number, cash: number): DealIncentive => ({
  id,
  type,
  term,
  rate,
  incentive: 'rate',
  cash,
  residual: type === 'lease' ? 58 - term / 12 : 0,
  factor: type === 'lease' ? 0.0012 : 0,
  program: null,
});

/** A replacement with ten incentives: five finance and three lease options, one additional program in each tab. */
const deal: DealCalculatorInput = {
  price: 38_995,
  incentives: [
    incentive('F36', 'finance', 36, 0, 0),
    incentive('F48', 'finance', 48, 1.99, 500),
    incentive('F60', 'finance', 60, 3.49, 1_000),
    incentive('F72', 'finance', 72, 4.99, 1_000),
    incentive('F84', 'finance', 84, 6.49, 1_500),
    incentive('L24', 'lease', 24, 0, 0),
    incentive('L36', 'lease', 36, 0, 500),
    incentive('L48', 'lease', 48, 0, 750),
    { ...incentive('FLOYAL', 'finance', 60, 0, 500), incentive: 'additional', program: 'Loyalty' },
    { ...incentive('LCONQ', 'lease', 48, 0, 750), incentive: 'additional', program: 'Conquest' },
  ],
  downpayment: 2_000,
  trade: 14_500,
  payout: 9_800,
  fees: [
    { type: 'fixed', value: 499, rebate: 0, tax: 0 },
    { type: 'variable', value: 0.5, rebate: 0, tax: 0 },
    { type: 'fixed', value: 25, rebate: 0, tax: 1 },
  ],
  current: { payment: 289.5, frequency: 'b' },
  chosen: {},
  additional: ['FLOYAL'],
};

/**
 * Mean time of one deal sheet recomputation (every option of a ten-incentive replacement, as on each keystroke),
 * over 100,000 runs after a warm-up. Each run changes the downpayment, as typing does.
 */
export function benchDealCalculator(): { figure: string; value: number; unit: string } {
  let checksum = 0;
  for (let run = 0; run < WARM_UP_RUNS; run += 1) {
    checksum += dealCalculator({ ...deal, downpayment: run % 5_000 }).finance.options.length;
  }
  const start = performance.now();
  for (let run = 0; run < RUNS; run += 1) {
    const sheet = dealCalculator({ ...deal, downpayment: run % 5_000 });
    checksum += sheet.finance.options[0]?.monthly ?? 0;
  }
  const elapsed = performance.now() - start;
  if (!Number.isFinite(checksum)) throw new Error('deal calculator answered a non-finite payment');
  return { figure: 'deal_sheet.recompute', value: Number((elapsed / RUNS).toFixed(5)), unit: 'ms' };
}
