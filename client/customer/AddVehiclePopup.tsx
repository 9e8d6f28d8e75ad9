import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { AddedVehicleSchema } from '../../domain/customers/customerVehicleEvents.ts';
import type { BuildVehicleDoc } from '../../domain/deal/dealDocs.ts';
import { decodeVin } from '../../domain/vehicles/vin.ts';
import { useAppForm } from '../ui/form.tsx';
import { Popup } from '../ui/Popup.tsx';
import { PopupNotice, type Notice } from '../ui/PopupNotice.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { FieldError, fieldErrorText } from '../ui/FieldError.tsx';

type Values = { vin: string; year: string; make: string; model: string; trim: string };
const FIELDS: { name: Exclude<keyof Values, 'vin'>; label: string }[] = [
  { name: 'year', label: 'Year' },
  { name: 'make', label: 'Make' },
  { name: 'model', label: 'Model' },
  { name: 'trim', label: 'Trim' },
];

const vehicleOf = (value: Values) => ({ ...value, year: value.year.trim() === '' ? Number.NaN : Number(value.year) });

/** Each field's first message from the domain's schema, which the server checks again. */
function fieldErrors(value: Values): { fields: Record<string, string> } | undefined {
  const checked = v.safeParse(AddedVehicleSchema, vehicleOf(value));
  if (checked.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of checked.issues) {
    const key = String(issue.path?.[0]?.key ?? 'vin');
    fields[key] ??= issue.message;
  }
  return { fields };
}

/**
 * Add Vehicle (spec 000 §2): a VIN decoded here, with no outside service (check digit, model year and maker from
 * the VIN itself), the models of the dealer's build catalogue for that year and make offered, then saved as an
 * event, offline too.
 */
export function AddVehiclePopup({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const api = useWorker();
  const [catalogue, setCatalogue] = useState<BuildVehicleDoc[]>([]);
  const [decoded, setDecoded] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void api.buildCatalogue().then((build) => live && setCatalogue(build));
    return () => {
      live = false;
    };
  }, [api]);
  const form = useAppForm({
    defaultValues: { vin: '', year: '', make: '', model: '', trim: '' } as Values,
    validators: { onSubmit: ({ value }) => fieldErrors(value) },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const vehicle = v.parse(AddedVehicleSchema, vehicleOf(value));
      const result = await api.dispatch({ type: 'customer.addVehicle', customer_id: customerId, vehicle });
      if (result.ok) onClose();
      else setFailure(result.reason);
    },
  });

  const decode = () => {
    const result = decodeVin(form.getFieldValue('vin'));
    if (!result.ok) {
      setDecoded({ tone: 'error', text: result.message });
      return;
    }
    form.setFieldValue('vin', result.vin);
    form.setFieldValue('year', String(result.year));
    if (result.make) form.setFieldValue('make', result.make);
    setDecoded({ tone: 'success', text: `${result.year} ${result.make ?? 'maker not known'}, built in ${result.region}.` });
  };

  return (
    <form.AppForm>
      <Popup
        title="Add Vehicle"
        onClose={onClose}
        actions={<form.PopupButtons label="ADD VEHICLE" onCancel={onClose} />}
      >
        <form.Form id={form.formId} className="add-vehicle-form">
          <form.Field name="vin">
            {(field) => (
              <div className="field vin-field">
                <label className="field-label" htmlFor={`${form.formId}-vin`}>
                  VIN
                </label>
                <div className="vin-input">
                  <input
                    id={`${form.formId}-vin`}
                    name="vin"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={20}
                    value={field.state.value}
                    aria-invalid={field.state.meta.errors.length > 0}
                    aria-describedby={`${form.formId}-vin-error`}
                    onChange={(event) => {
                      setDecoded(null);
                      field.handleChange(event.target.value);
                    }}
                  />
                  <button type="button" className="button" onClick={decode}>
                    DECODE
                  </button>
                </div>
                <FieldError id={`${form.formId}-vin-error`} message={fieldErrorText(field.state.meta.errors)} />
                <PopupNotice notice={decoded} />
              </div>
            )}
          </form.Field>
          <form.Subscribe selector={(state) => [state.values.year, state.values.make] as const}>
            {([year, make]) => {
              const models = [...new Set(catalogue.filter((row) => String(row.year) === year && row.make.toLowerCase() === make.trim().toLowerCase()).map((row) => row.model))].sort();
              return (
                <datalist id={`${form.formId}-models`}>
                  {models.map((model) => (
                    <option key={model} value={model} />
                  ))}
                </datalist>
              );
            }}
          </form.Subscribe>
          <div className="form-grid">
            {FIELDS.map(({ name, label }) => (
              <form.Field key={name} name={name}>
                {(field) => (
                  <label className="field">
                    <span className="field-label">{label}</span>
                    <input
                      name={name}
                      inputMode={name === 'year' ? 'numeric' : undefined}
                      list={name === 'model' ? `${form.formId}-models` : undefined}
                      autoComplete="off"
                      value={field.state.value}
                      aria-invalid={field.state.meta.errors.length > 0}
                      aria-describedby={`${form.formId}-${name}-error`}
                      onChange={(event) => field.handleChange(event.target.value)}
                    />
                    <FieldError id={`${form.formId}-${name}-error`} message={fieldErrorText(field.state.meta.errors)} />
                  </label>
                )}
              </form.Field>
            ))}
          </div>
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </form.Form>
      </Popup>
    </form.AppForm>
  );
}
