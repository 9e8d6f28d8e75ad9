import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { AddedVehicleSchema } from '../../domain/customers/customerVehicleEvents.ts';
import type { BuildVehicleDoc } from '../../domain/deal/dealDocs.ts';
import { decodeVin } from '../../domain/vehicles/vin.ts';
import { useAppForm } from '../ui/form.tsx';
import { Popup } from '../ui/Popup.tsx';
import { PopupNotice, type Notice } from '../ui/PopupNotice.tsx';
import { schemaFieldErrors } from '../ui/schemaFieldErrors.ts';
import { useWorker } from '../worker/useWorker.ts';

type Values = { vin: string; year: string; make: string; model: string; trim: string };
const FIELDS: { name: Exclude<keyof Values, 'vin'>; label: string }[] = [
  { name: 'year', label: 'Year' },
  { name: 'make', label: 'Make' },
  { name: 'model', label: 'Model' },
  { name: 'trim', label: 'Trim' },
];

const vehicleOf = (value: Values) => ({ ...value, year: value.year.trim() === '' ? Number.NaN : Number(value.year) });

/** Each field's first message from the domain's schema, which the server checks again. */
const vehicleErrors = schemaFieldErrors(AddedVehicleSchema);

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
    validators: { onSubmit: ({ value }) => vehicleErrors({ value: vehicleOf(value) }) },
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
          <form.AppField name="vin" listeners={{ onChange: () => setDecoded(null) }}>
            {(field) => (
              <field.TextField
                label="VIN"
                className="vin-field"
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
                action={
                  <button type="button" className="button" onClick={decode}>
                    DECODE
                  </button>
                }
              />
            )}
          </form.AppField>
          <PopupNotice notice={decoded} />
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
              <form.AppField key={name} name={name}>
                {(field) => (
                  <field.TextField
                    wrapped
                    label={label}
                    inputMode={name === 'year' ? 'numeric' : undefined}
                    list={name === 'model' ? `${form.formId}-models` : undefined}
                    autoComplete="off"
                  />
                )}
              </form.AppField>
            ))}
          </div>
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </form.Form>
      </Popup>
    </form.AppForm>
  );
}
