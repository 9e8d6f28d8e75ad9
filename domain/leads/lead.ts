import { isValid, parseISO } from 'date-fns';
import * as v from 'valibot';
import { StorableText } from '../validation/storableSchemas.ts';

/** A lead's type (what the person wants to do) and category (the vehicle's status), as labels. */
export const LEAD_TYPES = ['Buy', 'Lease', 'Sell', 'Trade-In', 'Test Drive'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_CATEGORIES = ['New', 'Used'] as const;
export type LeadCategory = (typeof LEAD_CATEGORIES)[number];

/** A lead's comment is kept up to this many characters; an ADF comment is cut there, a longer JSON one refused. */
export const LEAD_COMMENT_MAX_CHARS = 4000;

const NEEDS_CONTACT = 'A lead needs a name and an e-mail or a phone.';
const TIME_MESSAGE = "The lead's received time must be an ISO date and time with its offset.";

/** The WHATWG pattern of a valid e-mail address (what <input type="email"> accepts), with a dot in the domain. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** 2026-11-24T10:15:00-05:00: a date, a time (seconds and fraction optional) and an offset, Z or ±hh:mm. */
const TIMESTAMP =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

/**
 * An ISO 8601 date and time as UTC ISO text (2026-11-24T15:15:00.000Z), or null when it is not one: a time without
 * an offset is refused (its meaning would hang on the server's zone), and so is a day that does not exist.
 */
export function leadTimestamp(text: string): string | null {
  const trimmed = text.trim();
  if (!TIMESTAMP.test(trimmed)) return null;
  const time = parseISO(trimmed);
  return isValid(time) ? time.toISOString() : null;
}

/**
 * A phone as digits only, at most 10. A leading 1 (the North American country code) is dropped from a longer number:
 * no 10-digit North American number starts with 1, and +1 416 555 0199 x12 keeps its number before the extension.
 */
function leadPhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return (digits.length > 10 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 10);
}

const text = (label: string, max: number) => v.pipe(StorableText(`The lead's ${label} must be a text of at most ${max} characters.`, max), v.trim());
const optionalText = (label: string, max: number) => v.optional(text(label, max), '');

const oneOf = <const T extends readonly string[]>(name: string, labels: T, fallback: T[number]) =>
  v.optional(v.picklist(labels, `The lead's ${name} must be one of ${labels.join(', ')}.`), fallback);

/**
 * An incoming sales lead, from an ADF document or as JSON with these field names. Only the name and a way to reach
 * the person are needed; every other field may be left out. The type and category are labels, Buy and New by default.
 */
export const LeadIntakeSchema = v.pipe(
  v.object(
    {
      type: oneOf('type', LEAD_TYPES, 'Buy'),
      category: oneOf('category', LEAD_CATEGORIES, 'New'),
      first_name: optionalText('first name', 100),
      last_name: optionalText('last name', 100),
      email: v.optional(v.pipe(text('e-mail', 254), v.check((email) => email === '' || EMAIL_PATTERN.test(email), "The lead's e-mail is not valid.")), ''),
      phone: v.optional(v.pipe(text('phone', 40), v.transform(leadPhoneDigits)), ''),
      vehicle: optionalText('vehicle', 200),
      comment: optionalText('comment', LEAD_COMMENT_MAX_CHARS),
      received_at: v.pipe(
        v.string(TIME_MESSAGE),
        v.maxLength(64, TIME_MESSAGE),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          const time = leadTimestamp(dataset.value);
          if (time === null) addIssue({ message: TIME_MESSAGE });
          return time ?? NEVER;
        }),
      ),
      address: optionalText('address', 200),
      city: optionalText('city', 100),
      province: optionalText('province', 100),
      postal_code: optionalText('postal code', 20),
      source_id: optionalText('source id', 200),
    },
    'The lead must be a JSON object.',
  ),
  v.check((lead) => Boolean((lead.first_name || lead.last_name) && (lead.email || lead.phone)), NEEDS_CONTACT),
);
export type LeadIntake = v.InferOutput<typeof LeadIntakeSchema>;

export type LeadResult = { ok: true; lead: LeadIntake } | { ok: false; reason: string };

/** A candidate lead checked against LeadIntakeSchema: the lead, or the first rule it breaks as the reason. */
export function checkedLead(candidate: unknown): LeadResult {
  const parsed = v.safeParse(LeadIntakeSchema, candidate);
  return parsed.success ? { ok: true, lead: parsed.output } : { ok: false, reason: parsed.issues[0].message };
}
