import * as v from 'valibot';
import { defineEvent } from '../events/definition.ts';
import { postalPosition } from '../geo/postalCentroids.ts';
import { CustomerSchema, CustomerStatusSchema, type Customer } from './customer.ts';
import { ValidCustomerFormSchema, placeAndPhones, type CustomerForm } from './customerForm.ts';

const CustomerId = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));

/** A customer record from the dealer's DMS, imported as-is (the server appends these; no user may). */
export const customerImported = defineEvent({
  payload: v.omit(CustomerSchema, ['dealer']),
  action: null,
  targets: (event) => [{ collection: 'customers', id: event.payload.id }],
  project: (event) => [
    { collection: 'customers', id: event.payload.id, doc: { ...event.payload, dealer: event.dealer } },
  ],
});

const CreatedPayload = v.object({ id: CustomerId, form: ValidCustomerFormSchema });
const UpdatedPayload = v.object({ id: CustomerId, form: ValidCustomerFormSchema, status: v.optional(CustomerStatusSchema) });

function fieldsOf(form: CustomerForm) {
  const { phones, ...place } = placeAndPhones(form);
  return {
    type: form.type,
    first_name: form.type === 'I' ? form.first_name.trim() : '',
    last_name: form.type === 'I' ? form.last_name.trim() : '',
    full_name: form.type === 'B' ? form.business.trim() : `${form.first_name.trim()} ${form.last_name.trim()}`,
    ...place,
    contact: { ...phones, can_call: form.can_call, can_mail: form.can_mail, can_email: form.can_email },
  };
}

/**
 * Where a customer typed in lives, for the profile's map: the centroid of the postal code or ZIP (docs/geo.md), or
 * none. A DMS customer's own position and distance are kept until the postal code changes; then the distance is
 * left to the engine, which measures it from the positions (customerDistanceKm).
 */
function positionOf(form: CustomerForm): { latitude: number | null; longitude: number | null } {
  const position = postalPosition(form.postal_code, form.country);
  return { latitude: position?.latitude ?? null, longitude: position?.longitude ?? null };
}

/** A new customer's number: the dealer's DMS numbers are digits, ours start with N so they never collide. */
export function newCustomerNumber(id: string): string {
  return `N${id.replace(/-/g, '').slice(0, 7).toUpperCase()}`;
}

export const customerCreated = defineEvent({
  payload: CreatedPayload,
  action: 'customer.create',
  targets: (event) => [{ collection: 'customers', id: event.payload.id }],
  conflict: (event, current) =>
    current({ collection: 'customers', id: event.payload.id }) ? 'This customer already exists.' : null,
  project: (event) => {
    const customer: Customer = {
      id: event.payload.id,
      dealer: event.dealer,
      number: newCustomerNumber(event.payload.id),
      ...fieldsOf(event.payload.form),
      ...positionOf(event.payload.form),
      distance: null,
      status: 0,
      user_id: event.actor,
      created_at: event.time,
      updated_at: event.time,
      deleted_at: null,
    };
    return [{ collection: 'customers', id: customer.id, doc: customer }];
  },
});

export const customerUpdated = defineEvent({
  payload: UpdatedPayload,
  action: 'customer.update',
  targets: (event) => [{ collection: 'customers', id: event.payload.id }],
  conflict: (event, current) =>
    current({ collection: 'customers', id: event.payload.id }) ? null : 'This customer does not exist.',
  project: (event, current) => {
    const before = current({ collection: 'customers', id: event.payload.id });
    if (!before) return [];
    const status = event.payload.status === undefined ? {} : { status: event.payload.status };
    const fields = fieldsOf(event.payload.form);
    const moved = fields.postal_code !== before.postal_code || fields.country !== before.country;
    const doc = { ...before, ...fields, ...(moved ? { ...positionOf(event.payload.form), distance: null } : {}), ...status, updated_at: event.time };
    return [{ collection: 'customers', id: event.payload.id, doc }];
  },
});
