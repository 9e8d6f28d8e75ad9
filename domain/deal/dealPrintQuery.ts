import * as v from 'valibot';
import { FREQUENCIES, type Frequency } from './dealConstants.ts';
import { roundCents } from './roundCents.ts';

/** What the deal page prints: the opportunity, the replacement it shows and the calculator's active option with its inputs. */
export type DealPrintInput = {
  opportunityId: string;
  /** The dealer's token (the opportunity's dealer): the print is a dealer API call like every other. */
  dealer: string;
  /** The replacement (upgrade) vehicle, null when none is chosen. */
  upgrade: { year: number; make: string; model: string; trim: string; photo: string; price: number } | null;
  /**
   * The active calculator option, null when the tab has none: its type, rate, term, cash incentive, the lease's
   * residual % and factor, and its tab's additional programs toggled in (cash total).
   */
  option: { type: 'finance' | 'lease'; rate: number; term: number; cash: number; residual: number; factor: number; additional: number } | null;
  /** The desk's down payment. */
  downpayment: number;
  frequency: Frequency;
  trade: number;
  brand: string;
};

/**
 * The single deal sheet print of spec 001 §7 and spec 002 §3 "Dealsheet print parameters":
 * GET /dealsheet/print?opportunity_id&upgrade_*&trade&brand (and the dealer's token). With an active option the path
 * carries the payment's inputs (type, APR, term, frequency, cash incentive, additional programs, down payment, and
 * a lease's residual and factor) rather than the spec's upgrade_payments and upgrade_cob: the server derives the
 * payment and the cost of borrowing from them with the desk's own formulas (paymentFigures), so the sheet prints
 * every input beside what it gives.
 */
export function dealPrintPath(input: DealPrintInput): string {
  const query = new URLSearchParams({ opportunity_id: input.opportunityId });
  const { upgrade, option } = input;
  if (upgrade) {
    query.set('upgrade_year', String(upgrade.year));
    query.set('upgrade_make', upgrade.make);
    query.set('upgrade_model', upgrade.model);
    query.set('upgrade_trim', upgrade.trim);
    query.set('upgrade_photo', upgrade.photo);
    query.set('upgrade_price', String(upgrade.price));
    if (option) {
      query.set('upgrade_apr', String(option.rate));
      query.set('upgrade_type', option.type);
      query.set('upgrade_term', String(option.term));
      query.set('upgrade_frequency', input.frequency);
      query.set('upgrade_cash', String(option.cash));
      query.set('upgrade_additional', String(option.additional));
      query.set('upgrade_downpayment', String(input.downpayment));
      if (option.type === 'lease') {
        query.set('upgrade_residual', String(option.residual));
        query.set('upgrade_factor', String(option.factor));
      }
    }
  }
  query.set('trade', String(input.trade));
  query.set('brand', input.brand);
  query.set('token', input.dealer);
  return `/dealsheet/print?${query}`;
}

/**
 * The upgrade's payment as a print asks for it: the option (type, APR, term, cash incentive, residual %, factor), its
 * tab's additional programs (cash), the desk's down payment and the frequency the payment is printed at.
 */
export type DealPrintOption = {
  type: 'finance' | 'lease';
  apr: number;
  term: number;
  frequency: Frequency;
  cash: number;
  additional: number;
  downpayment: number;
  residual: number;
  factor: number;
};

/** A print request read from its query string: the upgrade null when none was given, trade null to keep the row's. */
export type DealPrintQuery = {
  opportunityId: string;
  upgrade: { year: number; make: string; model: string; trim: string; photo: string; price: number; option: DealPrintOption | null } | null;
  trade: number | null;
  brand: string;
};

const AMOUNT = /^\d{1,9}(\.\d{1,4})?$/;
const SIGNED_AMOUNT = /^-?\d{1,9}(\.\d{1,4})?$/;
const PERCENT = /^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/;
const FACTOR = /^0?\.\d{1,10}$|^[01]$/;

const amount = (pattern: RegExp, message: string) => v.optional(v.pipe(v.string(), v.trim(), v.regex(pattern, message), v.transform(Number)));
/** An amount of money, read to cents as the sheet prints it, so its figures are derived from what it shows. */
const money = (pattern: RegExp, message: string) => v.optional(v.pipe(v.string(), v.trim(), v.regex(pattern, message), v.transform((text) => roundCents(Number(text)))));
const text = (name: string) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, `The ${name} is too long (100 characters at most).`)), '');

const VEHICLE_FIELDS = ['upgrade_year', 'upgrade_make', 'upgrade_model', 'upgrade_trim', 'upgrade_photo', 'upgrade_price'] as const;
const OPTION_FIELDS = ['upgrade_apr', 'upgrade_type', 'upgrade_term'] as const;
const OPTION_INPUTS = ['upgrade_cash', 'upgrade_additional', 'upgrade_downpayment', 'upgrade_residual', 'upgrade_factor'] as const;

export const UPGRADE_VEHICLE_MESSAGE = 'The upgrade needs its year, make, model and price.';
export const UPGRADE_OPTION_MESSAGE = 'The upgrade’s payment needs its type, APR and term.';

const DealPrintParamsSchema = v.looseObject({
  opportunity_id: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty('Please name the opportunity to print (opportunity_id).'),
    v.maxLength(200, 'The opportunity id is too long.'),
  ),
  upgrade_year: amount(/^\d{4}$/, 'The upgrade year must be a year of 4 digits.'),
  upgrade_make: text('upgrade make'),
  upgrade_model: text('upgrade model'),
  upgrade_trim: text('upgrade trim'),
  upgrade_photo: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(2000, 'The upgrade photo address is too long.'),
      v.regex(/^(https?:\/\/\S+)?$/, 'The upgrade photo must be a web address (http or https).'),
    ),
    '',
  ),
  upgrade_price: money(AMOUNT, 'The upgrade price must be an amount of 0 or more.'),
  upgrade_apr: amount(AMOUNT, 'The upgrade APR must be a rate of 0 or more.'),
  upgrade_type: v.optional(v.picklist(['finance', 'lease'], 'The upgrade type must be finance or lease.')),
  upgrade_term: amount(/^[1-9]\d{0,2}$/, 'The upgrade term must be a whole number of months from 1.'),
  upgrade_frequency: v.optional(v.picklist(FREQUENCIES, 'The upgrade frequency must be m (monthly), b (biweekly) or w (weekly).'), 'm'),
  upgrade_cash: money(AMOUNT, 'The upgrade cash incentive must be an amount of 0 or more.'),
  upgrade_additional: money(AMOUNT, 'The upgrade programs must be an amount of 0 or more.'),
  upgrade_downpayment: money(SIGNED_AMOUNT, 'The down payment must be an amount.'),
  upgrade_residual: amount(PERCENT, 'The upgrade residual must be a percent from 0 to 100.'),
  upgrade_factor: amount(FACTOR, 'The upgrade lease factor must be a number from 0 to 1.'),
  trade: money(SIGNED_AMOUNT, 'The trade must be an amount.'),
  brand: text('brand'),
});

type DealPrintParams = v.InferOutput<typeof DealPrintParamsSchema>;

/** Whether any of the fields was given (an empty text, which the vehicle's text fields default to, is not). */
const given = (query: Record<string, unknown>, fields: readonly string[]) => fields.some((field) => query[field] !== undefined && query[field] !== '');

/** The upgrade and its payment as a whole: answered only when the vehicle and the option's type, APR and term were given. */
function readQuery(query: DealPrintParams): DealPrintQuery {
  const { upgrade_year: year, upgrade_price: price, upgrade_apr: apr, upgrade_type: type, upgrade_term: term } = query;
  const option =
    apr !== undefined && type !== undefined && term !== undefined
      ? {
          type,
          apr,
          term,
          frequency: query.upgrade_frequency,
          cash: query.upgrade_cash ?? 0,
          additional: query.upgrade_additional ?? 0,
          downpayment: query.upgrade_downpayment ?? 0,
          residual: query.upgrade_residual ?? 0,
          factor: query.upgrade_factor ?? 0,
        }
      : null;
  const upgrade =
    year !== undefined && price !== undefined
      ? { year, make: query.upgrade_make, model: query.upgrade_model, trim: query.upgrade_trim, photo: query.upgrade_photo, price, option }
      : null;
  return { opportunityId: query.opportunity_id, upgrade, trade: query.trade ?? null, brand: query.brand };
}

/**
 * What GET /dealsheet/print accepts for one deal sheet: the query's strings read as numbers, each malformed value
 * refused with what is wrong, and the upgrade taken as a whole (its vehicle, then its payment's type, APR and term
 * together; an input left out counts as 0, and the sheet prints it so). Other parameters (the dealer's token, the
 * link token, the spec's upgrade_payments and upgrade_cob, which the server derives instead) pass through unread.
 */
export const DealPrintQuerySchema = v.pipe(
  DealPrintParamsSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const query = dataset.value;
    const payment = given(query, OPTION_FIELDS) || given(query, OPTION_INPUTS);
    const upgrade = given(query, VEHICLE_FIELDS) || payment;
    if (upgrade && (query.upgrade_year === undefined || !query.upgrade_make || !query.upgrade_model || query.upgrade_price === undefined)) {
      addIssue({ message: UPGRADE_VEHICLE_MESSAGE });
    } else if (payment && OPTION_FIELDS.some((field) => query[field] === undefined)) {
      addIssue({ message: UPGRADE_OPTION_MESSAGE });
    }
  }),
  v.transform(readQuery),
);
