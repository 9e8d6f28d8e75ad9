import * as v from 'valibot';
import type { SettingsChange } from '../../domain/settings/opportunitySettingsForm.ts';

/** A form sends text; a JSON body may send the value itself. */
const Text = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));

/** A number of a form (its text) or of a JSON body; empty text is no number (the rule's message then says what is wanted). */
const NumberField = v.optional(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.transform((text) => (text === '' ? Number.NaN : Number(text))))]),
);

/** A JSON value of a form field (text holding JSON) or of a JSON body (the value itself), of the given shape. */
const Json = <T>(shape: v.GenericSchema<unknown, T>, message: string) =>
  v.union([shape, v.pipe(v.string(message), v.parseJson(undefined, message), shape)], message);

/**
 * POST /dealership/update (spec 002 §7): name, address, city, province, country, postal_code, phone, id, timezone,
 * and the Website field (url) the screen shows. A field left out keeps the dealer's; `id`, when sent, must be the
 * id of the dealer the token names.
 */
export const DealershipUpdateBodySchema = v.object({
  name: Text,
  address: Text,
  city: Text,
  province: Text,
  country: Text,
  postal_code: Text,
  phone: Text,
  url: Text,
  timezone: Text,
  id: Text,
});

/** The form of POST /settings/opportunity: the config fields under their spec names, and the flags as JSON. */
export const OpportunitySettingsBodySchema = v.object({
  'service.declined': Text,
  'dealsheet.expiry': NumberField,
  'dealsheet.negative_equity': NumberField,
  'dealsheet.orphans': NumberField,
  'dealsheet.trade': Text,
  'dealsheet.tradevalue': NumberField,
  'dealsheet.tradedirection': Text,
  'dealsheet.tradeoption': Text,
  opportunities: v.optional(Json(v.record(v.string(), v.unknown()), 'The field "opportunities" must be a JSON object of flags.')),
});
type OpportunitySettingsBody = v.InferOutput<typeof OpportunitySettingsBodySchema>;

/** Only the fields the call gave. */
const given = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** A flag as a form or JSON writes it: 1, "1" or true is on, 0, "0" or false off (anything else is refused later). */
const flagOf = (value: unknown) => (value === true || value === '1' ? 1 : value === false || value === '0' ? 0 : value);

/**
 * The settings change a POST /settings/opportunity asks, before its rules are checked (SettingsChangeSchema): the
 * config fields it names, and its flags.
 */
export function opportunitySettingsChange(body: OpportunitySettingsBody): unknown {
  const config = given({
    service_declined: body['service.declined'],
    dealsheet_expiry: body['dealsheet.expiry'],
    dealsheet_negative_equity: body['dealsheet.negative_equity'],
    dealsheet_orphans: body['dealsheet.orphans'],
    dealsheet_trade: body['dealsheet.trade'],
    dealsheet_tradevalue: body['dealsheet.tradevalue'],
    dealsheet_tradedirection: body['dealsheet.tradedirection'],
    dealsheet_tradeoption: body['dealsheet.tradeoption'],
  });
  const flags = body.opportunities ? Object.fromEntries(Object.entries(body.opportunities).map(([name, value]) => [name, flagOf(value)])) : undefined;
  return given({ config, opportunities: flags });
}

export type SettingsList = keyof Pick<SettingsChange, 'rates' | 'fees' | 'taxes'>;

const List = (list: SettingsList) => Json(v.array(v.unknown()), `The field "${list}" must be a JSON list.`);

/** POST /settings/rates, /settings/fees, /settings/tax: the list under its name, JSON text in a form or the list in JSON. */
export const ROWS_BODY_SCHEMAS = {
  rates: v.object({ rates: List('rates') }),
  fees: v.object({ fees: List('fees') }),
  taxes: v.object({ taxes: List('taxes') }),
};
