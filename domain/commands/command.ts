import type { AppointmentForm } from '../calendar/appointmentForm.ts';
import type { CustomerStatus } from '../customers/customer.ts';
import type { CustomerForm } from '../customers/customerForm.ts';
import type { ProspectForm } from '../prospects/prospectForm.ts';
import type { AddedVehicle } from '../customers/customerVehicleEvents.ts';
import type { CustomerFilterValues, CustomerListType } from '../customers/customerList.ts';
import type { DealEditForm } from '../deal/dealEdit.ts';
import type { OpportunityType } from '../opportunities/opportunityType.ts';
import type { OpportunityFilter } from '../opportunityList/opportunityFilter.ts';
import type { TemplateCommand } from '../templates/templateCommands.ts';
import type { SettingsCommand } from '../settings/settingsCommands.ts';
import type { OutreachCommand } from '../outreach/outreachCommands.ts';

/**
 * What a user asks to change, before it is an event: the worker dispatches these, the server's HTTP write routes
 * make them from a request, and commandEvent turns either into the same event.
 */
export type Command =
  | { type: 'customer.create'; id: string; form: CustomerForm }
  | { type: 'customer.update'; id: string; form: CustomerForm; status?: CustomerStatus }
  | { type: 'prospect.update'; id: string; form: ProspectForm }
  /** Attach Note, or an edit of the note `id` (a new id for a new note); prospect.* for a prospect (customer_id names it). */
  | { type: 'customer.saveNote' | 'prospect.saveNote'; id: string; customer_id: string; note: string }
  | { type: 'customer.deleteNote' | 'prospect.deleteNote'; id: string; customer_id: string }
  /** Mark Active (true) or Mark Inactive (false). */
  | { type: 'customer.setActive' | 'prospect.setActive'; customer_id: string; active: boolean }
  /** Add Vehicle: a VIN with its model year, make, model and trim. */
  | { type: 'customer.addVehicle'; customer_id: string; vehicle: AddedVehicle }
  | { type: 'customer.removeVehicle'; customer_id: string; vehicle_id: string }
  /** Records an opt-in e-mail the server sent (made by the server's opt-in route only: the mail goes first). */
  | { type: 'customer.recordOptIn'; customer_id: string; email: string }
  /** Update Salesperson: a user of the dealer, or null for none. */
  | { type: 'customer.assign' | 'prospect.assign'; customer_id: string; user_id: number | null }
  /**
   * Reassigns the customers of every row of a list's filter to a user (one 'opportunities.reassigned' event): the
   * worker resolves the rows of `opportunity_type` matching `filter` from its local index when dispatched.
   */
  | { type: 'opportunities.reassign'; id: string; user_id: number | null; opportunity_type: OpportunityType; filter: OpportunityFilter }
  /**
   * Moves every customer of a customer list's filter to a user (one 'customers.reassigned' event): the worker
   * resolves the customers of `customer_type` matching `filter`, and their opportunities, when dispatched.
   */
  | { type: 'customers.reassign'; id: string; user_id: number | null; customer_type: CustomerListType; filter: CustomerFilterValues }
  /** Saves the deal edit form (one 'deal.updated' event); a form that breaks a rule answers its first message. */
  | { type: 'deal.update'; form: DealEditForm }
  /**
   * A new mileage for an owned vehicle (one 'vehicle.mileage_updated' event carrying the trade value the worker
   * computes from its local documents with mileageValuation).
   */
  | { type: 'vehicle.updateMileage'; vehicle_id: string; customer_id: string; mileage: number }
  /** Book Appointment / Add Event (spec 000 §2): with a customer, a prospect or neither; `id` is the new entry's. */
  | { type: 'appointment.book'; id: string; customer_id: string | null; prospect_id: string | null; form: AppointmentForm }
  /** EDIT APPT / EVENT of a booked entry (its confirmation toggle is not sent again). */
  | { type: 'appointment.update'; id: string; form: AppointmentForm }
  /** DELETE APPT / EVENT of a booked entry. */
  | { type: 'appointment.delete'; id: string }
  /** The templates tab's create, update, copy and delete (spec 002 §2). */
  | TemplateCommand
  /** The Dealership and Opportunity settings tabs' saves (spec 002 §2). */
  | SettingsCommand
  /** Outreach: send an e-mail or a text, mark a person's messages read (spec 001 §2.5). */
  | OutreachCommand;
