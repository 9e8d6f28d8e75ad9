import * as v from 'valibot';
import { isIsoDay } from '../time/calendarDay.ts';
import { DEAL_TYPES, FREQUENCIES } from './dealConstants.ts';

/** The deal edit form's fields (spec 001 §2.4 "Deal edit form"), in the spec's order. */
export const DEAL_EDIT_FIELDS = [
  'opportunity_id',
  'customer_id',
  'vehicle_id',
  'type',
  'frequency',
  'term',
  'rate',
  'payment',
  'trade',
  'bank',
  'amount',
  'downpayment',
  'sold_at',
  'inservice_at',
  'payout',
] as const;
export type DealEditField = (typeof DEAL_EDIT_FIELDS)[number];

/**
 * The form as the user fills it: every field as typed, and whether EDIT was pressed beside the payout (until then
 * the payout is the payout rule's, computed as the user types).
 */
export type DealEditForm = Record<DealEditField, string> & { payout_edited: boolean };

/** The messages shown under the fields, one rule each. */
export const DEAL_EDIT_MESSAGES = {
  opportunity_id: 'This deal has no opportunity.',
  customer_id: 'This deal has no customer.',
  vehicle_id: 'This deal has no vehicle.',
  type: 'Choose finance, lease or cash.',
  frequency: 'Choose monthly, biweekly or weekly payments.',
  term: 'Enter the term in whole months, from 0 to 120.',
  financedTerm: 'A finance or lease term is at least 1 month.',
  rate: 'Enter the rate as a percent from 0 to 100.',
  payment: 'Enter the payment in dollars (0 or more).',
  trade: 'Enter the trade value in dollars (0 or more).',
  bank: 'The bank name is at most 100 characters.',
  amount: 'Enter the amount in dollars (0 or more).',
  downpayment: 'Enter the down payment in dollars (0 or more).',
  sold_at: 'Enter the date the vehicle was sold.',
  inservice_at: 'Enter the in-service date as a date, or leave it empty.',
  payout: 'Enter the payout in dollars (0 or more).',
  payout_edited: 'Say whether the payout was typed (payout_edited true or false).',
} as const;

const M = DEAL_EDIT_MESSAGES;
/** No deal on a dealer's desk is near ten million dollars: a larger figure is a typing slip. */
const MAX_AMOUNT = 10_000_000;
const Id = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(100, message));
const Money = (message: string) => v.pipe(v.number(message), v.finite(message), v.minValue(0, message), v.maxValue(MAX_AMOUNT, message));
const Day = (message: string) => v.pipe(v.string(message), v.check(isIsoDay, message));

/**
 * A deal edit as recorded in the 'deal.updated' event: the form's fields as numbers, ISO days (in-service null
 * when none), and payout_edited. A finance or lease needs a term of at least a month. The form, the worker and the
 * server all check a deal with it.
 */
export const DealUpdatePayloadSchema = v.pipe(
  v.object({
    opportunity_id: Id(M.opportunity_id),
    customer_id: Id(M.customer_id),
    vehicle_id: Id(M.vehicle_id),
    type: v.picklist(DEAL_TYPES, M.type),
    frequency: v.picklist(FREQUENCIES, M.frequency),
    term: v.pipe(v.number(M.term), v.integer(M.term), v.minValue(0, M.term), v.maxValue(120, M.term)),
    rate: v.pipe(v.number(M.rate), v.finite(M.rate), v.minValue(0, M.rate), v.maxValue(100, M.rate)),
    payment: Money(M.payment),
    trade: Money(M.trade),
    bank: v.pipe(v.string(M.bank), v.trim(), v.maxLength(100, M.bank)),
    amount: Money(M.amount),
    downpayment: Money(M.downpayment),
    sold_at: Day(M.sold_at),
    inservice_at: v.nullable(Day(M.inservice_at), null),
    payout: Money(M.payout),
    payout_edited: v.boolean(M.payout_edited),
  }),
  v.forward(
    v.partialCheck([['type'], ['term']], (deal) => deal.type === 'cash' || deal.term >= 1, M.financedTerm),
    ['term'],
  ),
);
export type DealUpdate = v.InferOutput<typeof DealUpdatePayloadSchema>;

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** A typed amount: thousands separators, dollar signs and spaces are ignored; anything else not a number is NaN. */
export function typedNumber(text: string): number {
  const clean = text.replace(/[\s,$]/g, '');
  return NUMBER.test(clean) ? Number(clean) : Number.NaN;
}

/** An empty trade or down payment counts as 0 (spec 001 §2.4); any other text must be a number (NaN fails the schema). */
const emptyIsZero = (text: string) => (text.trim() === '' ? 0 : typedNumber(text));

/** The form's text as the event's values: empty downpayment or trade count as 0, an empty in-service date is none. */
function typedDeal(form: DealEditForm): Record<keyof DealUpdate, unknown> {
  return {
    opportunity_id: form.opportunity_id,
    customer_id: form.customer_id,
    vehicle_id: form.vehicle_id,
    type: form.type,
    frequency: form.frequency,
    term: typedNumber(form.term),
    rate: typedNumber(form.rate),
    payment: typedNumber(form.payment),
    trade: emptyIsZero(form.trade),
    bank: form.bank,
    amount: typedNumber(form.amount),
    downpayment: emptyIsZero(form.downpayment),
    sold_at: form.sold_at.trim(),
    inservice_at: form.inservice_at.trim() === '' ? null : form.inservice_at.trim(),
    payout: typedNumber(form.payout),
    payout_edited: form.payout_edited,
  };
}

/** The message under each field that breaks a rule (the first rule it breaks). */
export type DealEditErrors = Partial<Record<DealEditField | 'payout_edited', string>>;

export type DealEditResult = { ok: true; deal: DealUpdate } | { ok: false; errors: DealEditErrors; message: string };

/**
 * Checks a filled form: the deal to record, or the message of each wrong field and the first of them in the
 * form's order (what a caller without the form shows).
 */
export function dealEditResult(form: DealEditForm): DealEditResult {
  const parsed = v.safeParse(DealUpdatePayloadSchema, typedDeal(form));
  if (parsed.success) return { ok: true, deal: parsed.output };
  const errors: DealEditErrors = {};
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) as DealEditField | 'payout_edited' | null;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  const first = [...DEAL_EDIT_FIELDS, 'payout_edited' as const].find((field) => errors[field] !== undefined);
  return { ok: false, errors, message: first ? (errors[first] ?? '') : (parsed.issues[0]?.message ?? '') };
}
