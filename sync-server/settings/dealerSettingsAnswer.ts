import * as v from 'valibot';
import { OPPORTUNITY_TYPES } from '../../domain/opportunities/opportunityType.ts';
import { dealershipDocId, type DealershipProfile } from '../../domain/settings/dealershipEvents.ts';
import { DealershipFormSchema } from '../../domain/settings/dealershipForm.ts';
import { NORTH_AMERICAN_TIME_ZONES } from '../../domain/settings/northAmericanTimeZones.ts';
import { OPPORTUNITY_TYPE_FLAG } from '../../domain/settings/opportunityTypeFlags.ts';
import type { Queryable } from '../db/database.ts';
import { readProjectionRows } from '../events/projectionTables.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';

type DealerRow = {
  id: number;
  token: string;
  name: string;
  brand: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  country: 'canada' | 'us';
  phone: string;
  logo: string;
  latitude: number | null;
  longitude: number | null;
};

/** The dealer's saved dealership profile (refs dealership:{dealer}); null until the Dealership tab saved one. */
export async function readDealershipProfile(q: Queryable, dealer: string): Promise<DealershipProfile | null> {
  const [row] = await readProjectionRows(q, 'refs', dealer, [dealershipDocId(dealer)]);
  if (!row || row.deleted) return null;
  const profile = v.safeParse(DealershipFormSchema, row.doc);
  return profile.success ? { ...(row.doc as unknown as DealershipProfile), ...profile.output } : null;
}

/**
 * The Dealer of spec 002 §3 as GET /settings/dealership answers it: the dealers table's record, the saved profile
 * over it (its website and time zone), the brands (this product keeps one per dealer), the time zone choices, and
 * the opportunity settings (config, opportunity_types with their status, rates, fees, taxes); updated_at is the
 * newer of the profile's and the settings' saves, null when neither was saved here.
 */
export async function dealerSettingsAnswer(q: Queryable, dealer: string) {
  const [row] = await q.query<DealerRow>(
    `SELECT id, token, name, brand, address, city, province, postal_code, country, phone, logo, latitude, longitude
     FROM dealers WHERE token = $1`,
    [dealer],
  );
  if (!row) throw new Error(`No dealer has the token ${dealer}.`);
  const [profile, settings] = await Promise.all([readDealershipProfile(q, dealer), loadDealerSettings(q, dealer)]);
  const updated = [profile?.updated_at, settings.updated_at].filter((time): time is string => Boolean(time)).sort();
  return {
    ...row,
    url: profile?.url ?? '',
    ...(profile && { name: profile.name, address: profile.address, city: profile.city, province: profile.province }),
    ...(profile && { country: profile.country, postal_code: profile.postal_code, phone: profile.phone }),
    timezone: settings.config.dealer_timezone,
    brands: [row.brand],
    timezones: NORTH_AMERICAN_TIME_ZONES.map((zone) => zone.value),
    config: settings.config,
    opportunity_types: OPPORTUNITY_TYPES.map((type) => ({
      name: type,
      status: settings.opportunities[OPPORTUNITY_TYPE_FLAG[type]] === 1 ? ('active' as const) : ('inactive' as const),
    })),
    rates: settings.rates,
    fees: settings.fees,
    taxes: settings.taxes,
    updated_at: updated.at(-1) ?? null,
  };
}
