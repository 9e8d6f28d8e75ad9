import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { DEAL_TYPES, DEAL_TYPE_LABELS, FREQUENCIES, FREQUENCY_LABELS } from '../../domain/deal/dealConstants.ts';
import type { DealDocs } from '../../domain/deal/dealDocs.ts';
import { dealEditResult, typedNumber, type DealEditField } from '../../domain/deal/dealEdit.ts';
import { dealEditForm } from '../../domain/deal/dealEditForm.ts';
import { withAutomaticPayout } from '../../domain/deal/dealEditPayout.ts';
import { dealPath } from '../../domain/deal/dealSections.ts';
import { vehicleName } from '../../domain/dms/ownedVehicle.ts';
import { formatMoney } from '../../domain/format/numbers.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { useAppForm } from '../ui/form.tsx';
import { useWorker } from '../worker/useWorker.ts';

type DealEditSectionProps = { dealId: string; docs: DealDocs };

type TypedField = Exclude<DealEditField, 'opportunity_id' | 'customer_id' | 'vehicle_id' | 'type' | 'frequency' | 'payout' | 'sold_at' | 'inservice_at'>;

/** The fields the user types, in the form's order, with their labels and the keyboard they want. */
const TYPED_FIELDS: readonly { field: TypedField; label: string; inputMode?: 'decimal' | 'numeric' }[] = [
  { field: 'term', label: 'Term (months)', inputMode: 'numeric' },
  { field: 'rate', label: 'Rate (%)', inputMode: 'decimal' },
  { field: 'payment', label: 'Payment', inputMode: 'decimal' },
  { field: 'trade', label: 'Trade value', inputMode: 'decimal' },
  { field: 'bank', label: 'Bank' },
  { field: 'amount', label: 'Amount', inputMode: 'decimal' },
  { field: 'downpayment', label: 'Down payment', inputMode: 'decimal' },
];

const DATE_FIELDS: readonly { field: 'sold_at' | 'inservice_at'; label: string }[] = [
  { field: 'sold_at', label: 'Sale date' },
  { field: 'inservice_at', label: 'In-service date' },
];

const TYPE_CHOICES = DEAL_TYPES.map((type) => ({ value: type as string, label: DEAL_TYPE_LABELS[type] }));
const FREQUENCY_CHOICES = FREQUENCIES.map((frequency) => ({ value: frequency as string, label: FREQUENCY_LABELS[frequency] }));

/** A field's box in the deal edit grid. */
const BOX = 'deal-input deal-edit-field';

/**
 * The deal edit form (spec 001 §2.4): the customer's contract, trade and dates; the payout is the payout rule's,
 * recomputed as the user types, until EDIT beside it makes it typed. SAVE checks every field (messages under them),
 * records the deal as an event (works offline) and returns to the deal sheet with updated=true.
 */
export function DealEditSection({ dealId, docs }: DealEditSectionProps) {
  const api = useWorker();
  const [, navigate] = useLocation();
  const [today] = useState(() => dayInTimeZone(docs.settings.config.dealer_timezone));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm({
    formId: 'deal-edit',
    defaultValues: dealEditForm(docs),
    validators: {
      onSubmit: ({ value }) => {
        const result = dealEditResult(withAutomaticPayout(value, today));
        if (result.ok) return undefined;
        const { errors } = result;
        return { form: errors.opportunity_id ?? errors.customer_id ?? errors.vehicle_id ?? errors.payout_edited, fields: errors };
      },
    },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const dispatched = await api.dispatch({ type: 'deal.update', form: withAutomaticPayout(value, today) });
      if (dispatched.ok) navigate(`${dealPath(dealId, 'dealsheet')}?updated=true`);
      else setFailure(dispatched.reason);
    },
  });
  const shown = useStore(form.store, (state) => withAutomaticPayout(state.values, today));
  const recordError = useStore(form.store, (state) => state.errorMap.onSubmit);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const cash = shown.type === 'cash';

  const editPayout = () => {
    form.setFieldValue('payout', shown.payout);
    form.setFieldValue('payout_edited', true);
  };

  return (
    <form.AppForm>
      <form.Form className="deal-card deal-edit" aria-label="Edit deal">
        <h2>Edit deal · {docs.vehicle ? vehicleName(docs.vehicle) : docs.opportunity.vehicle_name}</h2>
        {(failure ?? recordError) && (
          <p className="deal-notice is-error" role="alert">
            {failure ?? recordError}
          </p>
        )}
        <div className="deal-edit-grid">
          <form.AppField name="type">{(field) => <field.SelectField wrapped className={BOX} label="Type" choices={TYPE_CHOICES} />}</form.AppField>
          <form.AppField name="frequency">{(field) => <field.SelectField wrapped className={BOX} label="Frequency" choices={FREQUENCY_CHOICES} />}</form.AppField>
          {TYPED_FIELDS.map(({ field: name, label, inputMode }) => (
            <form.AppField key={name} name={name}>
              {(field) => <field.TextField wrapped className={BOX} label={label} inputMode={inputMode} autoComplete="off" />}
            </form.AppField>
          ))}
          {DATE_FIELDS.map(({ field: name, label }) => (
            <form.AppField key={name} name={name}>
              {(field) => <field.DateField wrapped className={BOX} label={label} />}
            </form.AppField>
          ))}
          <form.AppField name="payout">
            {(field) => (
              <field.ControlField<string> wrapped className={BOX} label="Payout">
                {(value, change, control) => (
                  <span className="deal-edit-payout">
                    {shown.payout_edited ? (
                      <input {...control} name="payout" inputMode="decimal" autoComplete="off" value={value} onChange={(event) => change(event.target.value)} />
                    ) : (
                      <input {...control} name="payout" readOnly value={formatMoney(typedNumber(shown.payout) || 0)} aria-readonly="true" />
                    )}
                    {!shown.payout_edited && !cash && (
                      <button type="button" className="button button-small" onClick={editPayout}>
                        EDIT
                      </button>
                    )}
                  </span>
                )}
              </field.ControlField>
            )}
          </form.AppField>
        </div>
        <p className="deal-muted deal-edit-hint">
          {cash ? 'A cash deal has no payout.' : shown.payout_edited ? 'The payout stands as typed.' : 'The payout is computed from the payment, term and sale date.'}
        </p>
        <div className="deal-edit-actions">
          <Link href={dealPath(dealId, 'dealsheet')} className="button">
            CANCEL
          </Link>
          <button type="submit" className="button button-primary" disabled={submitting}>
            SAVE
          </button>
        </div>
      </form.Form>
    </form.AppForm>
  );
}
