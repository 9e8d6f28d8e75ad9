import { customerListName } from '../customers/customer.ts';
import { vehicleName } from '../dms/ownedVehicle.ts';
import { distanceIn, distanceUnit } from '../format/units.ts';
import type { Opportunity } from './opportunity.ts';
import { opportunityId } from './opportunityId.ts';
import { opportunityRating } from './opportunityRating.ts';
import type { OpportunityType } from './opportunityType.ts';
import type { VehicleContext } from './vehicleContext.ts';

const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * The opportunity row of a type for a vehicle: every field comes from the vehicle's facts, whatever the type, so
 * a filter on any column works on every list. The rules of the types decide only whether the row exists.
 */
export function baseOpportunity(context: VehicleContext, type: OpportunityType): Opportunity {
  const { mining, vehicle, facts } = context;
  const { customer } = mining;
  const { contract, service, warranty } = facts;
  const phone = customer.contact.home || customer.contact.cell || customer.contact.work;
  const text = customer.contact.can_mail === 1 && customer.contact.cell !== '';
  const email = customer.contact.can_email === 1 && customer.contact.email !== '';
  const reachable = text || email || (customer.contact.can_call === 1 && phone !== '');
  return {
    id: opportunityId(type, vehicle.id),
    dealer: mining.dealer.token,
    type,
    customer_id: customer.id,
    vehicle_id: vehicle.id,
    name: customerListName(customer),
    vehicle_name: vehicleName(vehicle),
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    photo: vehicle.photo,
    stock_type: facts.stockType,
    sale_type: contract.saleType,
    frequency: contract.frequency,
    rating: opportunityRating({
      equity: facts.equity,
      paymentsLeft: contract.paymentsLeft,
      frequency: contract.frequency,
      serviceMonths: service.months,
      reachable,
    }),
    payments: contract.payment,
    payments_left: contract.paymentsLeft,
    payments_total: contract.paymentsTotal,
    term: contract.term,
    equity: facts.equity,
    trade: facts.trade,
    payout: contract.payout,
    apr: contract.apr,
    days_out: contract.daysOut,
    km_risk: facts.kmRisk,
    distance: facts.distanceKm === null ? null : hundredths(distanceIn(facts.distanceKm, distanceUnit(mining.dealer.country))),
    distance_km: facts.distanceKm === null ? null : hundredths(facts.distanceKm),
    matches: facts.matches.matches,
    stock_match: facts.matches.inStock > 0 ? 1 : 0,
    appointment: facts.appointmentAt !== null,
    appointment_at: facts.appointmentAt,
    service_total: service.total,
    service_ro_total: service.count,
    serviced_at: service.lastAt,
    service_months: service.months,
    service_type: service.type,
    service_active: service.active,
    badges: { ...service.badges },
    warranty_at: warranty?.endsAt ?? null,
    warranty_months: warranty?.months ?? null,
    warranty_mileage: warranty?.mileage ?? null,
    salesperson: customer.user_id,
    contact: {
      text,
      text_at: mining.contacted?.text_at ?? null,
      email,
      email_at: mining.contacted?.email_at ?? null,
    },
    identified_at: mining.today,
  };
}
