import type { ServiceRecord } from '../../domain/dms/serviceRecord.ts';
import { serviceHistoryRecord, type ServiceHistoryRecord } from '../../domain/service/serviceHistoryRecord.ts';
import type { ServiceHistoryTarget } from '../../domain/service/serviceHistoryQuery.ts';
import { compareServiceRecords, DEFAULT_SERVICE_SORT } from '../../domain/service/serviceSort.ts';
import type { Queryable } from '../db/database.ts';
import { readLiveDocs } from '../events/projectionTables.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';

/** The live repair orders of a customer (index service_customer) or of vehicles (index service_vehicle). */
async function repairOrders(db: Queryable, dealer: string, target: ServiceHistoryTarget): Promise<ServiceRecord[]> {
  if (target.by === 'customer_id') {
    const rows = await db.query<{ doc: ServiceRecord }>("SELECT doc FROM service WHERE dealer = $1 AND doc->>'customer_id' = $2 AND NOT deleted", [
      dealer,
      target.value,
    ]);
    return rows.map((row) => row.doc);
  }
  const vehicleIds =
    target.by === 'vehicle_id'
      ? [target.value]
      : (await db.query<{ id: string }>("SELECT id FROM vehicles WHERE dealer = $1 AND doc->>'vin' = $2 AND NOT deleted", [dealer, target.value])).map(
          (row) => row.id,
        );
  if (vehicleIds.length === 0) return [];
  const rows = await db.query<{ doc: ServiceRecord }>("SELECT doc FROM service WHERE dealer = $1 AND doc->>'vehicle_id' = ANY($2::text[]) AND NOT deleted", [
    dealer,
    vehicleIds,
  ]);
  return rows.map((row) => row.doc);
}

/**
 * A dealer's repair orders of one customer, one owned vehicle, or every owned vehicle with a VIN, with their job
 * lines and vehicles, declined lines marked by the dealer's rule, newest first (docs/api.md, GET /service).
 */
export async function loadServiceHistory(db: Queryable, dealer: string, target: ServiceHistoryTarget): Promise<ServiceHistoryRecord[]> {
  const records = await repairOrders(db, dealer, target);
  if (records.length === 0) return [];
  const vehicleById = await readLiveDocs(db, 'vehicles', dealer, records.map((record) => record.vehicle_id));
  const { config } = await loadDealerSettings(db, dealer);
  return records
    .map((record) => serviceHistoryRecord(record, vehicleById.get(record.vehicle_id) ?? null, config.service_declined))
    .sort(compareServiceRecords(DEFAULT_SERVICE_SORT));
}
