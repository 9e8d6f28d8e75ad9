import { calendarDay, type CalendarDay } from '../time/calendarDay.ts';
import { dealerDeskTerms } from '../deal/dealerDeskTerms.ts';
import { equity as equityOf } from '../deal/equity.ts';
import { negativeEquityAllowed } from '../deal/negativeEquityAllowed.ts';
import type { DeskedVehicle } from '../deal/deskedVehicle.ts';
import type { ServiceRecord } from '../dms/serviceRecord.ts';
import { contractStatus, type ContractStatus } from './contractStatus.ts';
import { customerDistanceKm } from './customerDistanceKm.ts';
import { leaseKmRisk } from './leaseKmRisk.ts';
import type { MiningAppointment, MiningContext } from './miningContext.ts';
import type { ReplacementCandidate } from './replacementCatalogue.ts';
import { replacementMatches, type ReplacementMatches } from './replacementMatches.ts';
import { serviceHistory, type ServiceHistory } from './serviceHistory.ts';
import { vehicleStockType } from './vehicleStockType.ts';
import { vehicleTradeValue } from './vehicleTradeValue.ts';
import { warrantyStatus, type WarrantyStatus } from './warrantyStatus.ts';

/** What the rules of every type read about one owned vehicle, computed once per vehicle. */
export type VehicleFacts = {
  contract: ContractStatus;
  stockType: 'new' | 'used' | null;
  trade: number;
  equity: number;
  /** Equity is not negative beyond the dealer's dealsheet_negative_equity maximum. */
  equityAllowed: boolean;
  kmRisk: number | null;
  service: ServiceHistory;
  warranty: WarrantyStatus | null;
  /** The vehicle's next service appointment, today or later. */
  appointmentAt: string | null;
  matches: ReplacementMatches;
  distanceKm: number | null;
};

export type VehicleFactsInput = {
  mining: MiningContext;
  /** The owned vehicle, with the figures the desk typed on the deal edit form when it was edited. */
  vehicle: DeskedVehicle;
  /** The vehicle's repair orders. */
  records: readonly ServiceRecord[];
  /** The customer's service appointments assigned to this vehicle. */
  appointments: readonly MiningAppointment[];
  /** The dealer's replacements (replacementCatalogue of the same settings, inventory and build catalogue). */
  replacements: readonly ReplacementCandidate[];
  today: CalendarDay;
};

function nextAppointment(appointments: readonly MiningAppointment[], today: CalendarDay): string | null {
  let next: MiningAppointment | null = null;
  for (const appointment of appointments) {
    const day = calendarDay(appointment.date);
    if (!day || day.dayNumber < today.dayNumber) continue;
    if (!next || appointment.date < next.date || (appointment.date === next.date && appointment.id < next.id)) {
      next = appointment;
    }
  }
  return next?.date ?? null;
}

/**
 * The facts of one vehicle: contract, trade value and equity, service history, warranty, matches, distance. The
 * desk's figures of the deal edit form stand over the computed ones: desk.trade for the trade value, desk.payout
 * for the payout (and so for the equity).
 */
export function vehicleFacts(input: VehicleFactsInput): VehicleFacts {
  const { mining, vehicle, today } = input;
  const desk = vehicle.desk ?? null;
  const contract = contractStatus(vehicle.contract, mining.today, desk?.payout ?? null);
  const stockType = vehicleStockType(vehicle, contract.soldAt);
  const trade =
    desk?.trade ??
    vehicleTradeValue({ vehicle, stockType, mileage: vehicle.mileage, build: mining.build, settings: mining.settings.config, today: mining.today });
  const equity = equityOf(trade, contract.payout);
  const lease = vehicle.contract?.type === 'lease' ? vehicle.contract : null;
  return {
    contract,
    stockType,
    trade,
    equity,
    equityAllowed: negativeEquityAllowed(equity, trade, mining.settings.config.dealsheet_negative_equity),
    kmRisk: lease
      ? leaseKmRisk({
          mileage: vehicle.mileage,
          kmAllowance: lease.km_allowance,
          term: lease.term,
          soldAt: contract.soldAt,
          endsAt: contract.endsAt,
          today,
        })
      : null,
    service: serviceHistory({
      records: input.records,
      mileage: vehicle.mileage,
      soldAt: contract.soldAt,
      declinedOpCode: mining.settings.config.service_declined,
      today,
    }),
    warranty: warrantyStatus({
      inserviceAt: vehicle.inservice_at,
      soldNewAt: stockType === 'new' ? contract.soldAt : null,
      mileage: vehicle.mileage,
      today,
    }),
    appointmentAt: nextAppointment(input.appointments, today),
    matches: replacementMatches({
      year: vehicle.year,
      make: vehicle.make,
      trade,
      payout: contract.payout,
      monthly: contract.monthly,
      terms: dealerDeskTerms(mining.settings),
      candidates: input.replacements,
    }),
    distanceKm: customerDistanceKm(mining.dealer, mining.customer),
  };
}
