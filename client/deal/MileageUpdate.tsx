import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import * as v from 'valibot';
import type { DealDocs } from '../../domain/deal/dealDocs.ts';
import { typedNumber } from '../../domain/deal/dealEdit.ts';
import { MileageSchema } from '../../domain/deal/mileageUpdatedEvent.ts';
import { mileageText } from '../../domain/format/mileageText.ts';
import { formatMoney } from '../../domain/format/numbers.ts';
import { distanceUnit, kilometresFrom } from '../../domain/format/units.ts';
import { mileageValuation, type MileageValuation } from '../../domain/opportunities/mileageValuation.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { useAppForm } from '../ui/form.tsx';
import { useDealerCountry } from '../session/useDealerCountry.ts';
import { useWorker } from '../worker/useWorker.ts';

/**
 * The mileage update of the deal sheet (spec 001 §4, §7): the current mileage, a new one and UPDATE. It records the
 * mileage as an event (works offline) and shows the trade value and equity at the new mileage at once, computed
 * from the local documents with the engine's own valuation; the opportunity rows take them as well.
 */
export function MileageUpdate({ docs }: { docs: DealDocs }) {
  const api = useWorker();
  const country = useDealerCountry();
  const unit = distanceUnit(country);
  const { vehicle } = docs;
  const [failure, setFailure] = useState<string | null>(null);
  const [valued, setValued] = useState<MileageValuation | null>(null);
  // Typed in the dealer's unit, kept in kilometres.
  const typedMileage = v.pipe(
    v.string(),
    v.transform((typed) => Math.round(kilometresFrom(typedNumber(typed), unit))),
    MileageSchema,
  );
  const form = useAppForm({
    defaultValues: { mileage: '' },
    onSubmit: async ({ value, formApi }) => {
      if (!vehicle) return;
      setFailure(null);
      const mileage = v.parse(typedMileage, value.mileage);
      const valuation = mileageValuation({ vehicle, mileage, build: docs.build, settings: docs.settings.config, today: dayInTimeZone(docs.settings.config.dealer_timezone) });
      const dispatched = await api.dispatch({ type: 'vehicle.updateMileage', vehicle_id: vehicle.id, customer_id: vehicle.customer_id, mileage });
      if (!dispatched.ok) {
        setFailure(dispatched.reason);
        return;
      }
      setValued(valuation);
      formApi.reset();
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  if (!vehicle) return null;

  return (
    <form.AppForm>
      <form.Form className="mileage-update" aria-label="Mileage update">
        <div className="mileage-update-current">
          <span>Current mileage</span>
          <strong data-field="current-mileage">{vehicle.mileage === null ? 'None on file' : mileageText(vehicle.mileage, country)}</strong>
        </div>
        <form.AppField name="mileage" validators={{ onSubmit: typedMileage }}>
          {(field) => <field.TextField wrapped className="deal-input" label={`New mileage (${unit})`} inputMode="numeric" autoComplete="off" />}
        </form.AppField>
        <button type="submit" className="button" disabled={submitting}>
          UPDATE
        </button>
        {failure && (
          <small className="mileage-update-failure" role="alert">
            {failure}
          </small>
        )}
        {valued && (
          <p className="mileage-update-result" role="status">
            Value <strong data-field="mileage-value">{formatMoney(valued.value)}</strong> · Equity{' '}
            <strong data-field="mileage-equity">{formatMoney(valued.equity)}</strong>
          </p>
        )}
      </form.Form>
    </form.AppForm>
  );
}
