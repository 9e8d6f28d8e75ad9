import { useForm } from '@tanstack/react-form';
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
import { PopupNotice, type Notice } from '../../ui/PopupNotice.tsx';
import { TextInput } from '../TextInput.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import { ChoiceInput } from '../ChoiceInput.tsx';

const fields = DealershipFormSchema.entries;

/**
 * The dealership form (spec 002 §2): Dealership Name, Address, City, Province, Country, Postal Code, Phone (digits and
 * dots, 10 at most, kept as typed), Website, Timezone; the warning and "Save Settings". Saving dispatches
 * dealership.update (offline too) and shows "Sucessfully saved dealership settings.".
 */
export function DealershipForm({ initial }: { initial: DealershipFormInput }) {
  const api = useWorker();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const zones = NORTH_AMERICAN_TIME_ZONES.some((zone) => zone.value === initial.timezone)
    ? NORTH_AMERICAN_TIME_ZONES
    : [{ value: initial.timezone, label: initial.timezone }, ...NORTH_AMERICAN_TIME_ZONES];
  const form = useForm({
    defaultValues: initial,
    onSubmit: async ({ value }) => {
      setBusy(true);
      setNotice(null);
      const result = await api.dispatch({ type: 'dealership.update', form: v.parse(DealershipFormSchema, value) });
      setBusy(false);
      setNotice(result.ok ? { tone: 'success', text: DEALERSHIP_SAVED_MESSAGE } : { tone: 'error', text: result.reason });
    },
  });
  return (
    <form
      className="settings-dealership-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className="settings-dealership-fields">
        <form.Field name="name" validators={{ onSubmit: fields.name }}>
          {(field) => <TextInput field={field} label="Dealership Name" showLabel />}
        </form.Field>
        <form.Field name="address" validators={{ onSubmit: fields.address }}>
          {(field) => <TextInput field={field} label="Address" showLabel />}
        </form.Field>
        <form.Field name="city" validators={{ onSubmit: fields.city }}>
          {(field) => <TextInput field={field} label="City" showLabel />}
        </form.Field>
        <form.Field name="province" validators={{ onSubmit: fields.province }}>
          {(field) => <TextInput field={field} label="Province" showLabel />}
        </form.Field>
        <form.Field name="country" validators={{ onSubmit: fields.country }}>
          {(field) => <ChoiceInput label="Country" field={field} choices={DEALERSHIP_COUNTRIES} showLabel />}
        </form.Field>
        <form.Field name="postal_code" validators={{ onSubmit: fields.postal_code }}>
          {(field) => <TextInput field={field} label="Postal Code" showLabel />}
        </form.Field>
        <form.Field name="phone" validators={{ onSubmit: fields.phone }}>
          {(field) => <TextInput field={{ name: field.name, state: field.state, handleBlur: field.handleBlur, handleChange: (value: string) => field.handleChange(dealershipPhone(value)) }} label="Phone" type="tel" showLabel />}
        </form.Field>
        <form.Field name="url" validators={{ onSubmit: fields.url }}>
          {(field) => <TextInput field={field} label="Website" type="url" showLabel />}
        </form.Field>
        <form.Field name="timezone" validators={{ onSubmit: fields.timezone }}>
          {(field) => <ChoiceInput label="Timezone" field={field} choices={zones} showLabel />}
        </form.Field>
      </div>
      <p className="settings-warning">{DEALERSHIP_WARNING}</p>
      <div className="settings-actions">
        <button className="button button-primary" type="submit" disabled={busy}>
          Save Settings
        </button>
      </div>
      <PopupNotice notice={notice} />
    </form>
  );
}
