import * as v from 'valibot';
import { mileageValuation, type MileageValuation } from '../../domain/opportunities/mileageValuation.ts';
import { DEFAULT_DEALER_SETTINGS, DealerSettingsSchema } from '../../domain/settings/dealerSettings.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import type { Store } from '../store/database.ts';

/**
 * The trade value and equity of a dealer's owned vehicle at a new mileage, from the local store (works offline):
 * the vehicle, the dealer's settings and build catalogue (refs, a few hundred documents). Null when the vehicle is
 * not on file here.
 */
export async function localMileageValuation(store: Store, dealer: string, vehicleId: string, mileage: number): Promise<MileageValuation | null> {
  const vehicle = await store.docs.get('vehicles', dealer, vehicleId);
  if (!vehicle) return null;
  const refs = await store.docs.all('refs', dealer);
  const stored = refs.find((doc) => doc.kind === 'settings');
  const parsed = stored ? v.safeParse(DealerSettingsSchema, stored) : null;
  const settings = parsed?.success ? parsed.output : DEFAULT_DEALER_SETTINGS;
  const build = refs.filter((doc) => doc.kind === 'build');
  return mileageValuation({ vehicle, mileage, build, settings: settings.config, today: dayInTimeZone(settings.config.dealer_timezone) });
}
