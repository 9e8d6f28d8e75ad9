import { amountOrZero } from './amountOrZero.ts';
import { roundCents } from './roundCents.ts';
import type { DealCalculatorInput } from './dealCalculator.ts';
import { dealerDeskTerms } from './dealerDeskTerms.ts';
import type { Frequency } from './dealConstants.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import type { DealDocs } from './dealDocs.ts';
import type { ReplacementVehicle } from './replacementVehicle.ts';

export type DealTabName = 'finance' | 'lease';

/**
 * What the salesperson types and picks on the deal sheet: amounts as typed (text; a null trade is the deal's own
 * trade value, which a mileage update or a deal edit moves), the tab on screen, the option
 * chosen in each tab (null: none chosen, the lowest monthly is active), the additional programs toggled in, and the
 * payment frequency shown and printed.
 */
export type DeskInputs = {
  downpayment: string;
  trade: string | null;
  tab: DealTabName;
  chosen: Record<DealTabName, string | null>;
  additional: string[];
  frequency: Frequency;
};

/**
 * A typed amount, to cents: "12,500.50" and "$12500.5" read 12500.5; empty or not a number counts as 0 (spec 001
 * §2.4). Cents, so the desk prices with the amount the deal sheet prints.
 */
export function deskAmount(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned === '' ? 0 : roundCents(amountOrZero(Number(cleaned)));
}

/** Whether a typed amount reads as a number (an empty field does: it counts as 0). */
export function isDeskAmount(text: string): boolean {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned === '' || Number.isFinite(Number(cleaned));
}

/** The trade field's text: what was typed, else the deal's own trade value. */
export function deskTradeText(desk: DeskInputs, opportunity: Pick<Opportunity, 'trade'>): string {
  return desk.trade ?? String(opportunity.trade);
}

/** The trade the desk prices with: what was typed (empty counts as 0), else the deal's own trade value. */
export function deskTrade(desk: DeskInputs, opportunity: Pick<Opportunity, 'trade'>): number {
  return desk.trade === null ? opportunity.trade : deskAmount(desk.trade);
}

/**
 * The desk's starting inputs: no downpayment, the trade of the route (the replacement picker carries it back) or
 * the deal's own trade value, the finance tab, nothing chosen, no programs, the customer's own frequency.
 */
export function initialDeskInputs(docs: Pick<DealDocs, 'opportunity'>, routeTrade: number | null): DeskInputs {
  return {
    downpayment: '',
    trade: routeTrade === null ? null : String(routeTrade),
    tab: 'finance',
    chosen: { finance: null, lease: null },
    additional: [],
    frequency: docs.opportunity.frequency ?? 'm',
  };
}

/**
 * The calculator's input for a deal: the replacement's price and incentives, the desk's downpayment and trade,
 * the opportunity's payout, the dealer's fees, tax and desk option, the customer's current payment at its frequency.
 */
export function dealCalculatorInput(
  docs: Pick<DealDocs, 'opportunity' | 'settings'>,
  replacement: ReplacementVehicle,
  desk: DeskInputs,
): DealCalculatorInput {
  return {
    price: replacement.price,
    incentives: replacement.incentives,
    downpayment: deskAmount(desk.downpayment),
    trade: deskTrade(desk, docs.opportunity),
    payout: docs.opportunity.payout,
    ...dealerDeskTerms(docs.settings),
    current: { payment: docs.opportunity.payments, frequency: docs.opportunity.frequency ?? 'm' },
    chosen: desk.chosen,
    additional: desk.additional,
  };
}
