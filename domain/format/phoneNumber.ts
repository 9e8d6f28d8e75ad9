import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';
import type { Country } from '../dealers/dealer.ts';

const REGION: Record<Country, 'CA' | 'US'> = { canada: 'CA', us: 'US' };

/** Toll-free area codes ring in Canada and the US alike; libphonenumber files them under the US. */
const TOLL_FREE = /^8(00|33|44|55|66|77|88)/;

/** A number written without its country code is one of the dealer's country; null when it is no valid number. */
function parsed(raw: string, country: Country): PhoneNumber | null {
  const number = parsePhoneNumberFromString(raw.trim(), REGION[country]);
  return number?.isValid() ? number : null;
}

/**
 * A phone number in E.164 (+15195550100), as a tel: or sms: link and the SMS provider take it; null when the text is
 * no valid phone number (too short, an unused area code).
 */
export function phoneE164(raw: string, country: Country): string | null {
  return parsed(raw, country)?.number ?? null;
}

/**
 * A phone number for reading by a dealer of a country: (519) 555-0100 for a number of that country (a toll-free one
 * too), +1 (212) 555-0100 for one of the other country, +44 20 7946 0958 for any other; what is no valid number is
 * shown as it was written.
 */
export function phoneText(raw: string, country: Country): string {
  const number = parsed(raw, country);
  if (!number) return raw.trim();
  if (number.countryCallingCode !== '1') return number.formatInternational();
  const national = number.formatNational();
  return number.country === REGION[country] || TOLL_FREE.test(number.nationalNumber) ? national : `+1 ${national}`;
}
