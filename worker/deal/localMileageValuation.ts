import * as v from 'valibot';
import type { OwnedVehicleDoc } from '../../domain/deal/dealDocs.ts';
import type { BuildVehicle } from '../../domain/dms/buildVehicle.ts';
import { mileageValuation, type MileageValuation } from '../../domain/opportunities/mileageValuation.ts';
import { DEFAULT_DEALER_SETTINGS, DealerSettingsSchema } from '../../domain/settings/dealerSettings.ts';
import { dealerToday } from '../../domain/settings/dealerToday.ts';
import type { Store } from '../store/database.ts';
import { refKey } from '../store/docRefs.ts';
import { readDocs } from '../store/docWrites.ts';

/**
 * The trade value and equity of a dealer's owned vehicle at a new mileage, from the local store (works offline):
 * the vehicle, the dealer's settings and build catalogue (refs, a few hundred documents). Null when the vehicle is
 * not on file here.
 */
export async function localMileageValuation(store: Store, dealer: string, vehicleId: string, mileage: number): Promise<MileageValuation | null> {
  const vehicleRef = { collection: 'vehicles' as const, id: vehicleId };
  const vehicle = (await readDocs(store, dealer, [vehicleRef])).get(refKey(vehicleRef)) as unknown as OwnedVehicleDoc | undefined;
  if (!vehicle) return null;
  const refs = await store.docs.all('refs', dealer);
  const stored = refs.find((doc) => doc.kind === 'settings');
  const parsed = stored ? v.safeParse(DealerSettingsSchema, stored) : null;
  const settings = parsed?.success ? parsed.output : DEFAULT_DEALER_SETTINGS;
  const build = refs.filter((doc) => doc.kind === 'build') as unknown as BuildVehicle[];
  return mileageValuation({ vehicle, mileage, build, settings: settings.config, today: dealerToday(settings) });
}
