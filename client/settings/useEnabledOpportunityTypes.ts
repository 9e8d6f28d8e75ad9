import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { OPPORTUNITY_TYPES } from '../../domain/opportunities/opportunityType.ts';
import { enabledOpportunityTypes } from '../../domain/settings/opportunityTypeFlags.ts';
import { useDealerSettingsDocs } from './useDealerSettingsDocs.ts';

/**
 * The opportunity types the active dealer has on (its settings' flags, spec 002 §3): the opportunity tabs and menu
 * entries show these. Every type until the settings are read, as a dealer's are by default.
 */
export function useEnabledOpportunityTypes(): readonly OpportunityType[] {
  const docs = useDealerSettingsDocs();
  return docs ? enabledOpportunityTypes(docs.settings.opportunities) : OPPORTUNITY_TYPES;
}
