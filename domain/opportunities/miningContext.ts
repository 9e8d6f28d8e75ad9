import type { Customer } from '../customers/customer.ts';
import type { DeskedVehicle } from '../deal/deskedVehicle.ts';
import type { Country } from '../dealers/dealer.ts';
import type { BuildVehicle } from '../dms/buildVehicle.ts';
import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';
import type { ServiceRecord } from '../dms/serviceRecord.ts';
import type { DealerSettings } from '../settings/dealerSettings.ts';

/** A booked appointment (spec 001 §3 Appointment): appointment_type Service or other; vehicle_id when known. */
export type MiningAppointment = {
  id: string;
  customer_id: string;
  vehicle_id: string | null;
  /** ISO date or date-time. */
  date: string;
  appointment_type: string;
};

/**
 * Everything the engine reads to mine one customer: the dealer, its settings, the customer, the vehicles the
 * customer owns (with their contracts), the repair orders and appointments of that customer, the dealer's
 * inventory and build catalogue, today's ISO date, and the last text and e-mail sent to the customer, if any.
 */
export type MiningContext = {
  dealer: { token: string; brand: string; country: Country; latitude: number | null; longitude: number | null };
  settings: DealerSettings;
  customer: Customer;
  /** With the desk's figures of the deal edit form where the deal was edited (they stand over the engine's). */
  vehicles: readonly DeskedVehicle[];
  service: readonly ServiceRecord[];
  appointments: readonly MiningAppointment[];
  inventory: readonly InventoryVehicle[];
  build: readonly BuildVehicle[];
  today: string;
  contacted?: { text_at: string | null; email_at: string | null };
};
