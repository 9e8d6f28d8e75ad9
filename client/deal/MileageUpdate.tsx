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
  const [mileage, setMileage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [valued, setValued] = useState<MileageValuation | null>(null);
  const [saving, setSaving] = useState(false);
  const { vehicle } = docs;
  if (!vehicle) return null;

  const update = async () => {
    // Typed in the dealer's unit, kept in kilometres.
    const typed = v.safeParse(MileageSchema, Math.round(kilometresFrom(typedNumber(mileage), unit)));
    if (!typed.success) {
      setError(typed.issues[0].message);
      return;
    }
    setError(null);
    const valuation = mileageValuation({ vehicle, mileage: typed.output, build: docs.build, settings: docs.settings.config, today: dayInTimeZone(docs.settings.config.dealer_timezone) });
    setSaving(true);
    const dispatched = await api.dispatch({ type: 'vehicle.updateMileage', vehicle_id: vehicle.id, customer_id: vehicle.customer_id, mileage: typed.output });
    setSaving(false);
    if (!dispatched.ok) {
      setError(dispatched.reason);
      return;
    }
    setValued(valuation);
    setMileage('');
  };

  return (
    <form
      className="mileage-update"
      aria-label="Mileage update"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void update();
      }}
    >
      <div className="mileage-update-current">
        <span>Current mileage</span>
        <strong data-field="current-mileage">{vehicle.mileage === null ? 'None on file' : mileageText(vehicle.mileage, country)}</strong>
      </div>
      <label className="deal-input">
        <span>New mileage ({unit})</span>
        <input
          name="mileage"
          inputMode="numeric"
          autoComplete="off"
          value={mileage}
          onChange={(event) => setMileage(event.target.value)}
          aria-invalid={error !== null}
        />
      </label>
      <button type="submit" className="button" disabled={saving}>
        UPDATE
      </button>
      {error && (
        <small className="deal-edit-error" role="alert">
          {error}
        </small>
      )}
      {valued && (
        <p className="mileage-update-result" role="status">
          Value <strong data-field="mileage-value">{formatMoney(valued.value)}</strong> · Equity{' '}
          <strong data-field="mileage-equity">{formatMoney(valued.equity)}</strong>
        </p>
      )}
    </form>
  );
}
