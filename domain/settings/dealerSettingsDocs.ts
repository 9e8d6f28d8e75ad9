import * as v from 'valibot';
import type { DealershipProfile } from './dealershipEvents.ts';
import { DealershipFormSchema } from './dealershipForm.ts';
import { DEFAULT_DEALER_SETTINGS, DealerSettingsSchema, type DealerSettings } from './dealerSettings.ts';

/**
 * The active dealer's two settings documents as the settings screens read them: the saved dealership profile (null
 * until the Dealership tab saved one) and the opportunity settings with their defaults.
 */
export type DealerSettingsDocs = { dealership: DealershipProfile | null; settings: DealerSettings };

/** The documents read from the dealer's refs (either may be missing, or unreadable: then as never saved). */
export function dealerSettingsDocs(dealership: Record<string, unknown> | undefined, settings: Record<string, unknown> | undefined): DealerSettingsDocs {
  const profile = dealership ? v.safeParse(DealershipFormSchema, dealership) : null;
  const parsed = settings ? v.safeParse(DealerSettingsSchema, settings) : null;
  return {
    dealership: profile?.success && typeof dealership?.updated_at === 'string' ? ({ ...dealership, ...profile.output } as DealershipProfile) : null,
    settings: parsed?.success ? parsed.output : DEFAULT_DEALER_SETTINGS,
  };
}

/** "Last updated" of the settings page (docs/settings.md): the newer save of the two documents; null when neither was saved. */
export function settingsUpdatedAt(docs: DealerSettingsDocs): string | null {
  const times = [docs.dealership?.updated_at, docs.settings.updated_at].filter((time): time is string => Boolean(time)).sort();
  return times.at(-1) ?? null;
}
