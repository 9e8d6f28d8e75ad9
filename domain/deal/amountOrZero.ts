/** Empty downpayment or trade counts as 0 (spec 001 §2.4): undefined, null and NaN read as 0. */
export function amountOrZero(value: number | null | undefined): number {
  return value === null || value === undefined || Number.isNaN(value) ? 0 : value;
}
