import * as v from 'valibot';
import { CountrySchema, type Country } from '../dealers/dealer.ts';
import type { RefTo } from '../events/collectionDocs.ts';
import { defineEvent } from '../events/definition.ts';
import { postalPosition } from '../geo/postalCentroids.ts';
import { LeadIntakeSchema, type LeadIntake } from './lead.ts';
import { leadName, type LeadDocument } from './leadDocument.ts';
import { newProspectNumber, type Prospect } from './prospect.ts';

export const LEAD_RECEIVED = 'lead.received';
export const LEAD_EXISTS_MESSAGE = 'This lead was already received.';

const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));

/**
 * Whom a lead belongs to, decided by the server before it appends the event (the dedupe reads the dealer's
 * prospects and customers, which a projection may not): a prospect, new or already there (its id; the dealer's
 * country for a new one's address), or an existing customer.
 */
const LeadPersonSchema = v.variant('kind', [
  v.object({ kind: v.literal('prospect'), id: Id, country: CountrySchema }),
  v.object({ kind: v.literal('customer'), id: Id }),
]);

export const LeadReceivedPayloadSchema = v.object({ lead_id: Id, lead: LeadIntakeSchema, person: LeadPersonSchema });
export type LeadReceivedPayload = v.InferOutput<typeof LeadReceivedPayloadSchema>;

const leadRef = (id: string): RefTo<'leads'> => ({ collection: 'leads', id });
const prospectRef = (id: string): RefTo<'prospects'> => ({ collection: 'prospects', id });

function position(postalCode: string, country: Country): Pick<Prospect, 'latitude' | 'longitude'> {
  const point = postalPosition(postalCode, country);
  return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
}

function addressOf(lead: LeadIntake): Pick<Prospect, 'address' | 'city' | 'province' | 'postal_code'> {
  return { address: lead.address, city: lead.city, province: lead.province, postal_code: lead.postal_code.toUpperCase() };
}

/** A prospect made from their first lead: unassigned, active, placed at the postal code's centroid. */
function newProspect(id: string, dealer: string, country: Country, lead: LeadIntake, time: string): Prospect {
  const address = addressOf(lead);
  return {
    id,
    dealer,
    number: newProspectNumber(id),
    first_name: lead.first_name,
    last_name: lead.last_name,
    full_name: leadName(lead),
    ...address,
    country,
    contact: { home: '', cell: lead.phone, work: '', email: lead.email, can_call: 1, can_email: 1 },
    user_id: null,
    created_at: time,
    updated_at: time,
    deleted_at: null,
    ...position(address.postal_code, country),
  };
}

/**
 * A prospect's record after another lead of theirs: what the staff or an earlier lead wrote stays, and the lead
 * fills what is empty (the name, the e-mail, the address as a whole, a new phone in the first free of cell, home,
 * work). The prospect is marked updated; an inactive prospect stays inactive.
 */
function withLead(before: Prospect, lead: LeadIntake, time: string): Prospect {
  const named = before.first_name || before.last_name;
  const names = named ? {} : { first_name: lead.first_name, last_name: lead.last_name, full_name: leadName(lead) };
  const placed = before.address || before.city || before.province || before.postal_code;
  const address = placed ? {} : { ...addressOf(lead), ...position(lead.postal_code, before.country) };
  const contact = { ...before.contact, email: before.contact.email || lead.email };
  const phones = [contact.cell, contact.home, contact.work];
  if (lead.phone && !phones.includes(lead.phone)) {
    const free = (['cell', 'home', 'work'] as const).find((slot) => contact[slot] === '');
    if (free) contact[free] = lead.phone;
  }
  return { ...before, ...names, ...address, contact, updated_at: time };
}

/**
 * A lead came in from outside (POST /leads/intake, server-made: actor 0). It records the lead and creates or
 * updates the prospect it belongs to; a lead of an existing customer is linked to them and makes no prospect.
 */
export const leadReceived = defineEvent({
  payload: LeadReceivedPayloadSchema,
  action: null,
  targets: (event) => {
    const { lead_id, person } = event.payload;
    return person.kind === 'prospect' ? [leadRef(lead_id), prospectRef(person.id)] : [leadRef(lead_id)];
  },
  conflict: (event, current) => (current(leadRef(event.payload.lead_id)) ? LEAD_EXISTS_MESSAGE : null),
  project: (event, current) => {
    const { lead_id, lead, person } = event.payload;
    const document: LeadDocument = {
      id: lead_id,
      dealer: event.dealer,
      prospect_id: person.kind === 'prospect' ? person.id : null,
      customer_id: person.kind === 'customer' ? person.id : null,
      type: lead.type,
      category: lead.category,
      first_name: lead.first_name,
      last_name: lead.last_name,
      email: lead.email,
      phone: lead.phone,
      vehicle: lead.vehicle,
      received_at: lead.received_at,
      comment: lead.comment,
      source_id: lead.source_id,
    };
    const changes = [{ ...leadRef(lead_id), doc: document }];
    if (person.kind === 'customer') return changes;
    const before = current(prospectRef(person.id));
    const prospect = before ? withLead(before, lead, event.time) : newProspect(person.id, event.dealer, person.country, lead, event.time);
    return [...changes, { ...prospectRef(person.id), doc: prospect }];
  },
});
