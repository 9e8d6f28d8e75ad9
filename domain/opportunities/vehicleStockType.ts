import { calendarDay, type CalendarDay } from '../time/calendarDay.ts';
import type { OwnedVehicle } from '../dms/ownedVehicle.ts';
import { NEW_STOCK_INSERVICE_DAYS } from './opportunityRules.ts';

/**
 * Whether the customer bought the vehicle new or used (null without a sale date). With an in-service date on file,
 * new means in service no more than NEW_STOCK_INSERVICE_DAYS before the sale; without one, a model year not older
 * than the sale's year.
 */
export function vehicleStockType(vehicle: OwnedVehicle, soldAt: CalendarDay | null): 'new' | 'used' | null {
  if (!soldAt) return null;
  const inService = calendarDay(vehicle.inservice_at);
  if (inService) return soldAt.dayNumber - inService.dayNumber <= NEW_STOCK_INSERVICE_DAYS ? 'new' : 'used';
  return vehicle.year >= soldAt.year ? 'new' : 'used';
}
