/**
 * Rounds an amount to cents, halves away from zero. The amount in cents is nudged up by one part in 10^13 before
 * rounding, so binary noise such as 1.005 × 100 = 100.49999999999999 rounds as the decimal number it stands for.
 */
export function roundCents(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 * (1 + 1e-13));
  return cents === 0 ? 0 : (Math.sign(value) * cents) / 100;
}
