import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Country } from '../../../domain/dealers/dealer.ts';

const REGION: Record<Country, 'CA' | 'US'> = { canada: 'CA', us: 'US' };

/**
 * A phone number as the SMS provider takes it: E.164 (+15195550100). A number written without its country code is
 * read as one of the dealer's country; null when the text is no valid phone number (too short, an unused area code).
 */
export function toE164(raw: string, country: Country): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), REGION[country]);
  return parsed?.isValid() ? parsed.number : null;
}
