import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { DEAL_TYPES, DEAL_TYPE_LABELS, FREQUENCIES, FREQUENCY_LABELS } from '../../domain/deal/dealConstants.ts';
import type { DealDocs } from '../../domain/deal/dealDocs.ts';
import { dealEditResult, typedNumber, type DealEditErrors, type DealEditField, type DealEditForm } from '../../domain/deal/dealEdit.ts';
import { dealEditForm } from '../../domain/deal/dealEditForm.ts';
import { withAutomaticPayout } from '../../domain/deal/dealEditPayout.ts';
import { dealPath } from '../../domain/deal/dealSections.ts';
import { vehicleName } from '../../domain/dms/ownedVehicle.ts';
import { formatMoney } from '../../domain/format/numbers.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { useWorker } from '../worker/useWorker.ts';

type DealEditSectionProps = { dealId: string; docs: DealDocs };

type TextField = Exclude<DealEditField, 'opportunity_id' | 'customer_id' | 'vehicle_id' | 'type' | 'frequency' | 'payout'>;

/** The fields the user types, in the form's order, with their labels and the keyboard they want. */
const TEXT_FIELDS: readonly { field: TextField; label: string; input: 'decimal' | 'numeric' | 'text' | 'date' }[] = [
  { field: 'term', label: 'Term (months)', input: 'numeric' },
  { field: 'rate', label: 'Rate (%)', input: 'decimal' },
  { field: 'payment', label: 'Payment', input: 'decimal' },
  { field: 'trade', label: 'Trade value', input: 'decimal' },
  { field: 'bank', label: 'Bank', input: 'text' },
  { field: 'amount', label: 'Amount', input: 'decimal' },
  { field: 'downpayment', label: 'Down payment', input: 'decimal' },
  { field: 'sold_at', label: 'Sale date', input: 'date' },
  { field: 'inservice_at', label: 'In-service date', input: 'date' },
];

function Field({ name, label, error, children }: { name: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <label className="deal-input deal-edit-field">
      <span>{label}</span>
      {children}
      {error && (
        <small className="deal-edit-error" id={`deal-edit-${name}-error`}>
          {error}
        </small>
      )}
    </label>
  );
}

/**
 * The deal edit form (spec 001 §2.4): the customer's contract, trade and dates; the payout is the payout rule's,
 * recomputed as the user types, until EDIT beside it makes it typed. SAVE checks every field (messages under them),
 * records the deal as an event (works offline) and returns to the deal sheet with updated=true.
 */
export function DealEditSection({ dealId, docs }: DealEditSectionProps) {
  const api = useWorker();
  const [, navigate] = useLocation();
  const [today] = useState(() => dayInTimeZone(docs.settings.config.dealer_timezone));
  const [form, setForm] = useState<DealEditForm>(() => dealEditForm(docs));
  const [errors, setErrors] = useState<DealEditErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = withAutomaticPayout(form, today);
  const cash = shown.type === 'cash';

  const change = (field: DealEditField, value: string) => setForm((current) => ({ ...current, [field]: value }));
  const editPayout = () => setForm((current) => ({ ...withAutomaticPayout(current, today), payout_edited: true }));
  const invalid = (field: DealEditField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `deal-edit-${field}-error` } : { 'aria-invalid': false };

  const save = async () => {
    setFailure(null);
    const result = dealEditResult(shown);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const dispatched = await api.dispatch({ type: 'deal.update', form: shown });
    setSaving(false);
    if (!dispatched.ok) {
      setFailure(dispatched.reason);
      return;
    }
    navigate(`${dealPath(dealId, 'dealsheet')}?updated=true`);
  };

  const recordError = errors.opportunity_id ?? errors.customer_id ?? errors.vehicle_id ?? errors.payout_edited;
  return (
    <form
      className="deal-card deal-edit"
      aria-label="Edit deal"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2>Edit deal · {docs.vehicle ? vehicleName(docs.vehicle) : docs.opportunity.vehicle_name}</h2>
      {(failure ?? recordError) && (
        <p className="deal-notice is-error" role="alert">
          {failure ?? recordError}
        </p>
      )}
      <div className="deal-edit-grid">
        <Field name="type" label="Type" error={errors.type}>
          <select name="type" value={shown.type} onChange={(event) => change('type', event.target.value)} {...invalid('type')}>
            {DEAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {DEAL_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </Field>
        <Field name="frequency" label="Frequency" error={errors.frequency}>
          <select name="frequency" value={shown.frequency} onChange={(event) => change('frequency', event.target.value)} {...invalid('frequency')}>
            {FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </select>
        </Field>
        {TEXT_FIELDS.map(({ field, label, input }) => (
          <Field key={field} name={field} label={label} error={errors[field]}>
            <input
              name={field}
              type={input === 'date' ? 'date' : 'text'}
              inputMode={input === 'date' ? undefined : input}
              autoComplete="off"
              value={shown[field]}
              onChange={(event) => change(field, event.target.value)}
              {...invalid(field)}
            />
          </Field>
        ))}
        <Field name="payout" label="Payout" error={errors.payout}>
          <span className="deal-edit-payout">
            {shown.payout_edited ? (
              <input name="payout" inputMode="decimal" autoComplete="off" value={shown.payout} onChange={(event) => change('payout', event.target.value)} {...invalid('payout')} />
            ) : (
              <input name="payout" readOnly value={formatMoney(typedNumber(shown.payout) || 0)} aria-readonly="true" {...invalid('payout')} />
            )}
            {!shown.payout_edited && !cash && (
              <button type="button" className="button button-small" onClick={editPayout}>
                EDIT
              </button>
            )}
          </span>
        </Field>
      </div>
      <p className="deal-muted deal-edit-hint">
        {cash ? 'A cash deal has no payout.' : shown.payout_edited ? 'The payout stands as typed.' : 'The payout is computed from the payment, term and sale date.'}
      </p>
      <div className="deal-edit-actions">
        <Link href={dealPath(dealId, 'dealsheet')} className="button">
          CANCEL
        </Link>
        <button type="submit" className="button button-primary" disabled={saving}>
          SAVE
        </button>
      </div>
    </form>
  );
}
