import { roundCents } from './roundCents.ts';

/** A dealer fee of spec 002 §3: fixed ($) or variable (% of the price); rebate 0 plus, 1 minus; tax 0 pre-tax, 1 post-tax. */
export type DealerFee = { type: 'fixed' | 'variable'; value: number; rebate: number; tax: number };

export type AppliedFees = {
  /** Sum of the pre-tax fees, rebates negative: taxed with the price. */
  preTax: number;
  /** Sum of the post-tax fees, rebates negative: never taxed. */
  postTax: number;
};

/**
 * Sums the dealer's fees for a vehicle price, to cents. A fixed fee is its value in dollars, a variable fee is
 * value % of the price; a rebate (rebate 1) counts negative. Pre-tax fees (tax 0) are taxed with the price, post-tax
 * fees (tax 1) are not taxed: financePayment and leasePayment say where each enters.
 */
export function applyFees(fees: readonly DealerFee[], price: number): AppliedFees {
  let preTax = 0;
  let postTax = 0;
  for (const fee of fees) {
    const amount = (fee.type === 'variable' ? (price * fee.value) / 100 : fee.value) * (fee.rebate === 1 ? -1 : 1);
    if (fee.tax === 1) postTax += amount;
    else preTax += amount;
  }
  return { preTax: roundCents(preTax), postTax: roundCents(postTax) };
}
