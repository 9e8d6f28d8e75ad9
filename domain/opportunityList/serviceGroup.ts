import type { Opportunity } from '../opportunities/opportunity.ts';

/**
 * The service groups of the list filter (spec 001 §3 "service_groups"), read as the service statistics name them
 * (spec 001 §2.1: Active, Lost, Lapsed, Inactive): how recently the vehicle was serviced here. docs/decisions.md.
 */
export const SERVICE_GROUPS = ['Active', 'Lapsed', 'Lost', 'Inactive'] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];

/** Serviced within this many months: Active; within LAPSED_MONTHS: Lapsed; longer ago: Lost. */
export const ACTIVE_MONTHS = 12;
export const LAPSED_MONTHS = 24;

export function isServiceGroup(value: string): value is ServiceGroup {
  return (SERVICE_GROUPS as readonly string[]).includes(value);
}

/** A row's group: Inactive when it was never serviced here. */
export function serviceGroupOf(row: Pick<Opportunity, 'service_months'>): ServiceGroup {
  if (row.service_months === null) return 'Inactive';
  if (row.service_months <= ACTIVE_MONTHS) return 'Active';
  return row.service_months <= LAPSED_MONTHS ? 'Lapsed' : 'Lost';
}
