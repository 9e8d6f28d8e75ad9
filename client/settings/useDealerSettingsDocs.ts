import * as Comlink from 'comlink';
import { useState } from 'react';
import type { DealerSettingsDocs } from '../../domain/settings/dealerSettingsDocs.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/**
 * The active dealer's dealership profile and opportunity settings, kept live; null until the worker answers. The
 * settings header's "last updated" is settingsUpdatedAt of it (domain/settings/dealerSettingsDocs.ts).
 */
export function useDealerSettingsDocs(): DealerSettingsDocs | null {
  const [docs, setDocs] = useState<DealerSettingsDocs | null>(null);
  useSubscription((api) => api.subscribeDealerSettingsDocs(Comlink.proxy(setDocs)), 'dealer-settings-docs');
  return docs;
}
