import { TAX_FACTOR } from './dealConstants.ts';
import { roundCents } from './roundCents.ts';

/** A dealer fee of spec 002 §3: fixed ($) or variable (% of the price); rebate 0 plus, 1 minus; tax 0 pre-tax, 1 post-tax. */
export type DealerFee = { type: 'fixed' | 'variable'; value: number; rebate: number; tax: number };

export type AppliedFees = {
  /** Sum of the pre-tax fees, rebates negative. */
  preTax: number;
  /** Sum of the post-tax fees, rebates negative. */
  postTax: number;
  /** The fees term of the finance formula: pre-tax fees × the factor (taxed with the price), post-tax fees added after tax. */
  finance: number;
  /** The fees term of the lease capital: pre-tax fees + post-tax fees ÷ the factor, so the lease's × factor taxes only the pre-tax ones. */
  lease: number;
};

/**
 * Sums the dealer's fees for a vehicle price. A fixed fee is its value in dollars, a variable fee is value % of the
 * price; a rebate (rebate 1) counts negative. Pre-tax fees (tax 0) are taxed with the price, post-tax fees (tax 1)
 * are not taxed. taxFactor is the dealer's (dealerTax), the spec's 1.13 when left out.
 */
export function applyFees(fees: readonly DealerFee[], price: number, taxFactor: number = TAX_FACTOR): AppliedFees {
  let preTax = 0;
  let postTax = 0;
  for (const fee of fees) {
    const amount = (fee.type === 'variable' ? (price * fee.value) / 100 : fee.value) * (fee.rebate === 1 ? -1 : 1);
    if (fee.tax === 1) postTax += amount;
    else preTax += amount;
  }
  const preTaxCents = roundCents(preTax);
  const postTaxCents = roundCents(postTax);
  return {
    preTax: preTaxCents,
    postTax: postTaxCents,
    finance: roundCents(preTaxCents * taxFactor + postTaxCents),
    lease: preTaxCents + postTaxCents / taxFactor,
  };
}
