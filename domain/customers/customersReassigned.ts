import * as v from 'valibot';
import { REASSIGN_ENTRIES, reassignEvent } from '../opportunityList/reassignEvent.ts';
import { CUSTOMER_LIST_TYPES } from './customerList.ts';

export const CUSTOMERS_REASSIGNED = 'customers.reassigned';

/**
 * Moves every customer of a customer list's current filter to one user (spec 000 §2 "reassign customers popup",
 * §7 POST /customers/reassignment), as ONE event: the customers the filter of that list type selects when the user
 * confirms, and every opportunity of theirs (an opportunity's salesperson is its customer's).
 */
export const CustomersReassignPayloadSchema = v.object({ ...REASSIGN_ENTRIES, customer_type: v.picklist(CUSTOMER_LIST_TYPES) });
export type CustomersReassignPayload = v.InferOutput<typeof CustomersReassignPayloadSchema>;

export const customersReassigned = reassignEvent(CustomersReassignPayloadSchema, 'customer.reassign');
