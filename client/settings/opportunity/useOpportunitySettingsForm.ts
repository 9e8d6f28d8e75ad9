import * as v from 'valibot';
import type { DealerSettings } from '../../../domain/settings/dealerSettings.ts';
import { useAppForm } from '../../ui/form.tsx';
import { schemaFieldErrors } from '../../ui/schemaFieldErrors.ts';
import { OpportunityConfigSchema, OpportunitySettingsFormSchema, type OpportunitySettingsForm } from '../../../domain/settings/opportunitySettingsForm.ts';

/**
 * The opportunity settings screen's one form over the dealer's settings (the time zone left to the Dealership tab),
 * checked on Save by OpportunitySettingsFormSchema: each rule's message lands beside its field (rates[2].term).
 */
export function useOpportunitySettingsForm(settings: DealerSettings, save: (form: OpportunitySettingsForm) => Promise<void>) {
  return useAppForm({
    formId: 'settings',
    defaultValues: {
      config: v.parse(OpportunityConfigSchema, settings.config),
      opportunities: settings.opportunities,
      rates: settings.rates,
      fees: settings.fees,
      taxes: settings.taxes,
    } as OpportunitySettingsForm,
    validators: { onSubmit: schemaFieldErrors(OpportunitySettingsFormSchema) },
    onSubmit: ({ value }) => save(v.parse(OpportunitySettingsFormSchema, value)),
  });
}

export type OpportunitySettingsFormApi = ReturnType<typeof useOpportunitySettingsForm>;
