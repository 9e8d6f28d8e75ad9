import * as v from 'valibot';
import { DmsDateSchema, DmsIdSchema, KmSchema, SignedMoneySchema } from './dmsFields.ts';

const DECLINE = /DECLINE/i;

type LineText = { description: string; cause: string; declined: boolean; op_code: string };

/**
 * A job line is declined when the DMS flags it, when its description or cause says DECLINE (in any case:
 * "DECLINED", "Customer declined"), or when its op code is the dealer's declined-service op code (spec 002 §3
 * service_declined; none when empty).
 */
export function isDeclinedLine(line: LineText, declinedOpCode = ''): boolean {
  if (line.declined || DECLINE.test(line.description) || DECLINE.test(line.cause)) return true;
  return declinedOpCode !== '' && line.op_code === declinedOpCode;
}

/** A job line of a repair order; `declined` holds the DMS flag or the DECLINE wording of the line. */
export const ServiceLineSchema = v.pipe(
  v.object({
    description: v.string(),
    cause: v.string(),
    op_code: v.string(),
    declined: v.optional(v.boolean(), false),
  }),
  v.transform((line) => ({ ...line, declined: isDeclinedLine(line) })),
);
export type ServiceLine = v.InferOutput<typeof ServiceLineSchema>;

/**
 * A repair order (spec 001 §3 Service record) of a customer's vehicle: open while completed_at is null.
 * Totals are dollars; the customer, warranty, parts and labour totals may be negative (credits).
 */
export const ServiceRecordSchema = v.object({
  id: DmsIdSchema,
  vehicle_id: DmsIdSchema,
  customer_id: DmsIdSchema,
  ro: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  opened_at: DmsDateSchema,
  completed_at: v.nullable(DmsDateSchema),
  mileage: v.nullable(KmSchema),
  total_parts: SignedMoneySchema,
  total_labour: SignedMoneySchema,
  total_warranty: SignedMoneySchema,
  total_customer: SignedMoneySchema,
  total: SignedMoneySchema,
  service_type: v.string(),
  lines: v.array(ServiceLineSchema),
});
export type ServiceRecord = v.InferOutput<typeof ServiceRecordSchema>;
