import type * as v from 'valibot';
import { customerImported } from '../customers/customerEvents.ts';
import { settingsImported } from '../settings/settingsEvents.ts';
import { appointmentImported, buildImported, dealImported, inventoryImported, serviceImported, vehicleImported } from './dmsImportEvents.ts';

/** What a dealer's DMS hands over, one kind per import batch. */
export const DMS_KINDS = ['customer', 'vehicle', 'service', 'deal', 'inventory', 'build', 'settings', 'appointment'] as const;
export type DmsKind = (typeof DMS_KINDS)[number];

/** The import event of a kind and the schema its records must pass (the event's payload schema). */
export type DmsImport = { type: string; record: v.GenericSchema<unknown, unknown> };

export const DMS_IMPORTS: Record<DmsKind, DmsImport> = {
  customer: { type: 'customer.imported', record: customerImported.payload },
  vehicle: { type: 'vehicle.imported', record: vehicleImported.payload },
  service: { type: 'service.imported', record: serviceImported.payload },
  deal: { type: 'deal.imported', record: dealImported.payload },
  inventory: { type: 'inventory.imported', record: inventoryImported.payload },
  build: { type: 'build.imported', record: buildImported.payload },
  settings: { type: 'settings.imported', record: settingsImported.payload },
  appointment: { type: 'appointment.imported', record: appointmentImported.payload },
};
