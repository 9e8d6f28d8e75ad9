import type { DealerSettingsDocs } from '../../domain/settings/dealerSettingsDocs.ts';
import { useView } from '../worker/useView.ts';

/**
 * The active dealer's dealership profile and opportunity settings, kept live; null until the worker answers. The
 * settings header's "last updated" is settingsUpdatedAt of it (domain/settings/dealerSettingsDocs.ts).
 */
export function useDealerSettingsDocs(): DealerSettingsDocs | null {
  return useView('dealerSettingsDocs', null);
}
