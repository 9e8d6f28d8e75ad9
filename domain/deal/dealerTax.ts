import type { DealerTax } from '../settings/dealerSettings.ts';
import { TAX_FACTOR } from './dealConstants.ts';
import { roundCents } from './roundCents.ts';

/**
 * A dealer's taxes as the deal formulas apply them: `factor` multiplies the taxed amount (1 + the variable taxes'
 * percents ÷ 100) and `fixed` is the dollars the fixed taxes add to it once.
 */
export type DealTax = { factor: number; fixed: number };

/** The spec's tax: the factor 1.13 of spec 001 §2.4 and §9, nothing fixed. */
export const SPEC_TAX: DealTax = { factor: TAX_FACTOR, fixed: 0 };

/**
 * The one rule that turns a dealer's taxes (spec 002 §3: variable, a percent, the default; or fixed, dollars) into
 * the formulas' tax: the variable taxes' percents add up into one factor, (100 + Σ percent) ÷ 100, so HST 13 % is
 * exactly 1.13 and GST 5 % with PST 7 % is 1.12; the fixed taxes' dollars add up, to cents. No tax is factor 1.
 */
export function dealerTax(taxes: readonly Pick<DealerTax, 'type' | 'value'>[]): DealTax {
  let percent = 0;
  let fixed = 0;
  for (const tax of taxes) {
    if (tax.type === 'fixed') fixed += tax.value;
    else percent += tax.value;
  }
  return { factor: (100 + percent) / 100, fixed: roundCents(fixed) };
}
