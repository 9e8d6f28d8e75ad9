import { roundCents } from '../deal/roundCents.ts';
import type { ServiceRecord } from '../dms/serviceRecord.ts';

/** The totals above a service history (spec 001 §2.7 Service tab): dollars, rounded to cents. */
export type ServiceTotals = { count: number; total: number; customer: number; warranty: number };

/**
 * Count of repair orders, total spend (the orders' totals), customer pay and warranty pay. Credits (negative
 * amounts) count as they are.
 */
export function serviceTotals(records: readonly Pick<ServiceRecord, 'total' | 'total_customer' | 'total_warranty'>[]): ServiceTotals {
  let total = 0;
  let customer = 0;
  let warranty = 0;
  for (const record of records) {
    total += record.total;
    customer += record.total_customer;
    warranty += record.total_warranty;
  }
  return { count: records.length, total: roundCents(total), customer: roundCents(customer), warranty: roundCents(warranty) };
}
