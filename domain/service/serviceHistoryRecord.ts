import { vehicleName, type OwnedVehicle } from '../dms/ownedVehicle.ts';
import { isDeclinedLine, type ServiceLine, type ServiceRecord } from '../dms/serviceRecord.ts';

/**
 * A repair order as a service history shows it (spec 001 §3 Service record): the DMS record with the vehicle's
 * name, VIN and photo, each job line's declined flag by the dealer's rule, and whether any line was declined.
 */
export type ServiceHistoryRecord = Omit<ServiceRecord, 'lines'> & {
  vehicle_name: string;
  vin: string;
  photo: string;
  declined: boolean;
  lines: ServiceLine[];
};

type VehicleFacts = Pick<OwnedVehicle, 'year' | 'make' | 'model' | 'trim' | 'vin' | 'photo'>;

/**
 * Joins a repair order with its vehicle (null when the DMS no longer has it: name, VIN and photo left empty) and
 * marks its lines declined by isDeclinedLine with the dealer's declined-service op code ('' for none).
 */
export function serviceHistoryRecord(record: ServiceRecord, vehicle: VehicleFacts | null, declinedOpCode: string): ServiceHistoryRecord {
  const lines = record.lines.map((line) => ({ ...line, declined: isDeclinedLine(line, declinedOpCode) }));
  return {
    id: record.id,
    vehicle_id: record.vehicle_id,
    customer_id: record.customer_id,
    ro: record.ro,
    opened_at: record.opened_at,
    completed_at: record.completed_at,
    mileage: record.mileage,
    total_parts: record.total_parts,
    total_labour: record.total_labour,
    total_warranty: record.total_warranty,
    total_customer: record.total_customer,
    total: record.total,
    service_type: record.service_type,
    vehicle_name: vehicle ? vehicleName(vehicle) : '',
    vin: vehicle?.vin ?? '',
    photo: vehicle?.photo ?? '',
    declined: lines.some((line) => line.declined),
    lines,
  };
}

/** The day a repair order is dated by: its completion, or its opening while it is open (the engine's visit day). */
export function serviceDay(record: Pick<ServiceRecord, 'opened_at' | 'completed_at'>): string {
  return (record.completed_at ?? record.opened_at).slice(0, 10);
}
