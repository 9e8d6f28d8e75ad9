import { OPPORTUNITY_TYPES } from '../../../domain/opportunities/opportunityType.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../../../domain/opportunityList/opportunityListType.ts';
import { OPPORTUNITY_TYPE_FLAG } from '../../../domain/settings/opportunityTypeFlags.ts';
import type { OpportunitySettingsFormApi } from './useOpportunitySettingsForm.ts';

/** ENABLED OP TYPES (spec 002 §2, §4): a chip per type, clicked between active and inactive; applied on save. */
export function EnabledTypeChips({ form }: { form: OpportunitySettingsFormApi }) {
  return (
    <ul className="settings-type-chips" aria-label="Enabled opportunity types">
      {OPPORTUNITY_TYPES.map((type) => {
        const flag = OPPORTUNITY_TYPE_FLAG[type];
        return (
          <li key={type}>
            <form.Field name={`opportunities.${flag}`}>
              {(field) => (
                <button
                  type="button"
                  className={field.state.value === 1 ? `settings-type-chip is-active is-type-${type}` : 'settings-type-chip'}
                  aria-pressed={field.state.value === 1}
                  onClick={() => field.handleChange(field.state.value === 1 ? 0 : 1)}
                >
                  {OPPORTUNITY_TYPE_LABELS[type]}
                  <span className="settings-type-chip-status">{field.state.value === 1 ? 'ACTIVE' : 'INACTIVE'}</span>
                </button>
              )}
            </form.Field>
          </li>
        );
      })}
    </ul>
  );
}
