import type { DealDocs } from './dealDocs.ts';
import type { DealEditForm } from './dealEdit.ts';

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** A date input's value: the ISO day of a date or date-time. */
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/**
 * The deal edit form as it opens: the owned vehicle's contract and in-service date, the opportunity's trade and
 * payout (the figures the deal sheet shows). A payout the desk typed before opens as typed (EDIT pressed); without
 * a contract on file the opportunity row's figures fill what they can.
 */
export function dealEditForm(docs: Pick<DealDocs, 'opportunity' | 'vehicle'>): DealEditForm {
  const { opportunity, vehicle } = docs;
  const contract = vehicle?.contract ?? null;
  return {
    opportunity_id: opportunity.id,
    customer_id: opportunity.customer_id,
    vehicle_id: opportunity.vehicle_id,
    type: contract?.type ?? opportunity.sale_type ?? 'finance',
    frequency: contract?.frequency ?? opportunity.frequency ?? 'm',
    term: text(contract?.term ?? opportunity.term),
    rate: text(contract?.rate ?? opportunity.apr),
    payment: text(contract?.payment ?? opportunity.payments),
    trade: text(opportunity.trade),
    bank: contract?.bank_name ?? '',
    amount: text(contract?.amount),
    downpayment: text(contract?.downpayment),
    sold_at: day(contract?.sold_at),
    inservice_at: day(vehicle?.inservice_at),
    payout: text(opportunity.payout),
    payout_edited: vehicle?.desk?.payout !== null && vehicle?.desk?.payout !== undefined,
  };
}
