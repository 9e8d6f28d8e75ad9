import { useState } from 'react';
import type { DealerSettings } from '../../../domain/settings/dealerSettings.ts';
import {
  DELETE_ROW_QUESTION,
  OPPORTUNITY_SETTINGS_SAVED_MESSAGE,
  OPPORTUNITY_SETTINGS_SAVED_TITLE,
  type OpportunitySettingsForm as SettingsForm,
} from '../../../domain/settings/opportunitySettingsForm.ts';
import { Popup } from '../../ui/Popup.tsx';
import { PopupConfirm } from '../../ui/PopupConfirm.tsx';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import { EnabledTypeChips } from './EnabledTypeChips.tsx';
import { FeesTable } from './FeesTable.tsx';
import { OpportunityConfigFields } from './OpportunityConfigFields.tsx';
import { RatesTable } from './RatesTable.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { TaxesTable } from './TaxesTable.tsx';
import { useOpportunitySettingsForm } from './useOpportunitySettingsForm.ts';

/**
 * The opportunity settings screen (spec 002 §2): ENABLED OP TYPES, Opportunity Settings, DEALER RATES, FEE MANAGEMENT
 * and TAX MANAGEMENT as collapsible sections of one form. A row's delete asks "Are you sure you want to delete?";
 * every change waits for SAVE, which shows "Success!" and "Opportunty settings successfully updated".
 */
export function OpportunitySettingsForm({ settings }: { settings: DealerSettings }) {
  const api = useWorker();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<(() => void) | null>(null);
  const form = useOpportunitySettingsForm(settings, async (value: SettingsForm) => {
    setFailure(null);
    const result = await api.dispatch({ type: 'settings.save', change: value });
    if (result.ok) setSaved(true);
    else setFailure(result.reason);
  });
  const askDelete = (remove: () => void) => setDeleting(() => remove);

  return (
    <form.AppForm>
      <form.Form className="settings-opportunity">
        <SettingsSection title="ENABLED OP TYPES">
          <EnabledTypeChips form={form} />
        </SettingsSection>
        <SettingsSection title="Opportunity Settings">
          <OpportunityConfigFields form={form} />
        </SettingsSection>
        <SettingsSection title="DEALER RATES">
          <RatesTable form={form} onDelete={askDelete} />
        </SettingsSection>
        <SettingsSection title="FEE MANAGEMENT">
          <FeesTable form={form} onDelete={askDelete} />
        </SettingsSection>
        <SettingsSection title="TAX MANAGEMENT">
          <TaxesTable form={form} onDelete={askDelete} />
        </SettingsSection>
        <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        <form.SaveButton label="SAVE" />
        {deleting && (
          <Popup title="Delete" size="small" onClose={() => setDeleting(null)}>
            <PopupConfirm
              question={DELETE_ROW_QUESTION}
              confirm="DELETE"
              busy={false}
              onCancel={() => setDeleting(null)}
              onConfirm={() => {
                deleting();
                setDeleting(null);
              }}
            />
          </Popup>
        )}
        {saved && (
          <Popup
            title={OPPORTUNITY_SETTINGS_SAVED_TITLE}
            size="small"
            onClose={() => setSaved(false)}
            actions={
              <button className="button button-primary" type="button" autoFocus onClick={() => setSaved(false)}>
                OK
              </button>
            }
          >
            <p role="status">{OPPORTUNITY_SETTINGS_SAVED_MESSAGE}</p>
          </Popup>
        )}
      </form.Form>
    </form.AppForm>
  );
}
