import { formatNumber } from './numbers.ts';

/** The paginator's wording "from - to of total" (spec 002 §2); rows are counted from 1. */
export function rangeText(from: number, to: number, total: number): string {
  if (total === 0) return '0 - 0 of 0';
  return `${formatNumber(from)} - ${formatNumber(to)} of ${formatNumber(total)}`;
}
