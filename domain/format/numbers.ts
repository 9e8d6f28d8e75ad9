const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Numbers are shown with thousands separators (spec 001 §9). */
export function formatNumber(value: number): string {
  return whole.format(value);
}

export function formatMoney(value: number): string {
  return `$${cents.format(value)}`;
}

/** The customer number is shown cut to its first 8 characters (spec 000 §9). */
export function customerNumber(number: string): string {
  return number.slice(0, 8);
}
