import * as v from 'valibot';
import { APPOINTMENT_BOOKED, APPOINTMENT_DELETED, APPOINTMENT_UPDATED } from '../calendar/appointmentEvents.ts';
import { appointmentWallTime } from '../calendar/appointmentForm.ts';
import type { CustomerFilterValues, CustomerListType } from '../customers/customerList.ts';
import { CUSTOMERS_REASSIGNED, type CustomersReassignPayload } from '../customers/customersReassigned.ts';
import { dealEditResult } from '../deal/dealEdit.ts';
import { DEAL_UPDATED } from '../deal/dealUpdatedEvent.ts';
import { VEHICLE_NOT_ON_FILE_MESSAGE } from '../deal/deskTargets.ts';
import { MILEAGE_UPDATED, MileageSchema, type MileageUpdate } from '../deal/mileageUpdatedEvent.ts';
import type { MileageValuation } from '../opportunities/mileageValuation.ts';
import type { OpportunityType } from '../opportunities/opportunityType.ts';
import type { OpportunityFilter } from '../opportunityList/opportunityFilter.ts';
import { SELECT_USER_MESSAGE, type ReassignPayload } from '../opportunityList/reassignEvent.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { templateEventBody } from '../templates/templateCommands.ts';
import { settingsEventBody } from '../settings/settingsCommands.ts';
import { outreachEventBody } from '../outreach/outreachCommands.ts';
import type { Command } from './command.ts';

/** The customers and opportunities a reassign moves, resolved from the local rows when it is dispatched. */
export type ReassignTargets = Pick<ReassignPayload, 'customer_ids' | 'opportunity_ids'>;
/** The list whose current filter a reassign moves: an opportunity list of a type, or a customer list of a type. */
export type ReassignList =
  | { list: 'opportunities'; type: OpportunityType; filter: OpportunityFilter }
  | { list: 'customers'; type: CustomerListType; filter: CustomerFilterValues };
export type ResolveReassign = (list: ReassignList) => Promise<ReassignTargets>;
/** A vehicle's trade value and equity at a new mileage from the local documents; null when it is not on file. */
export type ValueMileage = (vehicleId: string, mileage: number) => Promise<MileageValuation | null>;

/** Whose record a customer.* or prospect.* command changes: the prefix of its event type. */
const subjectOf = (type: string): 'customer' | 'prospect' => (type.startsWith('prospect.') ? 'prospect' : 'customer');

/** What a command becomes: an event's type and payload, or the reason it cannot be made. */
type EventBody = { ok: true; type: string; payload: unknown } | { ok: false; reason: string };

async function eventBody(command: Command, resolveReassign: ResolveReassign, valueMileage: ValueMileage): Promise<EventBody> {
  switch (command.type) {
    case 'customer.create':
      return { ok: true, type: 'customer.created', payload: { id: command.id, form: command.form } };
    case 'customer.update': {
      const status = command.status === undefined ? {} : { status: command.status };
      return { ok: true, type: 'customer.updated', payload: { id: command.id, form: command.form, ...status } };
    }
    case 'prospect.update':
      return { ok: true, type: 'prospect.updated', payload: { id: command.id, form: command.form } };
    case 'customer.saveNote':
    case 'prospect.saveNote':
      return { ok: true, type: `${subjectOf(command.type)}.note_saved`, payload: { id: command.id, customer_id: command.customer_id, note: command.note } };
    case 'customer.deleteNote':
    case 'prospect.deleteNote':
      return { ok: true, type: `${subjectOf(command.type)}.note_deleted`, payload: { id: command.id, customer_id: command.customer_id } };
    case 'customer.setActive':
    case 'prospect.setActive':
      return { ok: true, type: `${subjectOf(command.type)}.active_set`, payload: { customer_id: command.customer_id, active: command.active } };
    case 'customer.addVehicle':
      return { ok: true, type: 'customer.vehicle_added', payload: { customer_id: command.customer_id, vehicle: command.vehicle } };
    case 'customer.removeVehicle':
      return { ok: true, type: 'customer.vehicle_removed', payload: { customer_id: command.customer_id, vehicle_id: command.vehicle_id } };
    case 'customer.recordOptIn':
      return { ok: true, type: 'customer.opt_in_sent', payload: { customer_id: command.customer_id, email: command.email } };
    case 'customer.assign':
    case 'prospect.assign':
      return { ok: true, type: `${subjectOf(command.type)}.assigned`, payload: { customer_id: command.customer_id, user_id: command.user_id } };
    case 'opportunities.reassign': {
      if (command.user_id === null) return { ok: false, reason: SELECT_USER_MESSAGE };
      const targets = await resolveReassign({ list: 'opportunities', type: command.opportunity_type, filter: command.filter });
      const payload: ReassignPayload = {
        user_id: command.user_id,
        opportunity_type: command.opportunity_type,
        // Kept for the record as a plain JSON object.
        filter: JSON.parse(JSON.stringify(command.filter)) as Record<string, unknown>,
        ...targets,
      };
      return { ok: true, type: 'opportunities.reassigned', payload };
    }
    case 'customers.reassign': {
      if (command.user_id === null) return { ok: false, reason: SELECT_USER_MESSAGE };
      const targets = await resolveReassign({ list: 'customers', type: command.customer_type, filter: command.filter });
      const payload: CustomersReassignPayload = {
        user_id: command.user_id,
        customer_type: command.customer_type,
        filter: JSON.parse(JSON.stringify(command.filter)) as Record<string, unknown>,
        ...targets,
      };
      return { ok: true, type: CUSTOMERS_REASSIGNED, payload };
    }
    case 'deal.update': {
      const result = dealEditResult(command.form);
      return result.ok ? { ok: true, type: DEAL_UPDATED, payload: result.deal } : { ok: false, reason: result.message };
    }
    case 'vehicle.updateMileage': {
      const mileage = v.safeParse(MileageSchema, command.mileage);
      if (!mileage.success) return { ok: false, reason: mileage.issues[0].message };
      const valuation = await valueMileage(command.vehicle_id, mileage.output);
      if (!valuation) return { ok: false, reason: VEHICLE_NOT_ON_FILE_MESSAGE };
      const payload: MileageUpdate = { vehicle_id: command.vehicle_id, customer_id: command.customer_id, mileage: mileage.output, value: valuation.value };
      return { ok: true, type: MILEAGE_UPDATED, payload };
    }
    case 'appointment.book': {
      const { form } = command;
      const payload = {
        id: command.id,
        customer_id: command.customer_id,
        prospect_id: command.prospect_id,
        user_id: form.user_id,
        appointment_at: appointmentWallTime(form),
        note: form.note,
        confirmation: form.confirmation,
        customer_message: form.customer_message,
      };
      return { ok: true, type: APPOINTMENT_BOOKED, payload };
    }
    case 'appointment.update': {
      const { form } = command;
      const payload = { id: command.id, user_id: form.user_id, appointment_at: appointmentWallTime(form), note: form.note, customer_message: form.customer_message };
      return { ok: true, type: APPOINTMENT_UPDATED, payload };
    }
    case 'appointment.delete':
      return { ok: true, type: APPOINTMENT_DELETED, payload: { id: command.id } };
    case 'template.create':
    case 'template.update':
    case 'template.copy':
    case 'template.delete':
      return templateEventBody(command);
    case 'dealership.update':
    case 'settings.save':
      return settingsEventBody(command);
    case 'outreach.sendEmail':
    case 'outreach.sendText':
    case 'outreach.markRead':
      return outreachEventBody(command);
  }
}

/**
 * A command made into an event for the active dealer: our own UUID, the actor, the client's time. A reassign names
 * the customers and opportunities its filter selects now, so it applies offline and replays the same on the server.
 */
export async function commandEvent(
  command: Command,
  actor: number,
  dealer: string,
  resolveReassign: ResolveReassign,
  valueMileage: ValueMileage,
): Promise<{ ok: true; event: EventEnvelope } | { ok: false; reason: string }> {
  const body = await eventBody(command, resolveReassign, valueMileage);
  if (!body.ok) return body;
  return {
    ok: true,
    event: { id: crypto.randomUUID(), type: body.type, dealer, actor, time: new Date().toISOString(), payload: body.payload },
  };
}
