import * as v from 'valibot';
import type { Customer } from '../../domain/customers/customer.ts';
import type { Appointment } from '../../domain/dms/appointment.ts';
import { BuildVehicleSchema, type BuildVehicle } from '../../domain/dms/buildVehicle.ts';
import type { InventoryVehicle } from '../../domain/dms/inventoryVehicle.ts';
import type { OwnedVehicle } from '../../domain/dms/ownedVehicle.ts';
import type { ServiceRecord } from '../../domain/dms/serviceRecord.ts';
import type { MiningAppointment, MiningContext } from '../../domain/opportunities/miningContext.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { DEFAULT_DEALER_SETTINGS, DealerSettingsSchema, type DealerSettings } from '../../domain/settings/dealerSettings.ts';
import { settingsDocId } from '../../domain/settings/settingsEvents.ts';
import type { Queryable } from '../db/database.ts';

/** What every customer of a run shares: the dealer, its settings, its stock and its build catalogue. */
export type DealerMiningInput = Pick<MiningContext, 'dealer' | 'settings' | 'inventory' | 'build'>;

/** One customer's own data, and the opportunities the projection holds for them now. */
export type CustomerMiningInput = {
  id: string;
  /** Null when the customer is unknown or deleted (a tombstone): such a customer yields nothing. */
  customer: Customer | null;
  vehicles: OwnedVehicle[];
  service: ServiceRecord[];
  appointments: MiningAppointment[];
  stored: Opportunity[];
};

type DealerRow = { brand: string; country: 'canada' | 'us'; latitude: number | null; longitude: number | null };

/** The dealer's settings (the defaults when none were imported). */
export async function loadDealerSettings(q: Queryable, dealerToken: string): Promise<DealerSettings> {
  const [row] = await q.query<{ doc: Record<string, unknown> }>('SELECT doc FROM refs WHERE dealer = $1 AND id = $2 AND NOT deleted', [
    dealerToken,
    settingsDocId(dealerToken),
  ]);
  return row ? v.parse(DealerSettingsSchema, row.doc) : DEFAULT_DEALER_SETTINGS;
}

/** The dealer (position, brand, country from the dealers table), its settings, its stock and build catalogue. */
export async function loadDealerMiningInput(q: Queryable, dealerToken: string): Promise<DealerMiningInput> {
  const [dealer] = await q.query<DealerRow>('SELECT brand, country, latitude, longitude FROM dealers WHERE token = $1', [dealerToken]);
  if (!dealer) throw new Error(`No dealer has the token ${dealerToken}.`);
  const inventory = await q.query<{ doc: InventoryVehicle }>('SELECT doc FROM inventory WHERE dealer = $1 AND NOT deleted ORDER BY id', [
    dealerToken,
  ]);
  const build = await q.query<{ doc: Record<string, unknown> }>(
    "SELECT doc FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'build' ORDER BY id",
    [dealerToken],
  );
  return {
    dealer: { token: dealerToken, brand: dealer.brand, country: dealer.country, latitude: dealer.latitude, longitude: dealer.longitude },
    settings: await loadDealerSettings(q, dealerToken),
    inventory: inventory.map((row) => row.doc),
    build: build.map((row): BuildVehicle => v.parse(BuildVehicleSchema, { ...row.doc, id: row.doc.build_id })),
  };
}

/** The next page of the dealer's customer ids after `after` (tombstones included: their rows must go too). */
export async function customerIdPage(q: Queryable, dealerToken: string, after: string, limit: number): Promise<string[]> {
  const rows = await q.query<{ id: string }>('SELECT id FROM customers WHERE dealer = $1 AND id > $2 ORDER BY id LIMIT $3', [
    dealerToken,
    after,
    limit,
  ]);
  return rows.map((row) => row.id);
}

const toMiningAppointment = (appointment: Appointment): MiningAppointment => ({
  id: appointment.id,
  customer_id: appointment.customer_id,
  vehicle_id: appointment.vehicle_id,
  date: appointment.appointment_at,
  appointment_type: appointment.appointment_type,
});

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * These customers' data in five set-based queries: the customers, the vehicles they own (less the ones they
 * traded in on a sale), the repair orders of those vehicles, their open appointments, and their stored
 * opportunities. Answers one entry per id asked, in the order asked.
 */
export async function loadCustomerMiningInput(q: Queryable, dealerToken: string, ids: readonly string[]): Promise<CustomerMiningInput[]> {
  const params = [dealerToken, [...ids]];
  const customers = await q.query<{ id: string; deleted: boolean; doc: Customer }>(
    'SELECT id, deleted, doc FROM customers WHERE dealer = $1 AND id = ANY($2::text[])',
    params,
  );
  const owned = await q.query<{ doc: OwnedVehicle }>(
    `SELECT v.doc FROM vehicles v
     WHERE v.dealer = $1 AND v.doc->>'customer_id' = ANY($2::text[]) AND NOT v.deleted
       AND NOT EXISTS (
         SELECT 1 FROM deals d
         WHERE d.dealer = v.dealer AND d.doc->>'trade_vehicle_id' = v.id AND NOT d.deleted
           AND d.doc->>'customer_id' = v.doc->>'customer_id'
       )
     ORDER BY v.id`,
    params,
  );
  const vehicles = owned.map((row) => row.doc);
  const service = await q.query<{ doc: ServiceRecord }>(
    "SELECT doc FROM service WHERE dealer = $1 AND doc->>'vehicle_id' = ANY($2::text[]) AND NOT deleted ORDER BY id",
    [dealerToken, vehicles.map((vehicle) => vehicle.id)],
  );
  const appointments = await q.query<{ doc: Appointment }>(
    `SELECT doc FROM appointments WHERE dealer = $1 AND doc->>'customer_id' = ANY($2::text[]) AND NOT deleted
       AND doc->>'status' = 'open' ORDER BY id`,
    params,
  );
  const stored = await q.query<{ doc: Opportunity }>(
    "SELECT doc FROM opportunities WHERE dealer = $1 AND doc->>'customer_id' = ANY($2::text[]) AND NOT deleted ORDER BY id",
    params,
  );

  const customerById = new Map(customers.filter((row) => !row.deleted).map((row) => [row.id, row.doc]));
  const vehiclesOf = groupBy(vehicles, (vehicle) => vehicle.customer_id);
  const ownerOf = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle.customer_id]));
  const serviceOf = groupBy(
    service.map((row) => row.doc),
    (record) => ownerOf.get(record.vehicle_id) ?? '',
  );
  const appointmentsOf = groupBy(
    appointments.map((row) => toMiningAppointment(row.doc)),
    (appointment) => appointment.customer_id,
  );
  const storedOf = groupBy(
    stored.map((row) => row.doc),
    (opportunity) => opportunity.customer_id,
  );
  return ids.map((id) => ({
    id,
    customer: customerById.get(id) ?? null,
    vehicles: vehiclesOf.get(id) ?? [],
    service: serviceOf.get(id) ?? [],
    appointments: appointmentsOf.get(id) ?? [],
    stored: storedOf.get(id) ?? [],
  }));
}
