import type { SaleDeal } from '../dms/saleDeal.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';

/** The customer badges of spec 001 §2.4 and §3 (Customer badges: top, purchased, service). */
export type CustomerBadges = { top: boolean; purchased: boolean; service: boolean };

export const CUSTOMER_BADGE_LABELS: Record<keyof CustomerBadges, string> = {
  top: 'Top Customer',
  purchased: 'Purchased Here',
  service: 'Serviced Here',
};

/** Purchases here that make a Top Customer (docs/decisions.md, "Customer header"). */
export const TOP_CUSTOMER_PURCHASES = 2;
/** Dollars spent in service here, over all the customer's vehicles, that make a Top Customer. */
export const TOP_CUSTOMER_SERVICE_SPEND = 5_000;

export type CustomerBadgeInput = {
  customerId: string;
  sales: readonly Pick<SaleDeal, 'id' | 'customer_id'>[];
  opportunities: readonly Pick<Opportunity, 'customer_id' | 'vehicle_id' | 'service_ro_total' | 'service_total'>[];
};

/**
 * The customer's badges from local data. Purchased Here: a sale of the dealer names the customer. Serviced Here:
 * an opportunity row of the customer counts a repair order (service_ro_total > 0). Top Customer: at least
 * TOP_CUSTOMER_PURCHASES purchases, or at least TOP_CUSTOMER_SERVICE_SPEND in service over the customer's
 * vehicles (each vehicle's service_total counted once, however many opportunity rows it has).
 */
export function customerBadges(input: CustomerBadgeInput): CustomerBadges {
  const purchases = new Set(input.sales.filter((sale) => sale.customer_id === input.customerId).map((sale) => sale.id)).size;
  const spendByVehicle = new Map<string, number>();
  let serviced = false;
  for (const row of input.opportunities) {
    if (row.customer_id !== input.customerId) continue;
    if (row.service_ro_total > 0) serviced = true;
    spendByVehicle.set(row.vehicle_id, Math.max(spendByVehicle.get(row.vehicle_id) ?? 0, row.service_total));
  }
  let spend = 0;
  for (const total of spendByVehicle.values()) spend += total;
  return {
    top: purchases >= TOP_CUSTOMER_PURCHASES || spend >= TOP_CUSTOMER_SERVICE_SPEND,
    purchased: purchases > 0,
    service: serviced,
  };
}

/** The labels of the badges a customer carries, in the spec's order. */
export function customerBadgeLabels(badges: CustomerBadges): string[] {
  return (Object.keys(CUSTOMER_BADGE_LABELS) as (keyof CustomerBadges)[]).filter((key) => badges[key]).map((key) => CUSTOMER_BADGE_LABELS[key]);
}
