import * as v from 'valibot';
import { BILLING_RECORDED, billingRecorded } from '../billing/billingEvents.ts';
import { customerCreated, customerImported, customerUpdated } from '../customers/customerEvents.ts';
import { customerManage, prospectManage } from '../customers/customerManageEvents.ts';
import { prospectUpdated } from '../prospects/prospectUpdated.ts';
import { CUSTOMERS_REASSIGNED, customersReassigned } from '../customers/customersReassigned.ts';
import { customerOptedIn, customerOptInSent } from '../customers/customerOptInEvents.ts';
import { customerVehicleAdded, customerVehicleRemoved } from '../customers/customerVehicleEvents.ts';
import { dealerUserSet } from '../dealers/dealerUsers.ts';
import { DEAL_UPDATED, dealUpdated } from '../deal/dealUpdatedEvent.ts';
import { MILEAGE_UPDATED, mileageUpdated } from '../deal/mileageUpdatedEvent.ts';
import { APPOINTMENT_BOOKED, APPOINTMENT_DELETED, APPOINTMENT_UPDATED, appointmentBooked, appointmentDeleted, appointmentUpdated } from '../calendar/appointmentEvents.ts';
import { appointmentImported, buildImported, dealImported, inventoryImported, serviceImported, vehicleImported } from '../dms/dmsImportEvents.ts';
import { LEAD_RECEIVED, leadReceived } from '../leads/leadEvents.ts';
import { MAILBOX_SET, mailboxSet } from '../mailboxes/mailboxEvents.ts';
import { opportunityRemoved, opportunitySet } from '../opportunities/opportunityEvents.ts';
import { opportunitiesReassigned } from '../opportunityList/reassignEvent.ts';
import {
  CUSTOMER_TEXT_CONSENT,
  OUTREACH_EMAIL_QUEUED,
  OUTREACH_MESSAGE_RECEIVED,
  OUTREACH_MESSAGE_STATUS,
  OUTREACH_READ,
  OUTREACH_TEXT_QUEUED,
  customerTextConsent,
  outreachEmailQueued,
  outreachMessageReceived,
  outreachMessageStatus,
  outreachRead,
  outreachTextQueued,
} from '../outreach/outreachEvents.ts';
import type { Action } from '../permissions/permissions.ts';
import { settingsImported } from '../settings/settingsEvents.ts';
import { DEALERSHIP_UPDATED, dealershipUpdated } from '../settings/dealershipEvents.ts';
import { SETTINGS_SAVED, settingsSaved } from '../settings/settingsSavedEvent.ts';
import { TEMPLATE_COPIED, TEMPLATE_CREATED, TEMPLATE_DELETED, TEMPLATE_UPDATED, templateCopied, templateCreated, templateDeleted, templateUpdated } from '../templates/templateEvents.ts';
import type { CurrentDocs } from './collectionDocs.ts';
import type { Doc, DocChange, DocRef } from './collections.ts';
import type { EventDefinition } from './definition.ts';
import type { EventEnvelope } from './envelope.ts';

/** An event whose payload passed its schema, ready to be checked against and projected onto documents. */
export type PreparedEvent = {
  event: EventEnvelope;
  action: Action | null;
  targets: DocRef[];
  conflict: (current: (ref: DocRef) => Doc | undefined) => string | null;
  project: (current: (ref: DocRef) => Doc | undefined) => DocChange[];
};

type Prepare = (event: EventEnvelope) => { ok: true; prepared: PreparedEvent } | { ok: false; reason: string };

/**
 * The documents the server's projections or the worker's store hold, typed by their collection's schema: they were
 * written by these reducers, and tests/server/storedDocuments.test.ts fails when one drifts from its schema.
 */
const typedDocs = (current: (ref: DocRef) => Doc | undefined) => current as CurrentDocs;

function preparer<P>(definition: EventDefinition<P>): Prepare {
  return (event) => {
    const parsed = v.safeParse(definition.payload, event.payload);
    if (!parsed.success) return { ok: false, reason: parsed.issues[0].message };
    const typed: EventEnvelope<P> = { ...event, payload: parsed.output };
    return {
      ok: true,
      prepared: {
        event: typed,
        action: typeof definition.action === 'function' ? definition.action(parsed.output) : definition.action,
        targets: definition.targets(typed),
        conflict: (current) => definition.conflict?.(typed, typedDocs(current)) ?? null,
        project: (current) => definition.project(typed, typedDocs(current)),
      },
    };
  };
}

/**
 * Every event type of the product. A later feature adds its events here. A Map, not an object: a type named like an
 * object's own property (valueOf, __proto__, constructor) must be unknown, not a function of Object.prototype.
 */
const EVENTS = new Map<string, Prepare>(Object.entries({
  'customer.imported': preparer(customerImported),
  'customer.created': preparer(customerCreated),
  'customer.updated': preparer(customerUpdated),
  'customer.note_saved': preparer(customerManage.noteSaved),
  'customer.note_deleted': preparer(customerManage.noteDeleted),
  'customer.active_set': preparer(customerManage.activeSet),
  'customer.assigned': preparer(customerManage.assigned),
  'prospect.note_saved': preparer(prospectManage.noteSaved),
  'prospect.note_deleted': preparer(prospectManage.noteDeleted),
  'prospect.active_set': preparer(prospectManage.activeSet),
  'prospect.assigned': preparer(prospectManage.assigned),
  'prospect.updated': preparer(prospectUpdated),
  'customer.vehicle_added': preparer(customerVehicleAdded),
  'customer.opt_in_sent': preparer(customerOptInSent),
  'customer.opted_in': preparer(customerOptedIn),
  'customer.vehicle_removed': preparer(customerVehicleRemoved),
  'dealer.user_set': preparer(dealerUserSet),
  'vehicle.imported': preparer(vehicleImported),
  'service.imported': preparer(serviceImported),
  'deal.imported': preparer(dealImported),
  'inventory.imported': preparer(inventoryImported),
  'build.imported': preparer(buildImported),
  'settings.imported': preparer(settingsImported),
  'appointment.imported': preparer(appointmentImported),
  'opportunity.set': preparer(opportunitySet),
  'opportunity.removed': preparer(opportunityRemoved),
  'opportunities.reassigned': preparer(opportunitiesReassigned),
  [CUSTOMERS_REASSIGNED]: preparer(customersReassigned),
  [DEAL_UPDATED]: preparer(dealUpdated),
  [MILEAGE_UPDATED]: preparer(mileageUpdated),
  [LEAD_RECEIVED]: preparer(leadReceived),
  [APPOINTMENT_BOOKED]: preparer(appointmentBooked),
  [APPOINTMENT_UPDATED]: preparer(appointmentUpdated),
  [APPOINTMENT_DELETED]: preparer(appointmentDeleted),
  [MAILBOX_SET]: preparer(mailboxSet),
  [TEMPLATE_CREATED]: preparer(templateCreated),
  [TEMPLATE_UPDATED]: preparer(templateUpdated),
  [TEMPLATE_COPIED]: preparer(templateCopied),
  [TEMPLATE_DELETED]: preparer(templateDeleted),
  [BILLING_RECORDED]: preparer(billingRecorded),
  [DEALERSHIP_UPDATED]: preparer(dealershipUpdated),
  [SETTINGS_SAVED]: preparer(settingsSaved),
  [OUTREACH_EMAIL_QUEUED]: preparer(outreachEmailQueued),
  [OUTREACH_TEXT_QUEUED]: preparer(outreachTextQueued),
  [OUTREACH_MESSAGE_STATUS]: preparer(outreachMessageStatus),
  [OUTREACH_MESSAGE_RECEIVED]: preparer(outreachMessageReceived),
  [OUTREACH_READ]: preparer(outreachRead),
  [CUSTOMER_TEXT_CONSENT]: preparer(customerTextConsent),
}));

/** Validates an event's type and payload; the same call runs in the worker and on the server. */
export function prepareEvent(event: EventEnvelope): ReturnType<Prepare> {
  const prepare = EVENTS.get(event.type);
  if (!prepare) return { ok: false, reason: `Unknown event type ${event.type}.` };
  return prepare(event);
}
