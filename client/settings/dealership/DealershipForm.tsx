import { useState } from 'react';
import * as v from 'valibot';
import {
  DEALERSHIP_COUNTRIES,
  DEALERSHIP_SAVED_MESSAGE,
  DEALERSHIP_WARNING,
  DealershipFormSchema,
  dealershipPhone,
  type DealershipFormInput,
} from '../../../domain/settings/dealershipForm.ts';
import { NORTH_AMERICAN_TIME_ZONES } from '../../../domain/settings/northAmericanTimeZones.ts';
import { useAppForm } from '../../ui/form.tsx';
import { PopupNotice, type Notice } from '../../ui/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';

const fields = DealershipFormSchema.entries;

/**
 * The dealership form (spec 002 §2): Dealership Name, Address, City, Province, Country, Postal Code, Phone (digits and
 * dots, 10 at most, kept as typed), Website, Timezone; the warning and "Save Settings". Saving dispatches
 * dealership.update (offline too) and shows "Sucessfully saved dealership settings.".
 */
export function DealershipForm({ initial }: { initial: DealershipFormInput }) {
  const api = useWorker();
  const [notice, setNotice] = useState<Notice | null>(null);
  const zones = NORTH_AMERICAN_TIME_ZONES.some((zone) => zone.value === initial.timezone)
    ? NORTH_AMERICAN_TIME_ZONES
    : [{ value: initial.timezone, label: initial.timezone }, ...NORTH_AMERICAN_TIME_ZONES];
  const form = useAppForm({
    formId: 'settings',
    defaultValues: initial,
    onSubmit: async ({ value }) => {
      setNotice(null);
      const result = await api.dispatch({ type: 'dealership.update', form: v.parse(DealershipFormSchema, value) });
      setNotice(result.ok ? { tone: 'success', text: DEALERSHIP_SAVED_MESSAGE } : { tone: 'error', text: result.reason });
    },
  });
  return (
    <form.AppForm>
      <form.Form className="settings-dealership-form">
        <div className="settings-dealership-fields">
          <form.AppField name="name" validators={{ onSubmit: fields.name }}>
            {(field) => <field.TextField label="Dealership Name" />}
          </form.AppField>
          <form.AppField name="address" validators={{ onSubmit: fields.address }}>
            {(field) => <field.TextField label="Address" />}
          </form.AppField>
          <form.AppField name="city" validators={{ onSubmit: fields.city }}>
            {(field) => <field.TextField label="City" />}
          </form.AppField>
          <form.AppField name="province" validators={{ onSubmit: fields.province }}>
            {(field) => <field.TextField label="Province" />}
          </form.AppField>
          <form.AppField name="country" validators={{ onSubmit: fields.country }}>
            {(field) => <field.SelectField label="Country" choices={DEALERSHIP_COUNTRIES} />}
          </form.AppField>
          <form.AppField name="postal_code" validators={{ onSubmit: fields.postal_code }}>
            {(field) => <field.TextField label="Postal Code" />}
          </form.AppField>
          <form.AppField name="phone" validators={{ onSubmit: fields.phone }}>
            {(field) => <field.TextField label="Phone" type="tel" format={dealershipPhone} />}
          </form.AppField>
          <form.AppField name="url" validators={{ onSubmit: fields.url }}>
            {(field) => <field.TextField label="Website" type="url" />}
          </form.AppField>
          <form.AppField name="timezone" validators={{ onSubmit: fields.timezone }}>
            {(field) => <field.SelectField label="Timezone" choices={zones} />}
          </form.AppField>
        </div>
        <p className="settings-warning">{DEALERSHIP_WARNING}</p>
        <form.SaveButton label="Save Settings" />
        <PopupNotice notice={notice} />
      </form.Form>
    </form.AppForm>
  );
}
