import * as v from 'valibot';

/** Whose repair orders a service history shows: a customer's, one owned vehicle's, or every owned vehicle's with a VIN. */
export type ServiceHistoryQuery = { customer_id?: string; vehicle_id?: string; vin?: string };

/** The one key a checked query names, and its value (a VIN in capitals). */
export type ServiceHistoryTarget = { by: 'customer_id' | 'vehicle_id' | 'vin'; value: string };

export const ONE_TARGET_MESSAGE = 'Please name exactly one of customer_id, vehicle_id or vin.';
export const VIN_MESSAGE = 'The vin must be 17 letters and digits other than I, O and Q.';
/** Off line (or the server unreachable) with no copy saved on this device. */
export const SERVICE_HISTORY_OFFLINE_MESSAGE =
  'The service history cannot be loaded while off line, and no copy of it is saved on this device yet.';

const Id = (name: string) =>
  v.optional(v.pipe(v.string(`The ${name} must be text.`), v.trim(), v.maxLength(64, `The ${name} is too long (64 characters at most).`)));

const Vin = v.optional(
  v.pipe(
    v.string(VIN_MESSAGE),
    v.trim(),
    v.toUpperCase(),
    v.check((vin) => vin === '' || /^[A-HJ-NPR-Z0-9]{17}$/.test(vin), VIN_MESSAGE),
  ),
);

/**
 * GET /service's query and the worker's serviceHistory() argument: exactly one of customer_id, vehicle_id or vin
 * (an empty value counts as not given); other parameters (the dealer's token) pass through unread.
 */
export const ServiceHistoryQuerySchema = v.pipe(
  v.looseObject({ customer_id: Id('customer_id'), vehicle_id: Id('vehicle_id'), vin: Vin }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const given = (['customer_id', 'vehicle_id', 'vin'] as const).filter((by) => (dataset.value[by] ?? '') !== '');
    const by = given[0];
    if (given.length !== 1 || by === undefined) {
      addIssue({ message: ONE_TARGET_MESSAGE });
      return NEVER;
    }
    return { by, value: dataset.value[by] as string } satisfies ServiceHistoryTarget;
  }),
);

/** The key a target's answer is cached under: "vin=2T3P1RFV8MC123456". */
export function serviceHistoryKey(target: ServiceHistoryTarget): string {
  return `${target.by}=${target.value}`;
}
