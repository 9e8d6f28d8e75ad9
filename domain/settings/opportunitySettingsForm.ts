import * as v from 'valibot';
import { DealerConfigSchema, OpportunityFlagsSchema } from './dealerSettings.ts';

/** Spec 002 §2 Opportunity settings screen: what Save shows (its spelling), and the delete question of §5. */
export const OPPORTUNITY_SETTINGS_SAVED_TITLE = 'Success!';
export const OPPORTUNITY_SETTINGS_SAVED_MESSAGE = 'Opportunty settings successfully updated';
export const DELETE_ROW_QUESTION = 'Are you sure you want to delete?';

export const RATE_TERM_MESSAGE = 'The term is a whole number of months from 1 to 120.';
export const RATE_TYPE_MESSAGE = 'Please choose finance or lease.';
export const RATE_MESSAGE = 'The rate is a percent from 0 to 100.';
export const RATE_DUPLICATE_MESSAGE = 'Each term has at most one finance rate and one lease rate.';
export const FEE_NAME_MESSAGE = 'Please enter the fee’s name.';
export const TAX_NAME_MESSAGE = 'Please enter the tax’s name.';
export const AMOUNT_MESSAGE = 'The value is an amount of 0 or more.';
export const PERCENT_MESSAGE = 'A variable value is a percent from 0 to 100.';
export const ROW_TYPE_MESSAGE = 'Please choose fixed or variable.';
export const EXPIRY_MESSAGE = 'The expiry is a whole number of days, 1 or more.';
export const NEGATIVE_EQUITY_MESSAGE = 'The negative equity maximum is a percent of 0 or more.';
export const TRADE_AMOUNT_MESSAGE = 'The trade amount is 0 or more.';

/** At most this many rows of rates, fees and taxes: a screen's worth, far past what a dealer keeps. */
export const MAX_SETTINGS_ROWS = 50;
const TOO_MANY_ROWS = `At most ${MAX_SETTINGS_ROWS} rows.`;

const Count = (message: string) => v.pipe(v.number(message), v.finite(message));
const Name = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(100, 'A name holds at most 100 characters.'));
const Flag = v.picklist([0, 1] as const, 'Choose yes or no.');
const RowType = v.picklist(['fixed', 'variable'] as const, ROW_TYPE_MESSAGE);

/** A variable value is a percent: at most 100. */
const percentIfVariable = <R extends { type: 'fixed' | 'variable'; value: number }>(row: R) => row.type === 'fixed' || row.value <= 100;

/** A DEALER RATES row (spec 002 §3 Rate): the annual percent for a term in months, finance or lease. */
export const RateRowSchema = v.object({
  term: v.pipe(Count(RATE_TERM_MESSAGE), v.integer(RATE_TERM_MESSAGE), v.minValue(1, RATE_TERM_MESSAGE), v.maxValue(120, RATE_TERM_MESSAGE)),
  type: v.picklist(['finance', 'lease'] as const, RATE_TYPE_MESSAGE),
  rate: v.pipe(Count(RATE_MESSAGE), v.minValue(0, RATE_MESSAGE), v.maxValue(100, RATE_MESSAGE)),
});
export type RateRow = v.InferOutput<typeof RateRowSchema>;

/** A FEE MANAGEMENT row (spec 002 §3 Fee): $ when fixed, % when variable; rebate 1 subtracts; tax 1 is post-tax. */
export const FeeRowSchema = v.pipe(
  v.object({
    name: Name(FEE_NAME_MESSAGE),
    type: RowType,
    value: v.pipe(Count(AMOUNT_MESSAGE), v.minValue(0, AMOUNT_MESSAGE)),
    rebate: Flag,
    tax: Flag,
  }),
  v.forward(v.check(percentIfVariable, PERCENT_MESSAGE), ['value']),
);
export type FeeRow = v.InferOutput<typeof FeeRowSchema>;

/** A TAX MANAGEMENT row (spec 002 §3 Tax): a percent when variable (the default), dollars when fixed. */
export const TaxRowSchema = v.pipe(
  v.object({
    name: Name(TAX_NAME_MESSAGE),
    type: v.optional(RowType, 'variable'),
    value: v.pipe(Count(AMOUNT_MESSAGE), v.minValue(0, AMOUNT_MESSAGE)),
  }),
  v.forward(v.check(percentIfVariable, PERCENT_MESSAGE), ['value']),
);
export type TaxRow = v.InferOutput<typeof TaxRowSchema>;

const rateKey = (rate: RateRow) => `${rate.type}:${rate.term}`;

export const RatesSchema = v.pipe(
  v.array(RateRowSchema),
  v.maxLength(MAX_SETTINGS_ROWS, TOO_MANY_ROWS),
  v.check((rates) => new Set(rates.map(rateKey)).size === rates.length, RATE_DUPLICATE_MESSAGE),
);
export const FeesSchema = v.pipe(v.array(FeeRowSchema), v.maxLength(MAX_SETTINGS_ROWS, TOO_MANY_ROWS));
export const TaxesSchema = v.pipe(v.array(TaxRowSchema), v.maxLength(MAX_SETTINGS_ROWS, TOO_MANY_ROWS));

/**
 * The Opportunity Settings section's config (spec 002 §3 Dealer config but the time zone, which the Dealership tab
 * owns), with the form's messages; the defaults of §9 fill what is left out.
 */
export const OpportunityConfigSchema = v.object({
  ...v.omit(DealerConfigSchema, ['dealer_timezone']).entries,
  service_declined: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30, 'An op code holds at most 30 characters.')), ''),
  dealsheet_expiry: v.optional(v.pipe(Count(EXPIRY_MESSAGE), v.integer(EXPIRY_MESSAGE), v.minValue(1, EXPIRY_MESSAGE), v.maxValue(365, EXPIRY_MESSAGE)), 7),
  dealsheet_negative_equity: v.optional(v.pipe(Count(NEGATIVE_EQUITY_MESSAGE), v.minValue(0, NEGATIVE_EQUITY_MESSAGE)), 100),
  dealsheet_tradevalue: v.optional(v.pipe(Count(TRADE_AMOUNT_MESSAGE), v.minValue(0, TRADE_AMOUNT_MESSAGE)), 0),
});
export type OpportunityConfig = v.InferOutput<typeof OpportunityConfigSchema>;

/**
 * What settings.saved changes (spec 002 §7 POST /settings/opportunity, /settings/rates, /settings/fees,
 * /settings/tax, or the screen's one Save): each part given replaces the dealer's; config and flags name only the
 * fields they change; a part left out stays as it is.
 */
export const SettingsChangeSchema = v.object({
  config: v.optional(v.partial(OpportunityConfigSchema)),
  opportunities: v.optional(v.partial(OpportunityFlagsSchema)),
  rates: v.optional(RatesSchema),
  fees: v.optional(FeesSchema),
  taxes: v.optional(TaxesSchema),
});
export type SettingsChange = v.InferOutput<typeof SettingsChangeSchema>;

/** The whole opportunity settings screen as one form: what its Save sends, every part given. */
export const OpportunitySettingsFormSchema = v.object({
  config: OpportunityConfigSchema,
  opportunities: OpportunityFlagsSchema,
  rates: RatesSchema,
  fees: FeesSchema,
  taxes: TaxesSchema,
});
export type OpportunitySettingsForm = v.InferOutput<typeof OpportunitySettingsFormSchema>;
