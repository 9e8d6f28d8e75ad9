import * as v from 'valibot';
import { DEAL_TYPES, FREQUENCIES, type DealType } from '../deal/dealConstants.ts';

/**
 * Field schemas the DMS entities share. Messages are valibot's own, except where its wording would not say
 * what is expected; the importer prefixes each message with the field's path.
 */

/** A DMS record's own key: stable across exports, so re-importing a record targets the same document. */
export const DmsIdSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));

/** A salesperson is a user id of the dealer, or nobody (an orphan). */
export const UserIdSchema = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)));

/** A vehicle identification number: 17 letters and digits, never I, O or Q (ISO 3779), kept in capitals. */
export const VinSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.length(17),
  v.regex(/^[A-HJ-NPR-Z0-9]+$/, 'Invalid format: Expected letters and digits other than I, O and Q'),
);

export const ModelYearSchema = v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100));

/** Dollars (never negative). */
export const MoneySchema = v.pipe(v.number(), v.finite(), v.minValue(0));

/** Dollars that may be negative (credits on a repair order). */
export const SignedMoneySchema = v.pipe(v.number(), v.finite());

/** Kilometres. */
export const KmSchema = v.pipe(v.number(), v.finite(), v.minValue(0));

/** An annual percentage rate. */
export const PercentSchema = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100));

/** A term in months; 0 for cash. */
export const TermSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120));

export const ContractTypeSchema = v.picklist(DEAL_TYPES);
export type ContractType = DealType;

/** Payment frequency: m monthly, b biweekly, w weekly. */
export const FrequencySchema = v.picklist(FREQUENCIES);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A DMS date: an ISO day (2024-05-31) or an ISO timestamp (2024-05-31T14:20:00Z). */
export const DmsDateSchema = v.pipe(
  v.string(),
  v.check(
    (text) => (ISO_DAY.test(text) || ISO_TIMESTAMP.test(text)) && !Number.isNaN(Date.parse(text)),
    (issue) => `Invalid date: Expected an ISO date or timestamp but received ${issue.received}`,
  ),
);
