const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Numbers are shown with thousands separators (spec 001 §9). */
export function formatNumber(value: number): string {
  return whole.format(value);
}

/** Dollars and cents with separators; a negative amount reads -$1,250.50. */
export function formatMoney(value: number): string {
  return `${value < 0 ? '-' : ''}$${cents.format(Math.abs(value))}`;
}

/** The customer number is shown cut to its first 8 characters (spec 000 §9). */
export function customerNumber(number: string): string {
  return number.slice(0, 8);
}
