import * as v from 'valibot';
import { defineEvent } from '../events/definition.ts';
import { postalPosition } from '../geo/postalCentroids.ts';
import { prospectFields, ValidProspectFormSchema } from './prospectForm.ts';

export const PROSPECT_NOT_FOUND_MESSAGE = 'This prospect does not exist.';

/** EDIT PROSPECT saved: the form's fields; the position follows a changed postal code (docs/geo.md). */
export const prospectUpdated = defineEvent({
  payload: v.object({ id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)), form: ValidProspectFormSchema }),
  action: 'customer.update',
  targets: (event) => [{ collection: 'prospects', id: event.payload.id }],
  conflict: (event, current) => (current({ collection: 'prospects', id: event.payload.id }) ? null : PROSPECT_NOT_FOUND_MESSAGE),
  project: (event, current) => {
    const before = current({ collection: 'prospects', id: event.payload.id });
    if (!before) return [];
    const fields = prospectFields(event.payload.form);
    const moved = fields.postal_code !== before.postal_code || fields.country !== before.country;
    const point = moved ? postalPosition(fields.postal_code, fields.country) : null;
    const position = moved ? { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null } : {};
    // Text consent (a START to the dealer's texts) belongs to the number that answered: a new cell starts without it.
    const keptConsent = before.contact.can_mail !== undefined && fields.contact.cell === before.contact.cell ? { can_mail: before.contact.can_mail } : {};
    const doc = { ...before, ...fields, contact: { ...fields.contact, ...keptConsent }, ...position, updated_at: event.time };
    return [{ collection: 'prospects', id: before.id, doc }];
  },
});
