import type { OwnedVehicle } from '../dms/ownedVehicle.ts';
import { vehicleName } from '../dms/ownedVehicle.ts';
import type { SaleDeal } from '../dms/saleDeal.ts';
import type { Opportunity, ServiceBadges } from '../opportunities/opportunity.ts';
import { OPPORTUNITY_TYPES } from '../opportunities/opportunityType.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../opportunityList/opportunityListType.ts';
import { badgeLabels } from '../opportunityList/serviceRow.ts';
import type { Customer } from './customer.ts';
import { dealSheetLink } from './customerHeader.ts';

/**
 * The overview's portfolio totals (spec 000 §2 "sales, revenue, total, customer"; docs/customers.md): purchases
 * here, dollars spent in service here (each vehicle's total counted once), vehicles on file, and the year the
 * customer was first on file.
 */
export type PortfolioTotals = { sales: number; revenue: number; total: number; customer: string };

export function portfolioTotals(
  customer: Pick<Customer, 'created_at'>,
  vehicles: readonly Pick<OwnedVehicle, 'id'>[],
  sales: readonly Pick<SaleDeal, 'id'>[],
  opportunities: readonly Pick<Opportunity, 'vehicle_id' | 'service_total'>[],
): PortfolioTotals {
  const spend = new Map<string, number>();
  for (const row of opportunities) spend.set(row.vehicle_id, Math.max(spend.get(row.vehicle_id) ?? 0, row.service_total));
  let revenue = 0;
  for (const total of spend.values()) revenue += total;
  return { sales: new Set(sales.map((sale) => sale.id)).size, revenue, total: vehicles.length, customer: customer.created_at.slice(0, 4) };
}

/** An owned vehicle as the overview lists it: name, VIN, purchase date, badges and its opportunities' deal links. */
export type OwnedVehicleRow = {
  id: string;
  name: string;
  vin: string;
  photo: string;
  purchased: string | null;
  badges: string[];
  opportunities: { id: string; label: string; href: string }[];
};

const NO_BADGES: ServiceBadges = { risk: false, new: false, declined: false, due: false, recall: false };

/**
 * The customer's vehicles, newest model year first: the purchase date is the sale of the vehicle here when there
 * is one, else its in-service date; the badges join the vehicle's opportunity rows' (Appointment first when one is
 * booked, then the service badges of spec 001 §2.2).
 */
export function ownedVehicleRows(
  vehicles: readonly (Pick<OwnedVehicle, 'id' | 'year' | 'make' | 'model' | 'trim' | 'vin' | 'photo' | 'inservice_at'>)[],
  sales: readonly Pick<SaleDeal, 'vehicle_id' | 'sold_at'>[],
  opportunities: readonly Pick<Opportunity, 'id' | 'type' | 'vehicle_id' | 'appointment' | 'badges'>[],
): OwnedVehicleRow[] {
  return [...vehicles]
    .sort((a, b) => b.year - a.year || vehicleName(a).localeCompare(vehicleName(b)) || (a.id < b.id ? -1 : 1))
    .map((vehicle) => {
      const rows = opportunities
        .filter((row) => row.vehicle_id === vehicle.id)
        .sort((a, b) => OPPORTUNITY_TYPES.indexOf(a.type) - OPPORTUNITY_TYPES.indexOf(b.type));
      const badges = rows.reduce<ServiceBadges>(
        (joined, row) => ({
          risk: joined.risk || row.badges.risk,
          new: joined.new || row.badges.new,
          declined: joined.declined || row.badges.declined,
          due: joined.due || row.badges.due,
          recall: joined.recall || row.badges.recall,
        }),
        NO_BADGES,
      );
      const sold = sales.filter((sale) => sale.vehicle_id === vehicle.id).map((sale) => sale.sold_at.slice(0, 10)).sort();
      return {
        id: vehicle.id,
        name: vehicleName(vehicle),
        vin: vehicle.vin,
        photo: vehicle.photo,
        purchased: sold.at(-1) ?? vehicle.inservice_at,
        badges: [...(rows.some((row) => row.appointment) ? ['Appointment'] : []), ...badgeLabels(badges)],
        opportunities: rows.map((row) => ({ id: row.id, label: OPPORTUNITY_TYPE_LABELS[row.type], href: dealSheetLink(row.id) })),
      };
    });
}
