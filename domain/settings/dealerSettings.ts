import * as v from 'valibot';

const Flag = v.picklist([0, 1] as const);
const Amount = v.pipe(v.number(), v.finite(), v.minValue(0));

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The dealer config of spec 002 §3 with the defaults of §9. dealsheet_negative_equity is the maximum negative
 * equity in percent (of the trade value, as the deal math reads it); the spec gives no default, 100 lets
 * negative equity up to the whole trade value through. service_declined is the op code of a declined service
 * (none when empty). The timezone defaults to Eastern, the demo group's head office.
 */
export const DealerConfigSchema = v.object({
  dealer_timezone: v.optional(
    v.pipe(v.string(), v.check(isTimeZone, (issue) => `Invalid time zone: Expected an IANA name such as America/Toronto but received ${issue.received}`)),
    'America/Toronto',
  ),
  service_declined: v.optional(v.pipe(v.string(), v.trim()), ''),
  dealsheet_expiry: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 7),
  dealsheet_negative_equity: v.optional(Amount, 100),
  dealsheet_orphans: v.optional(Flag, 1),
  dealsheet_trade: v.optional(v.picklist(['value', 'great', 'good', 'average', 'rough'] as const), 'value'),
  dealsheet_tradedirection: v.optional(v.picklist(['increase', 'decrease'] as const), 'increase'),
  dealsheet_tradevalue: v.optional(Amount, 0),
  dealsheet_tradeoption: v.optional(v.picklist(['$', '%'] as const), '$'),
  /** Desk option beyond the spec (docs/deal-math.md): 1 applies the trade equity (trade − payout) to finance options. */
  desk_trade_equity_finance: v.optional(Flag, 0),
  /** Desk option beyond the spec (docs/deal-math.md): 1 prices build vehicles all-in, freight included. */
  desk_finance_freight: v.optional(Flag, 0),
});
export type DealerConfig = v.InferOutput<typeof DealerConfigSchema>;

/** The opportunity types the dealer mines (spec 002 §3 flags saved, 1 on, 0 off; all on by default). */
export const OpportunityFlagsSchema = v.object({
  equity: v.optional(Flag, 1),
  appointment: v.optional(Flag, 1),
  leasing: v.optional(Flag, 1),
  warranty: v.optional(Flag, 1),
  cash: v.optional(Flag, 1),
  conquest: v.optional(Flag, 1),
  nonprime: v.optional(Flag, 1),
  service: v.optional(Flag, 1),
});
export type OpportunityFlags = v.InferOutput<typeof OpportunityFlagsSchema>;

/** A dealer rate: the annual percent for a term in months, finance or lease. */
export const DealerRateSchema = v.object({
  term: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(120)),
  type: v.picklist(['finance', 'lease'] as const),
  rate: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100)),
});

/** A fee: value in dollars when fixed, percent of the price when variable; rebate 1 subtracts; tax 1 is post-tax. */
export const DealerFeeSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  type: v.picklist(['fixed', 'variable'] as const),
  value: Amount,
  rebate: v.optional(Flag, 0),
  tax: v.optional(Flag, 0),
});

/** A tax: a percent when variable (the default), dollars when fixed. */
export const DealerTaxSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  type: v.optional(v.picklist(['fixed', 'variable'] as const), 'variable'),
  value: Amount,
});
export type DealerTax = v.InferOutput<typeof DealerTaxSchema>;

/**
 * The tax of a dealer who saved none: the spec's tax factor 1.13 (spec 001 §2.4, §9) as one variable tax of 13 %.
 * A dealer who saves an empty list taxes nothing (docs/deal-math.md, Taxes).
 */
export const DEFAULT_DEALER_TAX: DealerTax = { name: 'HST', type: 'variable', value: 13 };

/** Everything the opportunity settings screen saves for a dealer; any part left out takes its default. */
export const DealerSettingsSchema = v.object({
  config: v.optional(DealerConfigSchema, {}),
  opportunities: v.optional(OpportunityFlagsSchema, {}),
  rates: v.optional(v.array(DealerRateSchema), () => []),
  fees: v.optional(v.array(DealerFeeSchema), () => []),
  taxes: v.optional(v.array(DealerTaxSchema), () => [{ ...DEFAULT_DEALER_TAX }]),
  /** When the opportunity settings screen last saved them (settings.saved); absent until then. */
  updated_at: v.optional(v.string()),
});
export type DealerSettings = v.InferOutput<typeof DealerSettingsSchema>;

/** A dealer's settings before any were imported or saved. */
export const DEFAULT_DEALER_SETTINGS: DealerSettings = v.parse(DealerSettingsSchema, {});
