import type { Contract } from '../dms/ownedVehicle.ts';
import type { DocChange } from '../events/collections.ts';
import { defineEvent } from '../events/definition.ts';
import { contractStatus } from '../opportunities/contractStatus.ts';
import { DEFAULT_DEALER_SETTINGS } from '../settings/dealerSettings.ts';
import { settingsDocId, storedSettings } from '../settings/settingsEvents.ts';
import { dayInTimeZone } from '../time/zonedClock.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import type { OwnedVehicleDoc } from './dealDocs.ts';
import { DealUpdatePayloadSchema, type DealUpdate } from './dealEdit.ts';
import { deskConflict, deskTargets } from './deskTargets.ts';
import { equity } from './equity.ts';

export const DEAL_UPDATED = 'deal.updated';
export const NOT_THE_VEHICLES_OPPORTUNITY_MESSAGE = 'This opportunity is not for this vehicle.';

/** A vehicle that becomes a lease on the form gets the 20,000 km a year the trade model counts as average. */
const NEW_LEASE_KM_ALLOWANCE = 20_000;

/**
 * The contract the form describes. A lease keeps the residual and km allowance it had (the form does not show
 * them); a vehicle that becomes a lease has a residual of 0 and NEW_LEASE_KM_ALLOWANCE; finance and cash hold none.
 */
function dealContract(deal: DealUpdate, previous: Contract | null): Contract {
  const terms = {
    frequency: deal.frequency,
    term: deal.term,
    rate: deal.rate,
    payment: deal.payment,
    amount: deal.amount,
    downpayment: deal.downpayment,
    bank_name: deal.bank,
    sold_at: deal.sold_at,
  };
  if (deal.type === 'lease') {
    const lease = previous?.type === 'lease' ? previous : null;
    return { type: 'lease', ...terms, residual_amount: lease?.residual_amount ?? 0, km_allowance: lease?.km_allowance ?? NEW_LEASE_KM_ALLOWANCE };
  }
  return { type: deal.type, ...terms, residual_amount: null, km_allowance: null };
}

/**
 * The deal edit form saved (spec 001 §2.4): the owned vehicle takes the contract and in-service date of the form
 * and the desk's figures (the trade; the payout only when EDIT was pressed, else the payout rule keeps computing
 * it), and every opportunity row of the vehicle shows the new contract, trade, payout and equity at once, offline
 * too. The server mines the customer again after accepting it (every other column of the rows).
 */
export const dealUpdated = defineEvent({
  payload: DealUpdatePayloadSchema,
  action: 'deal.update',
  targets: (event) => {
    const refs = deskTargets(event.payload.vehicle_id);
    const shown = refs.some((ref) => ref.collection === 'opportunities' && ref.id === event.payload.opportunity_id);
    const rows = shown ? refs : [...refs, { collection: 'opportunities' as const, id: event.payload.opportunity_id }];
    // The dealer's settings name its time zone: payments left are counted to the dealer's day of the edit.
    return [...rows, { collection: 'refs', id: settingsDocId(event.dealer) }];
  },
  conflict: (event, current) => {
    const { payload } = event;
    const opportunity = current({ collection: 'opportunities', id: payload.opportunity_id });
    if (opportunity && opportunity.vehicle_id !== payload.vehicle_id) return NOT_THE_VEHICLES_OPPORTUNITY_MESSAGE;
    return deskConflict(current, payload.vehicle_id, payload.customer_id);
  },
  project: (event, current) => {
    const deal = event.payload;
    const before = current({ collection: 'vehicles', id: deal.vehicle_id });
    if (!before) return [];
    const contract = dealContract(deal, before.contract);
    const payout = deal.type === 'cash' ? 0 : deal.payout;
    const deskPayout = deal.payout_edited && deal.type !== 'cash' ? deal.payout : null;
    const vehicle: OwnedVehicleDoc = { ...before, contract, inservice_at: deal.inservice_at, desk: { trade: deal.trade, payout: deskPayout } };
    const timeZone = storedSettings(current, event.dealer)?.config.dealer_timezone ?? DEFAULT_DEALER_SETTINGS.config.dealer_timezone;
    const status = contractStatus(contract, dayInTimeZone(timeZone, new Date(event.time)), deskPayout);
    const changes: DocChange[] = [{ collection: 'vehicles', id: deal.vehicle_id, doc: vehicle }];
    for (const ref of deskTargets(deal.vehicle_id)) {
      const row = ref.collection === 'opportunities' ? current({ collection: 'opportunities', id: ref.id }) : undefined;
      if (!row) continue;
      const updated: Opportunity = {
        ...row,
        sale_type: status.saleType,
        frequency: status.frequency,
        payments: status.payment,
        payments_left: status.paymentsLeft,
        payments_total: status.paymentsTotal,
        term: status.term,
        apr: status.apr,
        payout,
        trade: deal.trade,
        equity: equity(deal.trade, payout),
      };
      changes.push({ ...ref, doc: updated });
    }
    return changes;
  },
});
