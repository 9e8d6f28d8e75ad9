import { calendarDay } from '../time/calendarDay.ts';
import type { OwnedVehicle } from '../dms/ownedVehicle.ts';
import type { ServiceRecord } from '../dms/serviceRecord.ts';
import type { OpportunityFlags } from '../settings/dealerSettings.ts';
import { apptOpportunity } from './apptOpportunity.ts';
import { cashOpportunity } from './cashOpportunity.ts';
import { conquestOpportunity } from './conquestOpportunity.ts';
import { equityOpportunity } from './equityOpportunity.ts';
import { leasingOpportunity } from './leasingOpportunity.ts';
import type { MiningAppointment, MiningContext } from './miningContext.ts';
import { nonprimeOpportunity } from './nonprimeOpportunity.ts';
import type { Opportunity } from './opportunity.ts';
import { replacementCatalogue, type ReplacementCandidate } from './replacementCatalogue.ts';
import { serviceOpportunity } from './serviceOpportunity.ts';
import type { VehicleContext } from './vehicleContext.ts';
import { vehicleFacts } from './vehicleFacts.ts';
import { warrantyOpportunity } from './warrantyOpportunity.ts';

type Rule = { flag: keyof OpportunityFlags; rule: (context: VehicleContext) => Opportunity | null };

/** The rules in the order of OPPORTUNITY_TYPES, each with the dealer's flag that enables it (spec 002 §3). */
const RULES: readonly Rule[] = [
  { flag: 'equity', rule: equityOpportunity },
  { flag: 'appointment', rule: apptOpportunity },
  { flag: 'leasing', rule: leasingOpportunity },
  { flag: 'warranty', rule: warrantyOpportunity },
  { flag: 'cash', rule: cashOpportunity },
  { flag: 'conquest', rule: conquestOpportunity },
  { flag: 'nonprime', rule: nonprimeOpportunity },
  { flag: 'service', rule: serviceOpportunity },
];

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function lastVisit(records: readonly ServiceRecord[]): string {
  return records.reduce((latest, record) => {
    const day = (record.completed_at ?? record.opened_at).slice(0, 10);
    return day > latest ? day : latest;
  }, '');
}

/**
 * The customer's service appointments by vehicle: an appointment names its vehicle; one that names none (or a
 * vehicle the customer no longer owns) goes to the vehicle serviced last, the first by id when none was serviced.
 */
function appointmentsByVehicle(
  appointments: readonly MiningAppointment[],
  vehicles: readonly OwnedVehicle[],
  records: ReadonlyMap<string, ServiceRecord[]>,
): Map<string, MiningAppointment[]> {
  const result = new Map<string, MiningAppointment[]>(vehicles.map((vehicle) => [vehicle.id, []]));
  let usual: string | null = null;
  let usualVisit = '';
  for (const vehicle of vehicles) {
    const visit = lastVisit(records.get(vehicle.id) ?? []);
    if (usual === null || visit > usualVisit) {
      usual = vehicle.id;
      usualVisit = visit;
    }
  }
  for (const appointment of appointments) {
    if (appointment.appointment_type.toLowerCase() !== 'service') continue;
    const target = appointment.vehicle_id !== null && result.has(appointment.vehicle_id) ? appointment.vehicle_id : usual;
    if (target !== null) result.get(target)?.push(appointment);
  }
  return result;
}

/**
 * Every opportunity one customer yields, by vehicle (ids ascending) and, within a vehicle, in the order of
 * OPPORTUNITY_TYPES. An inactive customer (deleted_at set) yields nothing, and so does a customer with no
 * salesperson when the dealer's dealsheet_orphans is 0; a type the dealer disabled yields nothing. Pure and
 * deterministic: the same context gives the same rows. A run over many customers of a dealer passes the
 * replacements it prepared once with replacementCatalogue (from the context's settings, inventory and build).
 */
export function mineCustomer(
  context: MiningContext,
  replacements?: readonly ReplacementCandidate[],
): Opportunity[] {
  const { customer, settings } = context;
  if (customer.deleted_at !== null) return [];
  if (settings.config.dealsheet_orphans === 0 && customer.user_id === null) return [];
  const today = calendarDay(context.today);
  if (!today) throw new Error(`mineCustomer: today must be an ISO date, not ${context.today}`);

  const vehicles = context.vehicles.filter((vehicle) => vehicle.customer_id === customer.id).sort(byId);
  const records = new Map<string, ServiceRecord[]>(vehicles.map((vehicle) => [vehicle.id, []]));
  for (const record of context.service) records.get(record.vehicle_id)?.push(record);
  const appointments = appointmentsByVehicle(
    context.appointments.filter((appointment) => appointment.customer_id === customer.id),
    vehicles,
    records,
  );
  const rules = RULES.filter((rule) => settings.opportunities[rule.flag] === 1);
  if (rules.length === 0) return [];
  const candidates = replacements ?? replacementCatalogue(context);

  const opportunities: Opportunity[] = [];
  for (const vehicle of vehicles) {
    const facts = vehicleFacts({
      mining: context,
      vehicle,
      records: records.get(vehicle.id) ?? [],
      appointments: appointments.get(vehicle.id) ?? [],
      replacements: candidates,
      today,
    });
    for (const { rule } of rules) {
      const opportunity = rule({ mining: context, vehicle, facts });
      if (opportunity) opportunities.push(opportunity);
    }
  }
  return opportunities;
}
